import Foundation
import PatientWait
import StreamChat
@testable import StreamChatSwiftUI
import Testing
import TerminalUI

/// A two-step command typed in full acts on the member with the longest name the text starts
/// with, however many members its first word matches. `/tip @Ana Lee for an hour` was looked
/// up by "Ana" alone, with the suggestion limit (20): with 25 "Ana H…" members ranked between
/// Ana García and Ana Lee (by name), Ana Lee was not in the answer, and the member whose id is `ana` (Ana García) got the
/// tip, with "Lee for an hour" as its note.
@MainActor @Suite struct ComposerLongestTypedNameTests {
    let cid = ChannelId(type: .messaging, id: "general")

    @Test func theLongestNameWinsBeyondTheSuggestionLimit() async throws {
        // Name-prefix matches rank by name: Ana García, then the 25 "Ana H…", then Ana Lee.
        let others = (10...34).map { ChatServer.SeedUser(id: "ana\($0)", name: "Ana H\($0)") }
        let users = [
            ChatServer.SeedUser(id: "mod", name: "Moe Moderator", role: .moderator),
            ChatServer.SeedUser(id: "ana", name: "Ana García"),
            ChatServer.SeedUser(id: "analee", name: "Ana Lee"),
        ] + others
        let bed = try SDKTestBed(users: users)
        try bed.server.seedChannel(cid, name: "General", createdBy: "mod", memberIds: users.map(\.id))
        let config = ComposerTypedMentionTests.TipConfig()
        let composer = MessageComposerViewModel.waitingAnHour(channelController: try await bed.channelController(cid, as: "mod"), commandsConfig: config)
        let screen = composerHost(composer, width: 70, height: 12)
        screen.type("/tip @Ana Lee for an hour")
        #expect(composer.activeInstantCommand?.id == "/tip")
        await settle { composer.suggestionRowCount == 0 }
        screen.press(.enter)
        await settle { !composer.isExecutingCommand && composer.text.isEmpty }
        #expect(config.tip?.tips.map(\.userId) == ["analee"])
        #expect(config.tip?.tips.map(\.typed) == ["@Ana Lee for an hour"])
    }
}
