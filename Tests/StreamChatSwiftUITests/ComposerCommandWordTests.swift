import Foundation
import PatientWait
@testable import StreamChat
@testable import StreamChatSwiftUI
import Testing

/// The composer and the server agree on what is a command (`CommandText`, one parse): a known
/// command word followed by a tab, a line break, several spaces or a no-break space, in any
/// case, goes out at once and the server runs it; `/giphy⇥cats` went out as giphy and the
/// server, which took only a space or a line break after the word, posted it as plain text.
@MainActor @Suite struct ComposerCommandWordTests {
    private func composerPasting(_ text: String) async throws -> (ComposerTestBed, MessageComposerViewModel) {
        let bed = try ComposerTestBed(commands: ComposerInstantCommandsTests.allCommands)
        let composer = try await bed.composer()
        composer.selectedRangeLocation = text.utf16.count
        composer.text = text
        return (bed, composer)
    }

    @Test(arguments: ["/giphy\tcats", "/GIPHY\tcats", "/Giphy\u{00A0}cats", "/gIphy\u{00A0}\tcats"])
    func aKnownCommandWordRunsOnTheServer(text: String) async throws {
        let (bed, composer) = try await composerPasting(text)
        defer { withExtendedLifetime(bed) {} }
        try #require(composer.activeInstantCommand == nil)
        composer.sendMessage()
        #expect(composer.notice == nil, "not held back")
        await settle { composer.channelController.messages.first?.localState == nil && composer.channelController.messages.first != nil }
        let sent = try #require(composer.channelController.messages.first)
        #expect(sent.type == .ephemeral && sent.command == "giphy" && sent.arguments == "cats", "\(sent.type) \(sent.text)")
    }

    @Test(arguments: ["/unknown\tcats", "/SHRUG\u{00A0}cats", "/nope\nnope"])
    func anUnknownCommandWordIsHeldBack(text: String) async throws {
        let (bed, composer) = try await composerPasting(text)
        defer { withExtendedLifetime(bed) {} }
        composer.sendMessage()
        let word = String(text.prefix { !$0.isWhitespace })
        #expect(composer.notice?.text == L10n.Composer.Errors.unknownCommand(word))
        #expect(composer.text == text)
    }
}
