import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
import Testing
import TerminalUI

/// Return on command input that did nothing visible or lost text: an empty `/giphy`.
@MainActor @Suite struct ComposerCommandBadInputTests {
    private func open(_ commands: [String] = ComposerInstantCommandsTests.allCommands) async throws
        -> (ComposerTestBed, MessageComposerViewModel, ViewHost) {
        let bed = try ComposerTestBed(commands: commands)
        let composer = try await bed.composer()
        return (bed, composer, composerHost(composer, width: 70, height: 12))
    }

    /// `/giphy` without text: Return did nothing. It says what the command expects, its format,
    /// sends nothing and keeps the command.
    @Test func returnOnAnEmptyGiphySaysWhatItExpects() async throws {
        let (bed, composer, screen) = try await open()
        defer { withExtendedLifetime(bed) {} }
        screen.type("/giphy ")
        #expect(composer.composerCommand?.id == "/giphy")
        #expect(composer.text.isEmpty)
        let messagesBefore = composer.channelController.messages.count
        screen.press(.enter)
        #expect(composer.notice == ComposerNotice(kind: .error, text: "Complete the command: /giphy [text]"))
        let frame = screen.snapshot(width: 70, height: 12)
        #expect(frame.contains("Complete the command: /giphy [text]"), "\(frame)")
        #expect(composer.composerCommand?.id == "/giphy", "the command stays")
        #expect(composer.channelController.messages.count == messagesBefore, "nothing sent")
        screen.type("cats")
        #expect(composer.notice == nil, "typing clears it")
    }
}
