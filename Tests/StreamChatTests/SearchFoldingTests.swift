import Foundation
import Testing
@testable import StreamChat

/// Search folds case, diacritics and width, and also the letters whose stroke or ligature
/// Foundation's folding keeps (ø, æ, œ, ł, đ, ð, þ, ı, ħ, ŧ; ß folds to "ss"): a name is found by
/// what a reader types without them, in every search that folds.
@MainActor
@Suite struct SearchFoldingTests {
    @Test(arguments: [
        ("Ødegård", "odegard"), ("ÆSIR", "aesir"), ("Straße", "strasse"), ("Œuvre", "oeuvre"), ("Łódź", "lodz"),
        ("Đorđe", "dorde"), ("Þór", "thor"), ("Ħal", "hal"), ("José  Álvarez", "jose alvarez"), ("ＢＡＤ", "bad"),
    ])
    func foldsToWhatIsTyped(name: String, typed: String) {
        #expect(SearchFolding.folded(name) == typed)
        #expect(SearchFolding.folded(name) == SearchFolding.folded(typed.uppercased()))
    }

    @Test func aMatchCoversTheCharactersItWasFoldedFrom() throws {
        let text = "Hi Ødegård, Æsir!"
        let match = try #require(SearchFolding.firstMatch(of: "ODEGARD", in: text))
        #expect(text[match] == "Ødegård")
        #expect(SearchFolding.firstMatch(of: "aesir", in: text).map { String(text[$0]) } == "Æsir")
        #expect(SearchFolding.firstMatch(of: "e", in: "Æ").map { String("Æ"[$0]) } == "Æ", "part of a folded letter")
        #expect(SearchFolding.firstMatch(of: "oslo", in: text) == nil)
        #expect(SearchFolding.firstMatch(of: " ", in: "a b") != nil)
        #expect(SearchFolding.firstMatch(of: "", in: text) == nil)
        let name = "Ødegård 10"
        #expect(SearchFolding.prefixEnd(of: "odegard", in: name) == name.firstIndex(of: " "))
        #expect(SearchFolding.prefixEnd(of: "degard", in: name) == nil, "anchored at the start")
        #expect(SearchFolding.prefixEnd(of: "", in: name) == name.startIndex)
    }

    /// The index behind member and user search and the composer's mentions.
    @Test func mentionSearchFindsTheFoldedLetters() {
        let entries = [("martin", "Martin Ødegård"), ("aesa", "Æsa Berg"), ("jo", "Jo Straße"), ("bo", "Bo Anders")].map {
            MentionSearchIndex.Entry(id: $0.0, name: $0.1, lastActiveAt: nil)
        }
        let index = MentionSearchIndex(entries: entries)
        func found(_ query: String) -> [UserId] { index.search(query, limit: 5).map { entries[$0].id } }
        #expect(found("odeg") == ["martin"])
        #expect(found("ØDEGÅRD") == ["martin"])
        #expect(found("aesa") == ["aesa"])
        #expect(found("strasse") == ["jo"])
    }

    /// The server's member search (a channel's member index) folds the same way.
    @Test func memberSearchFindsTheFoldedLetters() async throws {
        let bed = try ChatTestBed(users: [.init(id: "martin", name: "Martin Ødegård"), .init(id: "aesa", name: "Æsa Berg"), .init(id: "me", name: "Me")])
        let cid = ChannelId(type: .messaging, id: "fans")
        try bed.server.seedChannel(cid, createdBy: "me", memberIds: ["martin", "aesa"])
        let controller = try await bed.client("me").memberListController(query: ChannelMemberListQuery(cid: cid))
        try await awaitCompletion { controller.search(term: "odegard", completion: $0) }
        #expect(controller.members.map(\.id) == ["martin"])
        try await awaitCompletion { controller.search(term: "AESA", completion: $0) }
        #expect(controller.members.map(\.id) == ["aesa"])
    }
}
