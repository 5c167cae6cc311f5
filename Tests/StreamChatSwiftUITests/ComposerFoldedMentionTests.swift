import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import Testing

/// An @-mention query folds as every search does: case, diacritics and letters such as "Ø",
/// "Æ" and "ß" that Foundation's diacritic folding keeps ("@odeg" suggests "Martin Ødegård").
@MainActor
@Suite struct ComposerFoldedMentionTests {
    @Test(arguments: [("@odeg", "martin"), ("@aesa", "aesa"), ("@strasse", "jo"), ("@ØDEGÅRD", "martin")])
    func mentionQueryFindsFoldedLetters(typed: String, expected: UserId) async throws {
        let bed = try SDKTestBed(users: [
            .init(id: "me", name: "Me Myself"), .init(id: "martin", name: "Martin Ødegård"),
            .init(id: "aesa", name: "Æsa Berg"), .init(id: "jo", name: "Jo Straße"), .init(id: "bo", name: "Bo Anders"),
        ])
        let cid = ChannelId(type: .messaging, id: "fans")
        try bed.server.seedChannel(cid, name: "Fans", createdBy: "me", memberIds: ["martin", "aesa", "jo", "bo"])
        let composer = MessageComposerViewModel.waitingAnHour(channelController: try await bed.channelController(cid, as: "me"),
                                                              commandsConfig: DefaultCommandsConfig())
        composer.type(typed)
        #expect(composer.mentionSuggestions == [expected], "from the loaded members")
        await bed.drain()
        #expect(composer.mentionSuggestions == [expected], "after the server's answer, if it was asked")
    }
}
