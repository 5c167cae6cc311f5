import Foundation
import PatientWait
import StreamChat
@testable import StreamChatSwiftUI
import Testing

/// A draft the client refuses at once (over the length limit) stays in the composer with the
/// error shown: nothing is posted and nothing is lost.
@MainActor @Suite struct ComposerRefusedDraftTests {
    @Test func tooLongMessageStaysInTheInput() async throws {
        let bed = try ComposerTestBed()
        let composer = try await bed.composer()
        let long = String(repeating: "x", count: 5_500)
        composer.text = long
        composer.selectedRangeLocation = long.utf16.count
        composer.sendMessage()
        #expect(composer.text == long)
        #expect(composer.notice?.text.contains("5500 characters") == true)
        #expect(composer.channelController.messages.isEmpty)
        // Shortened, it is sent and the input clears.
        composer.text = String(long.prefix(4_000))
        composer.sendMessage()
        #expect(composer.text.isEmpty)
        #expect(composer.notice == nil)
        await settle { composer.channelController.messages.first?.localState == nil && composer.channelController.messages.first?.text.count == 4_000 }
        #expect(composer.channelController.messages.count == 1)
    }

    @Test func tooLongEditStaysInTheInput() async throws {
        let bed = try ComposerTestBed()
        let composer = try await bed.composer()
        let sent = try await composer.sendAndPublish("short")
        composer.startEditing(sent)
        let long = String(repeating: "y", count: 5_001)
        composer.text = long
        composer.sendMessage(editedMessage: sent)
        #expect(composer.text == long)
        #expect(composer.notice != nil)
        #expect(composer.channelController.messages.first?.text == "short")
    }
}
