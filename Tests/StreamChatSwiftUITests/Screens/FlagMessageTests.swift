import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
@testable import TerminalUI
import Testing

/// The message action Flag asks first (Cancel focused, so Enter alone flags nothing), then
/// sends the flag to the server and tells the user what came of it: "Message flagged", or the
/// server's refusal (a second flag).
@MainActor
@Suite("Flag message")
struct FlagMessageTests {
    let cid = ChannelId(type: .messaging, id: "general")
    static let question = "Do you want to send a copy of this message to a moderator for further investigation?"

    private func openChannel() async throws -> (SDKTestBed, ScreenHost, ChatChannelViewModel, ChatMessage) {
        let bed = try SDKTestBed.withChannel(cid, messages: [("bob", "Questionable offer"), ("alice", "Hm.")])
        let client = try await bed.client("alice")
        let viewModel = ChatChannelViewModel(channelController: client.channelController(for: cid))
        let screen = ScreenHost(client: client, utils: Utils()) { ChatChannelView(viewFactory: DefaultViewFactory.shared, viewModel: viewModel) }
        _ = screen.snapshot(width: 100, height: 30)
        await bed.drain()
        #expect(screen.snapshot(width: 100, height: 30).contains("Questionable offer"))
        let bobs = try #require(viewModel.channelController.messages.first { $0.author.id == "bob" })
        return (bed, screen, viewModel, bobs)
    }

    private func askToFlag(_ message: ChatMessage, _ viewModel: ChatChannelViewModel, _ screen: ScreenHost) throws -> String {
        let flag = try #require(viewModel.contextMenuActions(for: message, factory: DefaultViewFactory.shared).first { $0.id == "flag" })
        #expect(flag.title == "Flag Message")
        flag.action()
        return screen.snapshot(width: 100, height: 30)
    }

    /// Presses a key, lets the request and its answer arrive, and returns the screen.
    private func press(_ key: TerminalKey, modifiers: KeyModifiers = [], _ screen: ScreenHost, _ bed: SDKTestBed) async -> String {
        screen.interact { $0.press(key, modifiers: modifiers) }
        _ = screen.snapshot(width: 100, height: 30)
        await bed.drain()
        return screen.snapshot(width: 100, height: 30)
    }

    @Test("Flag asks first; Enter on the question cancels (Cancel has focus) and flags nothing")
    func enterCancels() async throws {
        let (bed, screen, viewModel, message) = try await openChannel()
        let question = try askToFlag(message, viewModel, screen)
        #expect(question.contains("Flag Message") && question.contains(Self.question), "\(question)")
        #expect(question.contains("Cancel") && question.contains("Flag"))
        #expect(try bed.server.flagCount(ofMessage: message.id) == 0, "nothing is flagged before the user confirms")
        let after = await press(.enter, screen, bed)
        #expect(!after.contains(Self.question))
        #expect(viewModel.pendingConfirmation == nil)
        #expect(try bed.server.flagCount(ofMessage: message.id) == 0)
    }

    @Test("Confirming flags the message on the server and says so; a second flag shows the server's refusal")
    func confirmFlagsAndTellsTheOutcome() async throws {
        let (bed, screen, viewModel, message) = try await openChannel()
        _ = try askToFlag(message, viewModel, screen)
        _ = await press(.tab, screen, bed)  // from Cancel to Flag
        let done = await press(.enter, screen, bed)
        #expect(try bed.server.flagCount(ofMessage: message.id) == 1)
        #expect(done.contains("Message flagged") && done.contains("A copy was sent to a moderator."), "\(done)")
        #expect(!done.contains(Self.question))
        let closed = await press(.enter, screen, bed)  // OK
        #expect(!closed.contains("Message flagged"))

        _ = try askToFlag(message, viewModel, screen)
        _ = await press(.tab, screen, bed)
        let refused = await press(.enter, screen, bed)
        #expect(refused.contains("Something went wrong.") && refused.contains("You already flagged this message."), "\(refused)")
        #expect(!refused.contains("InvalidRequest"), "the user reads the server's words, not the error's type")
        #expect(try bed.server.flagCount(ofMessage: message.id) == 1)
        let dismissed = await press(.escape, screen, bed)
        #expect(!dismissed.contains("You already flagged"))
        #expect(viewModel.errorMessage == nil)
    }
}
