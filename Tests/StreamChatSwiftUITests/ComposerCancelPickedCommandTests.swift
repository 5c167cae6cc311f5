import Foundation
import PatientWait
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
import Testing
import TerminalUI

/// Ending a two-step command after its user was picked (Escape, or the chip's ✕) takes the
/// mention the pick put in the input with it: it stayed, and the next Return posted
/// "@Ana Lee" to the channel, a message the user never wrote.
@MainActor @Suite struct ComposerCancelPickedCommandTests {
    /// A composer on screen with `/mute` active and Ana picked (the input holds "@Ana Lee ").
    private func muteWithAnaPicked() async throws -> (ComposerTestBed, MessageComposerViewModel, ViewHost) {
        let (bed, composer, screen) = try await ComposerTestBed.listingMuteCandidates()
        screen.press(.enter)
        return (bed, composer, screen)
    }

    @Test func escapeAfterThePickEmptiesTheInput() async throws {
        let (bed, composer, screen) = try await muteWithAnaPicked()
        defer { withExtendedLifetime(bed) {} }
        #expect(composer.text == "@Ana Lee ")
        #expect(screen.handle(.key(TerminalKeyEvent(.escape))), "ends the command")
        #expect(composer.composerCommand == nil)
        #expect(composer.text.isEmpty, "the pick's mention goes with the command")
        #expect(composer.selectedRangeLocation == 0)
        let messagesBefore = composer.channelController.messages.count
        screen.press(.enter)
        #expect(composer.channelController.messages.count == messagesBefore, "nothing posted")
        // The command again starts from step 2, no pick left over.
        screen.type("/mute ")
        await settle { !composer.mentionSuggestions.isEmpty }
        #expect(!composer.canSend)
    }

    @Test func textTypedForACommandWithoutAPickStays() async throws {
        let bed = try ComposerTestBed(commands: ComposerInstantCommandsTests.allCommands)
        let composer = try await bed.composer()
        composer.type("/giphy cats")
        #expect(composer.composerCommand?.id == "/giphy")
        composer.cancelCommand()
        #expect(composer.text == "cats")
        composer.text = ""
        composer.type("/mute @zz")
        #expect(composer.composerCommand?.id == "/mute")
        composer.cancelCommand()
        #expect(composer.text == "@zz", "what the user typed is theirs")
    }

    /// What the ended command leaves is text, even a command typed in full ("/unmute " typed
    /// after `/mute`'s pick): it became the active command, unseen, and a reply or edit
    /// started next began under its chip. Typing it again with no command active is typing
    /// a command.
    @Test func aCommandWordLeftByTheEndedCommandStaysText() async throws {
        let (bed, composer, screen) = try await muteWithAnaPicked()
        defer { withExtendedLifetime(bed) {} }
        screen.type("/unmute ")
        #expect(composer.activeInstantCommand?.id == "/mute")
        composer.cancelCommand()
        #expect(composer.composerCommand == nil)
        #expect(composer.text == "/unmute ")
        #expect(composer.suggestions.isEmpty)
        composer.text = ""
        screen.type("/unmute ")
        #expect(composer.activeInstantCommand?.id == "/unmute", "typed with none active, it is recognised")
    }

    /// Text typed after the pick is the user's: Escape takes only the mention and its space
    /// (it emptied the whole input).
    @Test func escapeKeepsWhatWasTypedAfterThePick() async throws {
        let (bed, composer, screen) = try await muteWithAnaPicked()
        defer { withExtendedLifetime(bed) {} }
        screen.type("is too loud")
        #expect(composer.text == "@Ana Lee is too loud")
        #expect(screen.handle(.key(TerminalKeyEvent(.escape))), "ends the command")
        #expect(composer.composerCommand == nil)
        #expect(composer.text == "is too loud")
        #expect(composer.selectedRangeLocation == "is too loud".utf16.count)
    }
}
