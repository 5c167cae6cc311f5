import Foundation
import PatientWait
@testable import StreamChat
@testable import StreamChatSwiftUI
import Testing

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
}
