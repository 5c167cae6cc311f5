import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
import Testing

/// The commands button (ϟ) lists the instant commands for the input: focus moves there, so the
/// keys that drive the list work as after typing "/". Focus stayed on the button: Down moved the
/// highlight, but Enter pressed the button again instead of picking the command, and Ctrl-C quit
/// the demo with "/" in the input (seen in the demo in tmux: Shift-Tab, Enter, Down, Enter).
@MainActor @Suite struct ComposerCommandsButtonTests {
    @Test func enterPicksTheCommandTheButtonListed() async throws {
        let bed = try ComposerTestBed(commands: ComposerInstantCommandsTests.allCommands)
        let composer = try await bed.composer()
        let screen = composerHost(composer, width: 70, height: 14)
        screen.press(.tab, modifiers: .shift)
        #expect(!screen.isEditingText, "the commands button has focus")
        screen.press(.enter)
        _ = screen.snapshot(width: 70, height: 14)
        #expect(composer.text == "/")
        #expect(composer.suggestionRowCount == ComposerInstantCommandsTests.allCommands.count)
        #expect(screen.isEditingText, "the input has focus")
        screen.press(.down)
        screen.press(.enter)
        #expect(composer.composerCommand?.id == "/mute")
    }

    @Test func ctrlCClearsWhatTheButtonTyped() async throws {
        let bed = try ComposerTestBed(commands: ComposerInstantCommandsTests.allCommands)
        let composer = try await bed.composer()
        let screen = composerHost(composer, width: 70, height: 14)
        screen.press(.tab, modifiers: .shift)
        screen.press(.enter)
        _ = screen.snapshot(width: 70, height: 14)
        #expect(screen.handle(.key(TerminalKeyEvent(.character("c"), modifiers: .control))), "the input takes Ctrl-C")
        #expect(composer.text.isEmpty)
    }
}
