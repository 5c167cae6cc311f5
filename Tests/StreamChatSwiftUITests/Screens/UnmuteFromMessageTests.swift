import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
@testable import TerminalUI
import Testing

/// A muted author is unmuted from their collapsed message, as they were muted from one: the
/// placeholder took no focus, so its menu (and Unmute User in it) could not be reached; the
/// arrows went from the message below it straight to the one above.
@MainActor
@Suite("Unmute the author from a muted message's actions")
struct UnmuteFromMessageTests {
    let cid = ChannelId(type: .messaging, id: "general")

    @Test("The placeholder takes focus, its menu holds only Unmute User, which unmutes")
    func unmuteFromThePlaceholder() async throws {
        let bed = try SDKTestBed.withChannel(cid, messages: [("carol", "Above"), ("bob", "Hidden words"), ("carol", "Below")])
        let client = try await bed.client("alice")
        try await awaitCompletion { client.userController(userId: "bob").mute(completion: $0) }
        let viewModel = ChatChannelViewModel(channelController: client.channelController(for: cid))
        let screen = ScreenHost(client: client, utils: Utils()) { ChatChannelView(viewFactory: DefaultViewFactory.shared, viewModel: viewModel) }
        _ = screen.snapshot(width: 100, height: 30)
        await bed.drain()
        let placeholder = "Message from a muted user (Bob Brown)"
        try #require(screen.snapshot(width: 100, height: 30).contains(placeholder))
        var steps = 0
        while !screen.focusedText().contains(placeholder), !screen.focusedText().contains("Above"), steps < 8 {
            screen.press(.up)
            steps += 1
        }
        #expect(screen.focusedText().contains(placeholder), "the arrows stop on the placeholder:\n\(screen.snapshot(width: 100, height: 30))")
        screen.press(.enter, modifiers: .alt)
        let menu = screen.snapshot(width: 100, height: 30)
        #expect(menu.contains("Unmute User"), "\(menu)")
        for other in ["Reply", "Copy Message", "Pin to Conversation", "Flag Message"] {
            #expect(!menu.contains(other), "nothing of the hidden message: \(other)\n\(menu)")
        }
        steps = 0
        while !screen.focusedText().contains("Unmute User"), steps < 4 {
            screen.press(.down)
            steps += 1
        }
        screen.press(.enter)
        await bed.drain()
        let after = screen.snapshot(width: 100, height: 30)
        #expect(after.contains("Hidden words") && !after.contains(placeholder), "unmuted, the message shows:\n\(after)")
    }
}
