import Foundation
import PatientWait
import StreamChat
@testable import StreamChatSwiftUI
import Testing
import TerminalUI

/// A two-step command whose message is posted too but that takes only a user
/// (`replacesMessageSent == false`, `acceptsTextAfterUser == false`): text after the user was
/// refused only for commands that replace the message, so `/wave @zoe now` posted "/wave @Zoë
/// Kravitz now" although `acceptsTextAfterUser` says it does not run with text after the user.
@MainActor @Suite struct ComposerPostingOnlyUserCommandTests {
    /// `/wave @user`: posts its message, and takes only a user.
    final class WaveCommand: TwoStepMentionCommand {
        var runs = 0
        override var replacesMessageSent: Bool { false }
        override var acceptsTextAfterUser: Bool { false }
        override func executeOnMessageSent(composerCommand: ComposerCommand, completion: @escaping @MainActor (Error?) -> Void) {
            runs += 1
            completion(nil)
        }
    }

    @Test func textAfterTheUserIsRefusedThoughTheMessageIsPosted() async throws {
        let bed = try ComposerTestBed()
        let composer = try await bed.composer(config: SingleInstantCommandConfig { controller in
            let info = CommandDisplayInfo(displayName: "Wave", icon: UIImage(systemName: "hand.wave")!, format: "/wave [@username]", isInstant: true)
            return WaveCommand(channelController: controller, commandSymbol: "/wave", id: "/wave", displayInfo: info)
        })
        let screen = composerHost(composer, width: 70, height: 12)
        screen.type("/wave @zoe")
        await settle { composer.mentionSuggestions == ["zoe"] }
        screen.press(.enter)
        screen.type("now")
        try #require(composer.text == "@Zoë Kravitz now" && composer.canSend)
        let wave = try #require(composer.activeTwoStepCommand as? WaveCommand)
        screen.press(.enter)
        #expect(composer.notice == ComposerNotice(kind: .error, text: "/wave takes only a user. Remove “now”."))
        #expect(composer.text == "@Zoë Kravitz now", "the text stays")
        #expect(wave.runs == 0, "nothing ran")
        #expect(composer.channelController.messages.isEmpty, "nothing was posted")
    }
}
