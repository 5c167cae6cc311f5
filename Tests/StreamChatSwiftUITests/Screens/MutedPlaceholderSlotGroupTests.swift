import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
import Testing

/// A factory that replaces only the muted user's placeholder gets each message's place in its
/// group in the options, and new options when that place changes: a message of the muted user
/// joining the group of the last one ends that one's group there (its placeholder kept saying
/// "last", as the default item's rows compare equal without their group ends).
@MainActor @Suite struct MutedPlaceholderSlotGroupTests {
    @Test func theOptionsFollowTheGroupWhenANeighbourArrives() async throws {
        let cid = ChannelId(type: .messaging, id: "mutedslot")
        let bed = try SDKTestBed.withChannel(cid, messages: [("bob", "one"), ("bob", "two")])
        let alice = try await bed.client("alice")
        try await awaitCompletion { alice.userController(userId: "bob").mute(completion: $0) }
        let controller = alice.channelController(for: cid)
        // A grouping interval of an hour: a slow run still appends within it.
        let utils = Utils(messageListConfig: MessageListConfig(groupingInterval: 3_600))
        let screen = ScreenHost(client: alice, utils: utils) {
            ChatChannelView(viewFactory: PlaceholderOnlyFactory(), channelController: controller)
        }
        _ = screen.snapshot()
        await bed.drain()
        let before = screen.snapshot()
        #expect(before.contains("muted one, in the group") && before.contains("muted two, last"), "\(before)")

        let bob = try await bed.channelController(cid, as: "bob")
        try await bob.send("three")
        await bed.drain()
        let after = screen.snapshot()
        #expect(after.contains("muted two, in the group"), "\(after)")
        #expect(after.contains("muted three, last"), "\(after)")
        #expect(!after.contains("muted two, last"), "\(after)")
    }
}

/// The default factory but for the muted user's placeholder, which tells whether its message
/// ends its group.
private final class PlaceholderOnlyFactory: ViewFactory {
    var styles = RegularStyles()

    func makeMutedUserMessageView(options: MutedUserMessageViewOptions) -> some View {
        Text("muted \(options.message.text), \(options.isLastInGroup ? "last" : "in the group")")
    }
}
