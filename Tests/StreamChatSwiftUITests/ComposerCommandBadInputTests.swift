import Foundation
import PatientWait
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
import Testing
import TerminalUI

/// Return on command input that did nothing visible or lost text: an empty `/giphy`, a slash
/// word that is no command of the channel (`/unknown hi`, posted as text without a word).
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

    /// `/unknown something`: it was posted as text, no word said. The first Return keeps it in
    /// the input and says the command is unknown; the second posts it as text.
    @Test func unknownCommandIsHeldBackOnceThenPostedAsText() async throws {
        let (bed, composer, screen) = try await open()
        defer { withExtendedLifetime(bed) {} }
        screen.type("/unknown something")
        #expect(composer.activeInstantCommand == nil)
        screen.press(.enter)
        let warning = "“/unknown” is not a command in this channel. Send again to post it as text."
        #expect(composer.notice == ComposerNotice(kind: .error, text: warning))
        #expect(composer.text == "/unknown something", "nothing lost")
        #expect(!composer.channelController.messages.contains { $0.text == "/unknown something" }, "nothing sent")
        let frame = screen.snapshot(width: 70, height: 12)
        #expect(frame.contains("“/unknown” is not a command in this channel."), "\(frame)")
        screen.press(.enter)
        await settle { composer.channelController.messages.first?.text == "/unknown something" }
        #expect(composer.channelController.messages.first?.text == "/unknown something")
        #expect(composer.text.isEmpty)
        #expect(composer.notice == nil)
    }

    /// An edit after the notice asks again: the second Return confirms the text the notice named.
    @Test func editingAfterTheNoticeAsksAgain() async throws {
        let (bed, composer, screen) = try await open()
        defer { withExtendedLifetime(bed) {} }
        screen.type("/shrug")
        screen.press(.enter)
        #expect(composer.notice?.text == "“/shrug” is not a command in this channel. Send again to post it as text.")
        screen.type(" ok")
        #expect(composer.notice == nil)
        screen.press(.enter)
        #expect(composer.notice?.text == "“/shrug” is not a command in this channel. Send again to post it as text.")
        #expect(composer.text == "/shrug ok")
        #expect(!composer.channelController.messages.contains { $0.text.hasPrefix("/shrug") })
    }

    /// A command the channel does not enable is unknown there (`/ban` posted "/ban now" as text).
    @Test func disabledCommandIsUnknown() async throws {
        let (bed, composer, screen) = try await open(["giphy", "mute", "unmute"])
        defer { withExtendedLifetime(bed) {} }
        screen.type("/ban now")
        screen.press(.enter)
        #expect(composer.notice?.text == "“/ban” is not a command in this channel. Send again to post it as text.")
        #expect(composer.text == "/ban now")
    }

    /// No command word, or a known one: sent at once, as before.
    @Test func otherTextsAreSentAtOnce() async throws {
        let (bed, composer, screen) = try await open()
        defer { withExtendedLifetime(bed) {} }
        for typed in ["/usr/bin is a path", "hi /unknown", "/ hi", "/GIPHY dogs"] {
            screen.type(typed)
            screen.press(.enter)
            #expect(composer.notice == nil, "\(typed)")
            #expect(composer.text.isEmpty, "\(typed): \(composer.text)")
        }
        await settle { composer.channelController.messages.contains { $0.command == "giphy" } }
        #expect(composer.channelController.messages.contains { $0.text == "/usr/bin is a path" })
        #expect(composer.channelController.messages.contains { $0.command == "giphy" && $0.arguments == "dogs" },
                "a server command in capitals is the server's")
    }
}
