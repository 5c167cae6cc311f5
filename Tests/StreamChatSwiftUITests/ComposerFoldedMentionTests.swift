import Foundation
@testable import StreamChat
@testable import StreamChatSwiftUI
import Testing
import ScreenLines

/// An @-mention query folds as every search does: case, diacritics and "ß" as Foundation folds
/// them, and the letters Foundation keeps ("Ø", "Æ", "Ł"…) by the project's own table
/// (`SearchFolding.foldedLetters`): "@odeg" suggests "Martin Ødegård".
@MainActor
@Suite struct ComposerFoldedMentionTests {
    /// For each letter of the project's own folding table (`SearchFolding.foldedLetters`), a
    /// member's name holding it and what one types for them without it.
    nonisolated static let tableCases: [(letter: Unicode.Scalar, name: String, typed: String)] = [
        ("ø", "Martin Ødegård", "@odeg"), ("æ", "Æsa Berg", "@aesa"), ("œ", "Zoé Sœur", "@soeur"),
        ("ł", "Łukasz Kowal", "@lukasz"), ("đ", "Đorđe Petrović", "@dorde"), ("ð", "Guðrún Jóns", "@gudrun"),
        ("þ", "Þóra Sig", "@thora"), ("ı", "Işıl Kaya", "@isil"), ("ħ", "Ħelena Borg", "@helena"),
        ("ŧ", "Ŧuomas Ánte", "@tuomas"),
    ]

    /// A channel of "Bo Anders" and a member named `name`; a composer in it, as "me".
    private func composer(withMemberNamed name: String) async throws -> (SDKTestBed, MessageComposerViewModel) {
        let bed = try SDKTestBed(users: [
            .init(id: "me", name: "Me Myself"), .init(id: "member", name: name), .init(id: "bo", name: "Bo Anders"),
        ])
        let cid = ChannelId(type: .messaging, id: "fans")
        try bed.server.seedChannel(cid, name: "Fans", createdBy: "me", memberIds: ["member", "bo"])
        let composer = MessageComposerViewModel.waitingAnHour(channelController: try await bed.channelController(cid, as: "me"),
                                                              commandsConfig: DefaultCommandsConfig())
        return (bed, composer)
    }

    /// Foundation's folding: case and diacritics ("ØDEGÅRD" finds "Ødegård"), "ß" to "ss".
    @Test(arguments: [("@strasse", "Jo Straße"), ("@ØDEGÅRD", "Martin Ødegård")])
    func mentionQueryFindsFoldedLetters(typed: String, name: String) async throws {
        let (bed, composer) = try await composer(withMemberNamed: name)
        composer.type(typed)
        #expect(composer.mentionSuggestions == ["member"], "from the loaded members")
        await bed.drain()
        #expect(composer.mentionSuggestions == ["member"], "after the server's answer, if it was asked")
    }

    /// Every letter of the table has a case below, so one added to it is tested too.
    @Test func everyLetterOfTheFoldingTableHasACase() {
        #expect(Set(Self.tableCases.map(\.letter)) == Set(SearchFolding.foldedLetters.keys))
    }

    /// The table's letters fold for mentions: typed without the letter, the query finds the
    /// member. Foundation's folding alone keeps the letter, so without the table nothing would
    /// match (checked first, so the case cannot pass on Foundation's folding).
    @Test(arguments: tableCases)
    func mentionQueryFindsTheTablesLetters(letter: Unicode.Scalar, name: String, typed: String) async throws {
        let foundationFolded = name.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        let query = String(typed.dropFirst())
        #expect(foundationFolded.unicodeScalars.contains(letter), "\(foundationFolded)")
        #expect(!foundationFolded.contains(query), "\(foundationFolded) matches without the table")
        let (bed, composer) = try await composer(withMemberNamed: name)
        composer.type(typed)
        #expect(composer.mentionSuggestions == ["member"], "from the loaded members")
        await bed.drain()
        #expect(composer.mentionSuggestions == ["member"], "after the server's answer, if it was asked")
    }

    /// On the screen: "@odeg" lists "Martin Ødegård" and nobody else.
    @Test func theSuggestionShowsTheMembersName() async throws {
        let bed = try SDKTestBed(users: SDKTestBed.defaultUsers + [.init(id: "martin", name: "Martin Ødegård")])
        let cid = ChannelId(type: .messaging, id: "fans")
        try bed.server.seedChannel(cid, name: "Fans", createdBy: "alice", memberIds: ["bob", "martin"])
        let (_, shown) = try await bed.channelScreen(cid, width: 60, height: 16, typing: "@odeg")
        let rows = shown.screenLines.filter { $0.contains("@ ") && !$0.contains("➤") }
        #expect(rows.count == 1 && rows.first?.contains("@ Martin Ødegård") == true, "\(shown)")
    }
}
