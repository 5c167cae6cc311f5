import Foundation
import PatientWait
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
import Testing
import TerminalUI
import ScreenLines

/// The composer rendered in the terminal engine, driven by keys.
@MainActor @Suite struct ComposerViewTests {
    private func host(_ composer: MessageComposerViewModel) -> ViewHost {
        composerHost(composer, width: 60, height: 12)
    }

    @Test func typingMentionShowsRowsAndKeysPickOne() async throws {
        let bed = try ComposerTestBed()
        let composer = try await bed.composer()
        let screen = host(composer)
        screen.type("hi @an")
        var text = screen.snapshot(width: 60, height: 12)
        #expect(composer.text == "hi @an", "\(text)")
        #expect(text.contains("Ana Lee"), "\(text)")
        #expect(text.contains("Anabel Ortiz"), "\(text)")
        #expect(text.contains("› @ Ana Lee"), "\(text)")
        screen.press(.down)
        text = screen.snapshot(width: 60, height: 12)
        #expect(text.contains("› @ Anabel Ortiz"), "\(text)")
        screen.press(.enter)
        text = screen.snapshot(width: 60, height: 12)
        #expect(composer.text == "hi @Anabel Ortiz ")
        #expect(composer.selectedRangeLocation == composer.text.utf16.count)
        #expect(!text.contains("Ana Lee"), "\(text)")
        screen.type("bye")
        #expect(composer.text == "hi @Anabel Ortiz bye")
        screen.press(.enter)
        await settle { composer.channelController.messages.first?.text == "hi @Anabel Ortiz bye" }
        #expect(composer.channelController.messages.first?.mentionedUsers.map(\.id) == ["anabel"])
        #expect(composer.text.isEmpty)
    }

    @Test func slashListsCommandsWithFormatAndChipShowsPlaceholder() async throws {
        let bed = try ComposerTestBed(commands: ComposerInstantCommandsTests.allCommands)
        let composer = try await bed.composer()
        let screen = host(composer)
        screen.type("/")
        var text = screen.snapshot(width: 70, height: 14)
        for row in ["Giphy", "/giphy [text]", "Mute", "/mute [@username]", "Flag"] {
            #expect(text.contains(row), "missing \(row) in\n\(text)")
        }
        screen.type("mu")
        text = screen.snapshot(width: 70, height: 14)
        #expect(text.contains("Mute"))
        #expect(!text.contains("Giphy"), "\(text)")
        screen.press(.tab)
        #expect(composer.composerCommand?.id == "/mute")
        text = screen.snapshot(width: 70, height: 14)
        #expect(text.contains("Mute ✕") || text.contains("Mute✕"), "\(text)")
        #expect(text.contains("Ana Lee"), "step 2 lists members:\n\(text)")
    }

    /// Escape closes the suggestions and keeps the text (it once went back to the channel list,
    /// the key reaching the navigation with the suggestions still up); a second Escape is left
    /// to the screen.
    @Test func escapeClosesSuggestionsAndKeepsTheText() async throws {
        let bed = try ComposerTestBed(commands: ComposerInstantCommandsTests.allCommands)
        let composer = try await bed.composer()
        let screen = host(composer)
        for typed in ["/", "hi @an"] {
            composer.text = ""
            screen.type(typed)
            #expect(composer.suggestionRowCount > 0, "\(screen.snapshot(width: 70, height: 14))")
            #expect(screen.handle(.key(TerminalKeyEvent(.escape))))
            let text = screen.snapshot(width: 70, height: 14)
            #expect(composer.suggestionRowCount == 0)
            #expect(!text.contains("Ana Lee") && !text.contains("Giphy"), "\(text)")
            #expect(composer.text == typed)
            #expect(!screen.handle(.key(TerminalKeyEvent(.escape))))
        }
        screen.type("a")
        #expect(composer.suggestionRowCount > 0, "typing shows them again")
    }

    /// Escape without suggestions ends the edit (in the demo it went back to the channel list
    /// with the edit up), then the active command's chip; a further Escape is left to the screen.
    @Test func escapeEndsTheEditThenTheChipBeforeLeaving() async throws {
        let bed = try ComposerTestBed(commands: ComposerInstantCommandsTests.allCommands)
        let composer = try await bed.composer()
        let context = ComposerContextHolder()
        let screen = ViewHost(rootView: ContextComposer(composer: composer, context: context))
        _ = screen.snapshot(width: 70, height: 14)
        screen.type("hello")
        screen.press(.enter)
        await settle { composer.channelController.messages.first?.text == "hello" }
        let sent = try #require(composer.channelController.messages.first)
        context.edited = sent
        var text = screen.snapshot(width: 70, height: 14)
        #expect(composer.text == "hello" && text.contains("Editing"), "\(text)")
        #expect(screen.handle(.key(TerminalKeyEvent(.escape))))
        text = screen.snapshot(width: 70, height: 14)
        #expect(context.edited == nil)
        #expect(composer.text.isEmpty && !text.contains("Editing"), "\(text)")
        screen.type("/mu")
        screen.press(.tab)
        #expect(composer.composerCommand?.id == "/mute")
        #expect(composer.suggestionRowCount > 0, "the chip lists members")
        #expect(screen.handle(.key(TerminalKeyEvent(.escape))), "closes the member suggestions")
        #expect(screen.handle(.key(TerminalKeyEvent(.escape))), "removes the chip")
        #expect(composer.composerCommand == nil)
        #expect(!screen.snapshot(width: 70, height: 14).contains("Mute ✕"))
        #expect(!screen.handle(.key(TerminalKeyEvent(.escape))))
    }

    /// An edit started elsewhere (the message's Edit button has focus) moves focus to the input,
    /// so typing edits the text and Escape ends the edit (in the demo, typed keys went nowhere and
    /// Escape went back to the channel list).
    @Test func startingAnEditFocusesTheInput() async throws {
        let bed = try ComposerTestBed()
        let composer = try await bed.composer()
        let context = ComposerContextHolder()
        let screen = ViewHost(rootView: ContextComposer(composer: composer, context: context, buttonAbove: true))
        _ = screen.snapshot(width: 70, height: 14)
        composer.text = "hello"
        composer.sendMessage(quotedMessage: nil, editedMessage: nil)
        await settle { composer.channelController.messages.first?.text == "hello" }
        // Back from the input past the commands button to the button above.
        screen.press(.tab, modifiers: .shift)
        screen.press(.tab, modifiers: .shift)
        screen.type("z")
        #expect(composer.text.isEmpty, "the button above has focus, not the input")
        let sent = try #require(composer.channelController.messages.first)
        context.edited = sent
        _ = screen.snapshot(width: 70, height: 14)
        screen.type("!")
        #expect(composer.text == "hello!")
        #expect(screen.handle(.key(TerminalKeyEvent(.escape))))
        #expect(context.edited == nil)
    }

    @Test func activeGiphyChipShowsItsPlaceholderInTheInput() async throws {
        let bed = try ComposerTestBed(commands: ComposerInstantCommandsTests.allCommands)
        let composer = try await bed.composer()
        let screen = host(composer)
        #expect(screen.snapshot(width: 70, height: 14).contains("Send a message"))
        screen.type("/gi")
        screen.press(.tab)
        #expect(composer.composerCommand?.id == "/giphy")
        let text = screen.snapshot(width: 70, height: 14)
        #expect(text.contains("Search GIFs"), "\(text)")
        #expect(!text.contains("Send a message"), "\(text)")
    }

    @Test func activeGiphyShowsOneIconWithTheChip() async throws {
        let bed = try ComposerTestBed(commands: ComposerInstantCommandsTests.allCommands)
        let composer = try await bed.composer()
        let screen = host(composer)
        let bolt = "ϟ"
        let idle = screen.snapshot(width: 70, height: 14)
        let idleInput = try #require(idle.screenLines.first { $0.contains("Send a message") })
        #expect(idleInput.filter { String($0) == bolt }.count == 1, "the commands button:\n\(idle)")
        screen.type("/gi")
        screen.press(.tab)
        let text = screen.snapshot(width: 70, height: 14)
        let input = try #require(text.screenLines.first { $0.contains("Search GIFs") }, "\(text)")
        #expect(input.filter { String($0) == bolt }.count == 1, "one icon while the chip is shown:\n\(text)")
        #expect(input.contains("ϟ Giphy ✕ "), "icon, name and button one cell apart, then the input:\n\(text)")
        composer.cancelCommand()
        let after = screen.snapshot(width: 70, height: 14)
        #expect(after.screenLines.contains { $0.contains("Send a message") && $0.contains(bolt) }, "the button is back:\n\(after)")
    }
}

/// The message being edited, changed by the test while the composer is shown.
@MainActor private final class ComposerContextHolder: ObservableObject {
    @Published var edited: ChatMessage?
}

/// A composer whose edited message comes from a holder the test changes.
private struct ContextComposer: View {
    let composer: MessageComposerViewModel
    @ObservedObject var context: ComposerContextHolder
    /// A button above the composer, to hold focus outside it.
    var buttonAbove = false

    var body: some View {
        VStack(spacing: 0) {
            if buttonAbove { Button("Elsewhere") {} }
            MessageComposerView(
                viewFactory: DefaultViewFactory.shared,
                viewModel: composer,
                editedMessage: $context.edited
            )
        }
    }
}
