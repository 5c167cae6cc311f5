import Foundation
import NoonClock
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
import Testing
import ScreenLines

/// A muted user's placeholders group like their messages: the time shows once, under the last
/// placeholder of a group (each repeated its own time), also after a new message joins it.
@MainActor @Suite struct MutedPlaceholderGroupTests {
    @Test func consecutivePlaceholdersShowTheTimeOnce() async throws {
        let cid = ChannelId(type: .messaging, id: "mutedgroup")
        let bed = try SDKTestBed.withChannel(cid, messages: [("bob", "one"), ("bob", "two"), ("bob", "three")])
        let alice = try await bed.client("alice")
        let controller = alice.channelController(for: cid)
        // A grouping interval of an hour: on a loaded machine the test can run for over a minute,
        // and "four" must still join the seeded messages' group (with the default 60 s it did not).
        // Dates as of a fixed noon: no new day splits the group either.
        let utils = Utils(dateFormatting: .atNoon(), messageListConfig: MessageListConfig(groupingInterval: 3_600))
        let screen = ScreenHost(client: alice, utils: utils) {
            ChatChannelView(viewFactory: DefaultViewFactory.shared, channelController: controller)
        }
        _ = screen.snapshot()
        await bed.drain()
        try await awaitCompletion { alice.userController(userId: "bob").mute(completion: $0) }
        await bed.drain()
        func timeLines() -> [String] {
            let times = Set(controller.messages.map { utils.dateFormatting.time($0.createdAt) })
            return screen.snapshot().screenLines.filter { line in times.contains { line.contains($0) } }
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
