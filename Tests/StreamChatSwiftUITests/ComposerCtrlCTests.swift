import Foundation
import PatientWait
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
import Testing
import TerminalUI

/// Ctrl-C in the composer clears the whole input, the active command included: `/giphy cats`
/// + Ctrl-C emptied the text but left the "Giphy ✕" chip, and the next Ctrl-C quit the app.
@MainActor @Suite struct ComposerCtrlCTests {
    private let ctrlC = InputEvent.key(TerminalKeyEvent(.character("c"), modifiers: .control))

    @Test func ctrlCClearsTheTextAndTheCommand() async throws {
        let bed = try ComposerTestBed(commands: ComposerInstantCommandsTests.allCommands)
        let composer = try await bed.composer()
        let screen = composerHost(composer, width: 70, height: 12)
        screen.type("/giphy cats")
        #expect(composer.composerCommand?.id == "/giphy")
        #expect(composer.text == "cats")
        #expect(screen.handle(ctrlC), "consumed: the app does not quit")
        #expect(composer.composerCommand == nil, "the chip goes with the text")
        #expect(composer.text.isEmpty)
        #expect(composer.selectedRangeLocation == 0)
        #expect(!screen.handle(ctrlC), "on an empty input Ctrl-C is the app's (quit)")
    }

    /// A two-step command with its user picked: the pick goes too, no mention is left.
    @Test func ctrlCAfterAPickLeavesNothing() async throws {
        let (bed, composer, screen) = try await ComposerTestBed.listingMuteCandidates()
        defer { withExtendedLifetime(bed) {} }
        screen.press(.enter)
        screen.type("now")
        #expect(composer.text == "@Ana Lee now")
        #expect(screen.handle(ctrlC))
        #expect(composer.composerCommand == nil)
        #expect(composer.text.isEmpty)
        screen.type("/mute ")
        await settle { !composer.mentionSuggestions.isEmpty }
        #expect(!composer.canSend, "no pick left over")
    }

    /// "/unmute " typed after `/mute`'s pick is the mute's argument, no second command (as in
    /// Stream's composer, none is recognised while one is active). Ctrl-C then left an "Unmute"
    /// chip: ending the mute took the mention away, and the "/unmute " left was made active
    /// before the text was emptied; `/mute @an` typed next went into Unmute's input.
    @Test func ctrlCLeavesNoCommandTypedAfterThePick() async throws {
        let (bed, composer, screen) = try await ComposerTestBed.listingMuteCandidates()
        defer { withExtendedLifetime(bed) {} }
        screen.press(.enter)
        screen.type("/unmute ")
        #expect(composer.activeInstantCommand?.id == "/mute", "the active command stays")
        #expect(composer.text == "@Ana Lee /unmute ", "the second command word stays text")
        #expect(screen.handle(ctrlC))
        #expect(composer.composerCommand == nil, "no command surfaces")
        #expect(composer.text.isEmpty)
        let shown = screen.snapshot(width: 70, height: 12)
        #expect(shown.contains("Send a message") && !shown.contains("Unmute"), "\(shown)")
        screen.type("/mute @an")
        await settle { composer.mentionSuggestions == ["ana", "anabel"] }
        #expect(composer.activeInstantCommand?.id == "/mute")
        #expect(composer.text == "@an")
    }

    /// A chip with no text and focus off the input (on a message above it): no field held
    /// text, so Ctrl-C quit instead of clearing the chip.
    @Test func ctrlCClearsAChipWithoutTextWithFocusOffTheInput() async throws {
        let bed = try ComposerTestBed(commands: ComposerInstantCommandsTests.allCommands)
        let composer = try await bed.composer()
        let screen = ViewHost(rootView: VStack(spacing: 0) {
            Button("a message") {}
            MessageComposerView(viewFactory: DefaultViewFactory.shared, viewModel: composer)
        })
        _ = screen.snapshot(width: 70, height: 12)
        screen.type("/giphy ")
        #expect(composer.activeInstantCommand?.id == "/giphy")
        #expect(composer.text.isEmpty)
        _ = screen.snapshot(width: 70, height: 12)
        screen.press(.up)
        #expect(!screen.isEditingText, "focus left the input, for the message")
        #expect(screen.handle(ctrlC), "consumed: the app does not quit")
        #expect(composer.composerCommand == nil, "the chip goes")
        #expect(screen.isEditingText, "focus is back in the input")
        #expect(!screen.handle(ctrlC), "on an empty input Ctrl-C is the app's (quit)")
    }
}
