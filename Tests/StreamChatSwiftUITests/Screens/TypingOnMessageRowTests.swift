import Foundation
import PatientWait
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
@testable import TerminalUI
import Testing

/// In the terminal, text typed while a message row has focus goes to the composer's input
/// (in the demo a 5,500-character paste on a focused message vanished); the keys a row uses
/// keep their meaning.
@MainActor
@Suite("Typing on a message row")
struct TypingOnMessageRowTests {
    let cid = ChannelId(type: .messaging, id: "general")

    private func focusedRole(_ screen: ScreenHost) -> FocusRole? {
        guard let focused = screen.host.graph.focusedNode else { return nil }
        return focused.behavior.focusRole(focused)
    }

    /// Opens the channel and presses Up until a message row has focus; returns the row's text.
    private func focusMessage(_ screen: ScreenHost) -> String {
        for _ in 0..<4 where focusedRole(screen) != .focusable {
            screen.interact { $0.press(.up) }
            _ = screen.snapshot()
        }
        return focusedRowText(screen)
    }

    private func focusedRowText(_ screen: ScreenHost) -> String {
        guard let focused = screen.host.graph.focusedNode, focusedRole(screen) == .focusable else { return "" }
        let frame = focused.frame
        let lines = screen.snapshot().components(separatedBy: "\n")
        return lines[max(0, frame.y)..<min(lines.count, max(0, frame.y + frame.height))].joined(separator: "\n")
    }

    /// Opens a channel with these messages (from bob) and focuses the newest one.
    private func openWithFocusedMessage(_ texts: [String]) async throws -> (ScreenHost, ComposerKeepingFactory) {
        let bed = try SDKTestBed.withChannel(cid, messages: texts.map { ("bob", $0) })
        let factory = ComposerKeepingFactory()
        let (screen, _) = try await bed.openChannel(cid, factory: factory)
        #expect(screen.snapshot().contains(texts.last ?? ""))
        #expect(focusMessage(screen).contains(texts.last ?? ""))
        return (screen, factory)
    }

    @Test("Typing and a paste on a focused message go to the composer; nothing is lost")
    func typingGoesToComposer() async throws {
        let (screen, factory) = try await openWithFocusedMessage(["first from bob", "second from bob"])

        let pasted = String(repeating: "pasted ✓ text, line\n", count: 275)  // 5,500 characters
        #expect(pasted.count == 5_500)
        screen.interact { host in
            host.type("hi")
            #expect(host.handle(.paste(pasted)))
        }
        _ = screen.snapshot()
        #expect(focusedRole(screen) == .textField)
        let composer = try #require(factory.composer)
        // The composer's multi-line input keeps the pasted line breaks.
        let typed = "hi" + pasted
        #expect(composer.text.count == 5_502)
        #expect(composer.text == typed)

        // Once in the composer, typing continues there.
        screen.interact { $0.type("!") }
        #expect(composer.text == typed + "!")
    }

    @Test("Text typed on a focused message is sent with Enter")
    func typedTextIsSent() async throws {
        let (screen, factory) = try await openWithFocusedMessage(["first from bob"])
        screen.interact { host in
            host.type("hello")
            host.press(.enter)
        }
        let composer = try #require(factory.composer)
        await settle { composer.channelController.messages.first?.text == "hello" }
        #expect(composer.channelController.messages.first?.text == "hello")
        #expect(composer.text.isEmpty)
    }

    @Test("Arrows still move between messages, and a control key is not typed")
    func rowKeysKeepTheirMeaning() async throws {
        let (screen, factory) = try await openWithFocusedMessage(["first from bob", "second from bob"])
        screen.interact { $0.press(.up) }
        #expect(focusedRole(screen) == .focusable)
        #expect(focusedRowText(screen).contains("first from bob"))
        screen.interact { $0.press(.down) }
        #expect(focusedRowText(screen).contains("second from bob"))
        screen.interact { $0.press(.character("x"), modifiers: .control) }
        #expect(focusedRole(screen) == .focusable)
        #expect(factory.composer?.text.isEmpty == true)
    }
}

/// The default views, with the composer's view model kept for the test to read.
final class ComposerKeepingFactory: ViewFactory {
    var styles = RegularStyles()
    private(set) var composer: MessageComposerViewModel?

    func makeMessageComposerViewType(options: MessageComposerViewTypeOptions) -> some View {
        let model = composer ?? MessageComposerViewModel(channelController: options.channelController)
        composer = model
        return MessageComposerView(
            viewFactory: self,
            viewModel: model,
            quotedMessage: options.quotedMessage,
            editedMessage: options.editedMessage,
            onMessageSent: options.onMessageSent
        )
    }
}
