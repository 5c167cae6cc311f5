import Foundation
import PatientWait
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
import Testing
@testable import TerminalUI

/// The chip's ✕ and Escape end an active command the same way, through `cancelCommand()`: the
/// same text, caret, command and notice left, for a command typed, a two-step command with its pick,
/// and one Return turned on from plain text. What they give back is text: its command word, if
/// any, turns the chip on again only when the user edits it (or presses Return).
@MainActor @Suite struct ComposerChipEndingTests {
    enum Way: String, CaseIterable { case escape, chipButton }

    /// What the input holds once the command ended.
    struct Left: Equatable {
        let text: String
        let caret: Int
        let commandId: String?
        let notice: ComposerNotice?
    }

    /// Ends the active command on `screen` the `way` given: Escape (pressed again while it only
    /// closed suggestions), or the chip's ✕, reached with Shift-Tab from the input and pressed
    /// with Enter, as a keyboard user does.
    private func end(_ composer: MessageComposerViewModel, on screen: ViewHost, by way: Way) throws -> Left {
        try #require(composer.activeInstantCommand != nil)
        switch way {
        case .escape:
            screen.escapeCommand(of: composer)
        case .chipButton:
            _ = screen.snapshot(width: 70, height: 12)
            screen.press(.tab, modifiers: .shift)
            #expect(focusedControl(on: screen) == "✕", "the chip's ✕ has focus")
            screen.press(.enter)
        }
        _ = screen.snapshot(width: 70, height: 12)
        return Left(text: composer.text, caret: composer.selectedRangeLocation,
                    commandId: composer.activeInstantCommand?.id, notice: composer.notice)
    }

    /// What the control that has focus on `screen` (at 70 × 12) shows.
    private func focusedControl(on screen: ViewHost) -> String {
        let grid = screen.render(size: CellSize(width: 70, height: 12))
        guard let frame = screen.graph.focusedNode?.frame else { return "" }
        return (frame.y..<frame.maxY).map { y in (frame.x..<frame.maxX).map { grid[$0, y].grapheme }.joined() }
            .joined(separator: "\n")
    }

    /// A composer on screen with every command, `typed` typed into it.
    private func typing(_ typed: String) async throws -> (ComposerTestBed, MessageComposerViewModel, ViewHost) {
        let bed = try ComposerTestBed(commands: ComposerInstantCommandsTests.allCommands)
        let composer = try await bed.composer()
        let screen = composerHost(composer, width: 70, height: 12)
        screen.type(typed)
        return (bed, composer, screen)
    }

    /// A typed command leaves its text (`/mute @nobody` leaves "@nobody") and takes its notice
    /// with it: "No member matches “@nobody”." asks for a pick no command takes any more (an
    /// ending that only dropped the chip kept it).
    @Test(arguments: Way.allCases)
    func aTypedCommandLeavesItsTextNotItsNotice(way: Way) async throws {
        let (bed, composer, screen) = try await typing("/mute @nobody")
        defer { withExtendedLifetime(bed) {} }
        #expect(composer.activeInstantCommand?.id == "/mute" && composer.text == "@nobody")
        screen.press(.enter)
        await settle { composer.notice != nil }
        #expect(composer.activeInstantCommand?.id == "/mute" && composer.text == "@nobody")
        #expect(try end(composer, on: screen, by: way) == Left(text: "@nobody", caret: 7, commandId: nil, notice: nil))
    }

    @Test(arguments: Way.allCases)
    func aPickedCommandLeavesWhatWasTypedAfterThePick(way: Way) async throws {
        let (bed, composer, screen) = try await ComposerTestBed.listingMuteCandidates()
        defer { withExtendedLifetime(bed) {} }
        screen.press(.enter)
        screen.type("is too loud")
        #expect(composer.text == "@Ana Lee is too loud")
        let left = try end(composer, on: screen, by: way)
        #expect(left == Left(text: "is too loud", caret: "is too loud".utf16.count, commandId: nil, notice: nil))
        #expect(composer.activeTwoStepCommand?.selectedUser == nil)
    }

    /// Plain text Return turned into Mute ("is annoying", no member matches "is"): both ways
    /// give the text back as typed, with no chip, until the user edits it.
    @Test(arguments: Way.allCases)
    func aCommandReturnTurnedOnGivesTheTypedTextBack(way: Way) async throws {
        let (bed, composer, screen) = try await typing("/giphy ")
        defer { withExtendedLifetime(bed) {} }
        screen.type("/mute is annoying")
        composer.cancelCommand()
        try #require(composer.activeInstantCommand == nil && composer.text == "/mute is annoying")
        screen.press(.enter)
        await settle { composer.notice != nil }
        #expect(composer.activeInstantCommand?.id == "/mute" && composer.text == "is annoying")
        let typed = "/mute is annoying"
        #expect(try end(composer, on: screen, by: way) == Left(text: typed, caret: typed.utf16.count, commandId: nil, notice: nil))
        let frame = screen.snapshot(width: 70, height: 12)
        #expect(frame.contains(typed) && !frame.contains("Mute ✕"), "\(frame)")
        #expect(composer.activeInstantCommand == nil, "laid out again, still text")
        screen.type("!")
        #expect(composer.activeInstantCommand?.id == "/mute", "an edit turns it on, as typing it does")
        #expect(composer.text == "is annoying!")
    }
}
