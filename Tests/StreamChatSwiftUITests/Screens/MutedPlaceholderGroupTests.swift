import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import Testing

/// A muted user's placeholders group like their messages: the time shows once, under the last
/// placeholder of a group (each repeated its own time), also after a new message joins it.
@MainActor @Suite struct MutedPlaceholderGroupTests {
    @Test func consecutivePlaceholdersShowTheTimeOnce() async throws {
        let cid = ChannelId(type: .messaging, id: "mutedgroup")
        let bed = try SDKTestBed.withChannel(cid, messages: [("bob", "one"), ("bob", "two"), ("bob", "three")])
        let (screen, controller) = try await bed.openChannel(cid, as: "alice", factory: DefaultViewFactory.shared)
        let alice = try await bed.client("alice")
        try await awaitCompletion { alice.userController(userId: "bob").mute(completion: $0) }
        await bed.drain()
        func timeLines() -> [Substring] {
            let times = Set(controller.messages.map { Utils.current.dateFormatting.time($0.createdAt) })
            return screen.snapshot().split(separator: "\n").filter { line in times.contains { line.contains($0) } }
        }
        let muted = screen.snapshot()
        #expect(muted.components(separatedBy: L10n.MessageList.mutedUser).count - 1 == 3, "\(muted)")
        #expect(timeLines().count == 1, "\(muted)")

        let bob = try await bed.channelController(cid, as: "bob")
        try await bob.send("four")
        await bed.drain()
        let appended = screen.snapshot()
        #expect(appended.components(separatedBy: L10n.MessageList.mutedUser).count - 1 == 4, "\(appended)")
        #expect(timeLines().count == 1, "\(appended)")
    }
}
