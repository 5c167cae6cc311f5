import Foundation
import Testing
@testable import StreamChat
@testable import StreamChatSwiftUI

/// Mute User and Unmute User in the message actions say what they did with the same line only
/// this user sees as `/mute` and `/unmute` ("… was muted"): they said nothing.
@MainActor @Suite struct MuteActionFeedbackTests {
    @Test func muteAndUnmuteFromTheMenuPostTheCommandsLines() async throws {
        let cid = ChannelId(type: .messaging, id: "mutefeedback")
        let bed = try SDKTestBed.withChannel(cid, messages: [("bob", "hello")])
        let controller = try await bed.channelController(cid, as: "alice")
        let client = try await bed.client("alice")
        let message = try #require(controller.messages.first { $0.author.id == "bob" })
        func action(_ id: String, authorMuted: Bool) throws -> MessageAction {
            let options = SupportedMessageActionsOptions(
                message: message, channelController: controller, isAuthorMuted: authorMuted,
                onReply: { _ in }, onEdit: { _ in }, onError: { _ in }
            )
            return try #require(DefaultMessageActions.make(for: options, chatClient: client).first { $0.id == id })
        }
        func systemTexts() -> [String] { controller.messages.filter { $0.type == .system }.map(\.text) }

        try action("mute", authorMuted: false).action()
        await bed.drain()
        let muted = L10n.Composer.Outcome.muted(message.author.mentionText)
        #expect(systemTexts() == [muted])

        try action("unmute", authorMuted: true).action()
        await bed.drain()
        #expect(systemTexts() == [L10n.Composer.Outcome.unmuted(message.author.mentionText), muted])
    }
}
