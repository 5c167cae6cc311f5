import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
@testable import TerminalUI
import Testing

/// A message the user flagged says so: its Flag action reads "Message Flagged" and, chosen,
/// tells that a moderator already has a copy instead of asking again; the server tells each
/// viewer which messages they flagged, so it survives a restart. Flagging a user twice is
/// refused in words, as flagging a message twice is.
@MainActor
@Suite("Flagged message")
struct FlaggedMessageTests {
    let cid = ChannelId(type: .messaging, id: "general")

    private func flagAction(_ message: ChatMessage, _ viewModel: ChatChannelViewModel) throws -> MessageAction {
        try #require(viewModel.contextMenuActions(for: message, factory: DefaultViewFactory.shared).first { $0.id == "flag" })
    }

    /// A client of alice's of its own, as after a restart of the app.
    private func freshClient(_ bed: SDKTestBed) async throws -> ChatClient {
        let client = ChatClient(config: ChatClientConfig(apiKey: APIKey("sdk-tests"), transport: bed.server))
        let error: Error? = await withCheckedContinuation { continuation in
            client.connectUser(userInfo: UserInfo(id: "alice"), token: .development(userId: "alice")) { continuation.resume(returning: $0) }
        }
        if let error { throw error }
        return client
    }

    @Test("After a flag, the message's Flag action says it was flagged, and chosen tells so without a request; also after a restart")
    func flaggedMessageSaysSo() async throws {
        let bed = try SDKTestBed.withChannel(cid, messages: [("bob", "Questionable offer"), ("bob", "Fine one")])
        let client = try await bed.client("alice")
        let viewModel = ChatChannelViewModel(channelController: client.channelController(for: cid))
        let screen = ScreenHost(client: client, utils: Utils()) { ChatChannelView(viewFactory: DefaultViewFactory.shared, viewModel: viewModel) }
        _ = screen.snapshot(width: 100, height: 30)
        await bed.drain()
        let offer = try #require(viewModel.channelController.messages.first { $0.text == "Questionable offer" })
        #expect(!offer.isFlaggedByCurrentUser)
        #expect(try flagAction(offer, viewModel).title == "Flag Message")

        try flagAction(offer, viewModel).action()
        viewModel.confirmPendingAction()
        await bed.drain()
        #expect(try bed.server.flagCount(ofMessage: offer.id) == 1)
        viewModel.dismissAlert(.notice)
        let flagged = try #require(viewModel.channelController.messages.first { $0.id == offer.id })
        #expect(flagged.isFlaggedByCurrentUser, "the client marks the message it flagged")
        let action = try flagAction(flagged, viewModel)
        #expect(action.title == "Message Flagged")
        #expect(action.confirmation == nil, "nothing to confirm: no second flag is sent")
        action.action()
        await bed.drain()
        let told = screen.snapshot(width: 100, height: 30)
        #expect(told.contains("You already flagged this message."), "\(told)")
        #expect(viewModel.errorMessage == nil, "no refused request behind it")
        #expect(try bed.server.flagCount(ofMessage: offer.id) == 1)
        // An edit of its author reaches alice still flagged.
        let bobs = try await bed.channelController(cid, as: "bob")
        try await awaitCompletion { bobs.editMessage(offer.id, text: "Questionable offer, edited", completion: $0) }
        await bed.drain()
        let edited = try #require(viewModel.channelController.messages.first { $0.id == offer.id })
        #expect(edited.text == "Questionable offer, edited" && edited.isFlaggedByCurrentUser)
        let fine = try #require(viewModel.channelController.messages.first { $0.text == "Fine one" })
        #expect(try flagAction(fine, viewModel).title == "Flag Message", "only the flagged message")

        // A restart: a new client loads the channel from the server.
        let restarted = try await freshClient(bed)
        let again = restarted.channelController(for: cid)
        try await awaitCompletion { again.synchronize($0) }
        #expect(again.messages.first { $0.id == offer.id }?.isFlaggedByCurrentUser == true)
        #expect(again.messages.first { $0.id == fine.id }?.isFlaggedByCurrentUser == false)
        // Another viewer does not see alice's flag as theirs.
        let carols = try await bed.channelController(cid, as: "carol")
        #expect(carols.messages.first { $0.id == offer.id }?.isFlaggedByCurrentUser == false)
    }

    @Test("Flagging a user twice is refused in words, as a message")
    func flaggingAUserTwice() async throws {
        let bed = try SDKTestBed.withChannel(cid, messages: [("bob", "Hi")])
        let client = try await bed.client("alice")
        let bobs = client.userController(userId: "bob")
        try await awaitCompletion { bobs.flag(completion: $0) }
        let second: Error? = await withCheckedContinuation { continuation in bobs.flag { continuation.resume(returning: $0) } }
        let refusal = try #require(second as? ClientError, "a second flag is not silently taken")
        #expect(refusal.message == "You already flagged Bob Brown.")
        #expect(try bed.server.flagCount(of: "bob") == 1)
    }
}
