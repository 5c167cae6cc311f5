import Foundation
import Testing
@testable import StreamChat
@testable import StreamChatSwiftUI

/// The message actions mark the user's own reactions: choosing a reaction again removes it, and
/// every reaction row looked the same (☺), so the user could not tell which were theirs.
@MainActor @Suite struct OwnReactionMarkTests {
    @Test func ownReactionsAreCheckedAndOthersAreNot() async throws {
        let cid = ChannelId(type: .messaging, id: "marks")
        let bed = try SDKTestBed.withChannel(cid, messages: [("bob", "react to me")])
        let controller = try await bed.channelController(cid, as: "alice")
        let bob = try await bed.channelController(cid, as: "bob")
        let message = try #require(controller.messages.first)
        try await awaitCompletion { controller.addReaction("love", to: message.id, completion: $0) }
        try await awaitCompletion { bob.addReaction("like", to: message.id, completion: $0) }
        await bed.drain()
        let reacted = try #require(controller.messages.first { $0.id == message.id })
        #expect(reacted.currentUserReactions.map(\.type) == ["love"])
        let options = SupportedMessageActionsOptions(
            message: reacted, channelController: controller, isAuthorMuted: false,
            onReply: { _ in }, onEdit: { _ in }, onError: { _ in }
        )
        let client = try await bed.client("alice")
        let icons = Dictionary(uniqueKeysWithValues: DefaultMessageActions.make(for: options, chatClient: client)
            .filter { $0.id.hasPrefix("react.") }.map { ($0.id, $0.iconName) })
        #expect(icons["react.love"] == "checkmark")
        #expect(icons["react.like"] == "face.smiling")
        #expect(icons.values.filter { $0 == "checkmark" }.count == 1)
    }
}
