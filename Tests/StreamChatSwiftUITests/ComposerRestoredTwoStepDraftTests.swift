import Foundation
import PatientWait
@testable import StreamChat
@testable import StreamChatSwiftUI
import Testing
import TerminalUI

/// A two-step command left with its user picked ("/unmute @zoe", Return picks Zoë), then the
/// channel left and opened again: the draft came back with the chip but not the pick, so Return
/// listed and picked Zoë again and only the next Return ran it (three Returns in all, where the
/// same text typed takes two). It comes back picked, as it was left.
@MainActor @Suite struct ComposerRestoredTwoStepDraftTests {
    @Test func aRestoredPickRunsOnTheNextReturn() async throws {
        let bed = try ComposerTestBed(owner: "mod", members: ["me", "mod", "ana", "anabel", "zoe", "mike", "li"],
                                      commands: ComposerInstantCommandsTests.allCommands)
        let left = try await bed.composer(as: "mod")
        left.draftSaveDelay = .seconds(3600)
        let leftScreen = composerHost(left, width: 70, height: 12)
        leftScreen.type("/unmute @zoe")
        await settle { left.mentionSuggestions == ["zoe"] }
        leftScreen.press(.enter)
        #expect(left.text == "@Zoë Kravitz " && left.canSend, "picked: the next Return runs it")
        // Leaving the channel saves the draft.
        left.saveDraft()
        await settle { left.channelController.channel?.draftMessage?.mentionedUsers.isEmpty == false }

        let restored = try await bed.composer(as: "mod")
        let screen = composerHost(restored, width: 70, height: 12)
        #expect(restored.activeInstantCommand?.id == "/unmute")
        #expect(restored.text == "@Zoë Kravitz ")
        try #require(restored.canSend, "the pick is back")
        #expect(restored.suggestionRowCount == 0, "nothing to pick again")
        screen.press(.enter)
        await settle { !restored.isExecutingCommand && restored.channelController.messages.first?.type == .system }
        #expect(restored.channelController.messages.first?.text == "Zoë Kravitz wasn't muted", "she was not muted")
        #expect(restored.text.isEmpty && restored.activeInstantCommand == nil)
    }
}
