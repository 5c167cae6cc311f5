import Foundation
import PatientWait
@testable import StreamChat
@testable import StreamChatSwiftUI
import Testing

/// The white space and line breaks around a message are not sent (inside, they stay), as
/// Stream's SDK trims before sending: blank lines typed before or after a text (Alt-Enter) went
/// out with it, and the message showed them as empty lines.
@MainActor @Suite struct ComposerTrimOnSendTests {
    @Test(arguments: [
        ("  hello  ", "hello"), ("\n\nhello\n\n", "hello"), ("\t a\n\n b \n", "a\n\n b"), ("\u{00A0}hi there\u{00A0}", "hi there"),
    ])
    func aMessageGoesWithoutTheBlankAroundIt(typed: String, sent: String) async throws {
        let bed = try ComposerTestBed()
        let composer = try await bed.composer()
        composer.selectedRangeLocation = typed.utf16.count
        composer.text = typed
        var completions = 0
        composer.sendMessage { _ in completions += 1 }
        await settle { composer.channelController.messages.first?.localState == nil && composer.channelController.messages.first != nil }
        #expect(composer.channelController.messages.first?.text == sent)
        #expect(completions == 1)
    }

    @Test func anEditGoesWithoutTheBlankAroundIt() async throws {
        let bed = try ComposerTestBed()
        let composer = try await bed.composer()
        _ = try await composer.editPublished("first", to: "\n  second  \n")
        await settle { composer.channelController.messages.first?.text != "first" }
        #expect(composer.channelController.messages.first?.text == "second")
    }

    /// A command whose message is posted: its text is trimmed too.
    @Test func aPostedCommandGoesWithoutTheBlankAfterIt() async throws {
        let bed = try ComposerTestBed(commands: ComposerInstantCommandsTests.allCommands)
        let composer = try await bed.composer()
        composer.type("/giphy ")
        try #require(composer.activeInstantCommand?.id == "/giphy")
        composer.type("cats \n\n")
        composer.sendMessage()
        await settle { composer.channelController.messages.first?.localState == nil && composer.channelController.messages.first != nil }
        #expect(composer.channelController.messages.first?.arguments == "cats")
        #expect(composer.channelController.messages.first?.text == "/giphy cats")
    }
}
