import Foundation
import PatientWait
@testable import StreamChat
@testable import StreamChatSwiftUI
import Testing
import TerminalUI

/// A two-step command left in the composer (its user picked) and restored from the draft, as
/// after quitting and starting again: it came back as plain text ("/mute @Ana Lee", no chip),
/// and Return posted it as a message the server refused ("No user \"Ana\".", a failed message).
@MainActor @Suite struct ComposerCommandDraftTests {
    @Test func aPickedTwoStepCommandComesBackAsTheCommand() async throws {
        let bed = try ComposerTestBed(commands: ComposerInstantCommandsTests.allCommands)
        let first = try await bed.composer()
        first.draftSaveDelay = .seconds(3600)
        first.type("/mute @an")
        await settle { first.mentionSuggestions == ["ana", "anabel"] }
        first.handleCommand(["chatUser": try #require((first.suggestions["mentions"] as? [ChatUser])?.first)])
        #expect(first.text == "@Ana Lee ")
        first.saveDraft()
        await settle { first.channelController.channel?.draftMessage != nil }
        let stored = try #require(first.channelController.channel?.draftMessage)
        #expect(stored.text == "/mute @Ana Lee " && stored.command == "mute")

        let restored = try await bed.composer()
        #expect(restored.composerCommand?.id == "/mute", "the chip is back")
        #expect(restored.text == "@Ana Lee ")
        // Its user comes back picked (ComposerRestoredTwoStepDraftTests): nothing was posted.
        #expect(restored.canSend)
        #expect(restored.channelController.messages.allSatisfy { $0.text != "/mute @Ana Lee " })
    }

    @Test func aPastedTwoStepCommandIsTheCommand() async throws {
        let bed = try ComposerTestBed(commands: ComposerInstantCommandsTests.allCommands)
        let composer = try await bed.composer()
        // A paste: the caret is already at the end of the new text when it is read.
        composer.selectedRangeLocation = "/mute @Ana Lee".utf16.count
        composer.text = "/mute @Ana Lee"
        #expect(composer.composerCommand?.id == "/mute")
        #expect(composer.text == "@Ana Lee")
    }

    /// Leaves `composer`'s channel: saves its draft and waits until the channel reports it.
    private func leave(_ composer: MessageComposerViewModel) async throws -> DraftMessage {
        composer.saveDraft()
        await settle { composer.channelController.channel?.draftMessage != nil }
        return try #require(composer.channelController.channel?.draftMessage)
    }

    /// Plain text that starts with a command ("/unmute " left by Escape after `/mute`'s pick)
    /// comes back as plain text: it came back as Unmute's chip. Return on it runs the command
    /// as on the text before leaving (its chip, "Pick a user first.").
    @Test func aPlainTextDraftThatStartsWithACommandComesBackAsText() async throws {
        let (bed, left, screen) = try await ComposerTestBed.listingMuteCandidates()
        left.draftSaveDelay = .seconds(3600)
        screen.press(.enter)
        screen.type("/unmute ")
        screen.escapeCommand(of: left)
        try #require(left.text == "/unmute ")
        let stored = try await leave(left)
        #expect(stored.text == "/unmute " && stored.command == nil, "no chip was on")

        let restored = try await bed.composer()
        let restoredScreen = composerHost(restored, width: 70, height: 12)
        #expect(restored.composerCommand == nil, "plain text, as it was left")
        #expect(restored.text == "/unmute " && restored.selectedRangeLocation == 8)
        #expect(restored.suggestions.isEmpty)
        let frame = restoredScreen.snapshot(width: 70, height: 12)
        #expect(frame.contains("/unmute") && !frame.contains("Unmute ✕"), "\(frame)")
        restoredScreen.press(.enter)
        #expect(restored.activeInstantCommand?.id == "/unmute", "Return runs it, as before leaving")
        #expect(restored.notice?.text == L10n.Composer.Errors.pickUser)
        #expect(restored.channelController.messages.allSatisfy { $0.text != "/unmute" }, "nothing posted")
    }

    /// A chip comes back as the chip with its text, a client-only command's too (`/note`, which
    /// the channel has not: the draft keeps the command word's name, `note`).
    @Test func aClientOnlyCommandsChipComesBackAsTheChip() async throws {
        let bed = try ComposerTestBed()
        let left = try await bed.composer(config: ComposerCommandReplyTests.NoteConfig(replaces: false))
        left.draftSaveDelay = .seconds(3600)
        left.type("/note hi")
        try #require(left.activeInstantCommand?.id == "/note" && left.text == "hi")
        let stored = try await leave(left)
        #expect(stored.text == "/note hi" && stored.command == "note")

        let restored = try await bed.composer(config: ComposerCommandReplyTests.NoteConfig(replaces: false))
        #expect(restored.activeInstantCommand?.id == "/note", "the chip is back")
        #expect(restored.text == "hi")
        #expect(restored.currentDraft == ComposerDraft(stored), "nothing to save again")
    }

    /// Drafts stored before the chip was kept: a channel command's chip kept its name and comes
    /// back as the chip; text with no command is plain text, and Return runs what it starts with.
    @Test func draftsStoredEarlierAreRead() async throws {
        let bed = try ComposerTestBed(commands: ComposerInstantCommandsTests.allCommands)
        let controller = try await bed.channelController()
        try await awaitCompletion { done in controller.updateDraftMessage(text: "/giphy cats") { done($0.error) } }
        let plain = try await bed.composer()
        #expect(plain.composerCommand == nil && plain.text == "/giphy cats")
        plain.sendMessage()
        await settle { plain.channelController.messages.first?.command == "giphy" }
        #expect(plain.channelController.messages.first?.arguments == "cats", "Return ran giphy (its preview)")

        try await awaitCompletion { done in controller.updateDraftMessage(text: "/giphy dogs", command: .giphy) { done($0.error) } }
        let chip = try await bed.composer()
        #expect(chip.activeInstantCommand?.id == "/giphy" && chip.text == "dogs")
    }

    /// A draft's command turns a chip on only when it is the command the text starts with
    /// (whatever its case): a draft naming giphy with the text `/unmute …` turned Unmute on, and
    /// an empty command (plain text, docs/COMMANDS.md Migration) turned on whatever the text
    /// started with.
    @Test func onlyTheCommandTheTextStartsWithComesBackAsTheChip() async throws {
        let bed = try ComposerTestBed(commands: ComposerInstantCommandsTests.allCommands)
        let controller = try await bed.channelController()
        for (text, command) in [("/unmute @Ana Lee ", Command.giphy), ("/giphy cats", Command(name: ""))] {
            try await awaitCompletion { done in controller.updateDraftMessage(text: text, command: command) { done($0.error) } }
            let restored = try await bed.composer()
            #expect(restored.draftMessage?.command == command.name)
            #expect(restored.composerCommand == nil && restored.text == text, "\(command.name): plain text")
        }
        try await awaitCompletion { done in controller.updateDraftMessage(text: "/giphy cats", command: Command(name: "GIPHY")) { done($0.error) } }
        let chip = try await bed.composer()
        #expect(chip.activeInstantCommand?.id == "/giphy" && chip.text == "cats", "GIPHY is giphy")
    }

    /// A draft naming a command the channel no longer has keeps its text, with no chip.
    @Test func aCommandTheChannelNoLongerHasComesBackAsText() async throws {
        let bed = try ComposerTestBed(commands: ["mute"])
        let controller = try await bed.channelController()
        try await awaitCompletion { done in controller.updateDraftMessage(text: "/giphy cats", command: .giphy) { done($0.error) } }
        let restored = try await bed.composer()
        #expect(restored.composerCommand == nil && restored.text == "/giphy cats")
        #expect(restored.suggestions.isEmpty)
    }

    /// The draft keeps the channel's command as the channel names it, found whatever its case
    /// (it was matched case-sensitively, and a miss kept the typed word's name).
    @Test func theChipIsSavedAsTheChannelsCommand() async throws {
        let bed = try ComposerTestBed(commands: ["Giphy"])
        let left = try await bed.composer()
        left.draftSaveDelay = .seconds(3600)
        left.type("/giphy cats")
        try #require(left.activeInstantCommand?.id == "/giphy")
        let stored = try await leave(left)
        #expect(stored.text == "/giphy cats" && stored.command == "Giphy")
        let restored = try await bed.composer()
        #expect(restored.activeInstantCommand?.id == "/giphy" && restored.text == "cats")
    }

    /// An edit started and ended gives back the input as it was: plain text as text (it came
    /// back as the chip), a chip as the chip.
    @Test func anEditGivesBackPlainTextAsText() async throws {
        let bed = try ComposerTestBed(commands: ComposerInstantCommandsTests.allCommands)
        let composer = try await bed.composer()
        composer.draftSaveDelay = .seconds(3600)
        let sent = try await composer.sendAndPublish("hello")
        composer.type("/giphy /unmute ")
        composer.cancelCommand()
        try #require(composer.activeInstantCommand == nil && composer.text == "/unmute ")
        composer.startEditing(sent)
        composer.endEditing()
        #expect(composer.activeInstantCommand == nil && composer.text == "/unmute ")
        composer.text = ""
        composer.type("/giphy cats")
        composer.startEditing(sent)
        composer.endEditing()
        #expect(composer.activeInstantCommand?.id == "/giphy" && composer.text == "cats")
    }
}
