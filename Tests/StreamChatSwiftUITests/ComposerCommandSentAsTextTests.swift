import Foundation
import PatientWait
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
import Testing
import TerminalUI

/// A text that starts with a command the channel offers, sent with no command active (left as
/// text when Escape ended a command, or pasted), is that command, as Stream's server takes such
/// a text: its chip comes on with the rest as its argument, and it runs or says what it lacks,
/// the text kept. "/unmute " left by Escape was posted as "/unmute", an ordinary message the
/// server refused after the input had let it go: no notice, the text lost.
@MainActor @Suite struct ComposerCommandSentAsTextTests {
    /// A composer whose input holds `text` as plain text, no command active: typed after `/giphy`
    /// and left by ending it (the path Escape takes, `cancelCommand()`).
    private func leftAsText(_ text: String) async throws -> (ComposerTestBed, MessageComposerViewModel) {
        let bed = try ComposerTestBed(commands: ComposerInstantCommandsTests.allCommands)
        let composer = try await bed.composer()
        composer.type("/giphy ")
        composer.type(text)
        composer.cancelCommand()
        try #require(composer.activeInstantCommand == nil && composer.text == text)
        return (bed, composer)
    }

    /// Sends what the composer holds; returns the error the send completed with (once it has).
    private func send(_ composer: MessageComposerViewModel) async -> Error? {
        var completed = false
        var outcome: Error?
        composer.sendMessage { error in
            outcome = error
            completed = true
        }
        await settle { completed }
        return outcome
    }

    /// The key path: `/mute`, Ana picked, "/unmute " typed after her, Escape. Return turns
    /// Unmute on and asks for its user; nothing is posted.
    @Test func escapeThenReturnRunsTheCommandLeftAsText() async throws {
        let (bed, composer, screen) = try await ComposerTestBed.listingMuteCandidates()
        defer { withExtendedLifetime(bed) {} }
        screen.press(.enter)
        screen.type("/unmute ")
        #expect(composer.activeInstantCommand?.id == "/mute")
        while composer.composerCommand != nil, screen.handle(.key(TerminalKeyEvent(.escape))) {}
        #expect(composer.text == "/unmute ", "Escape left the command word as text")
        let messagesBefore = composer.channelController.messages.count
        screen.press(.enter)
        #expect(composer.activeInstantCommand?.id == "/unmute", "its chip is on")
        #expect(composer.text.isEmpty)
        #expect(composer.notice == ComposerNotice(kind: .error, text: L10n.Composer.Errors.pickUser))
        let frame = screen.snapshot(width: 70, height: 12)
        #expect(frame.contains(L10n.Composer.Errors.pickUser), "\(frame)")
        #expect(composer.channelController.messages.count == messagesBefore, "nothing posted")
    }

    /// A two-step command without its user: its chip, its list and "Pick a user first.", even
    /// with the list showing (the user saw no list when pressing Return).
    @Test(arguments: ["/unmute ", "/mute", "/MUTE"])
    func aCommandWithoutItsUserAsksForIt(text: String) async throws {
        let (bed, composer) = try await leftAsText(text)
        defer { withExtendedLifetime(bed) {} }
        let error = await send(composer)
        #expect(error as? TwoStepCommandError == .noUserSelected)
        #expect(composer.activeInstantCommand?.id == "/" + text.trimmingCharacters(in: .whitespaces).dropFirst().lowercased())
        #expect(composer.text.isEmpty)
        #expect(composer.notice?.text == L10n.Composer.Errors.pickUser)
        #expect(composer.channelController.messages.isEmpty, "nothing posted")
    }

    @Test func aUserNobodyIsSaysSo() async throws {
        let (bed, composer) = try await leftAsText("/mute @nobody")
        defer { withExtendedLifetime(bed) {} }
        let error = await send(composer)
        #expect(error as? TwoStepCommandError == .noUserSelected)
        await settle { composer.notice != nil }
        #expect(composer.activeInstantCommand?.id == "/mute")
        #expect(composer.text == "@nobody", "nothing lost")
        #expect(composer.notice?.text == L10n.Composer.Errors.noUserMatches("@nobody"))
        #expect(composer.channelController.messages.isEmpty, "nothing posted")
    }

    @Test func giphyWithoutAQuerySaysWhatItExpects() async throws {
        let (bed, composer) = try await leftAsText("/giphy")
        defer { withExtendedLifetime(bed) {} }
        let notice = "Complete the command: /giphy [text]"
        let error = await send(composer)
        #expect(error as? ComposerSendError == .heldBack(notice: notice))
        #expect(composer.activeInstantCommand?.id == "/giphy")
        #expect(composer.notice == ComposerNotice(kind: .error, text: notice))
        #expect(composer.channelController.messages.isEmpty, "nothing posted")
    }

    /// No command of the channel: held back once, as before.
    @Test func anUnknownCommandIsHeldBack() async throws {
        let (bed, composer) = try await leftAsText("/unknown")
        defer { withExtendedLifetime(bed) {} }
        _ = await send(composer)
        #expect(composer.activeInstantCommand == nil)
        #expect(composer.text == "/unknown")
        #expect(composer.notice?.text == L10n.Composer.Errors.unknownCommand("/unknown"))
        #expect(composer.channelController.messages.isEmpty, "nothing posted")
    }

    /// Complete, the command runs as if typed with its chip: Zoë is muted, nothing is posted.
    @Test func aCompleteCommandRuns() async throws {
        let (bed, composer) = try await leftAsText("/mute @zoe")
        defer { withExtendedLifetime(bed) {} }
        let error = await send(composer)
        #expect(error == nil)
        await settle { composer.channelController.messages.first?.type == .system }
        #expect(composer.channelController.messages.first?.text == "Zoë Kravitz was muted")
        #expect(composer.channelController.messages.count == 1, "only the outcome, seen by this user")
        #expect(composer.text.isEmpty && composer.composerCommand == nil)
    }

    /// A posting command sends its message as the command: `/giphy cats` shows a preview.
    @Test func aQueryAfterGiphyShowsItsPreview() async throws {
        let (bed, composer) = try await leftAsText("/giphy cats")
        defer { withExtendedLifetime(bed) {} }
        #expect(await send(composer) == nil)
        await settle { composer.channelController.messages.first?.command == "giphy" }
        let preview = try #require(composer.channelController.messages.first)
        #expect(preview.type == .ephemeral && preview.arguments == "cats")
        #expect(composer.text.isEmpty && composer.composerCommand == nil)
    }

    /// Return on "/mute is annoying" turns Mute on with "is annoying" (no member matches "is");
    /// Escape gives back the text exactly as typed, the command word with it, on screen too.
    @Test func escapeAfterReturnGivesTheTypedTextBack() async throws {
        let (bed, composer) = try await leftAsText("/mute is annoying")
        defer { withExtendedLifetime(bed) {} }
        let host = composerHost(composer, width: 70, height: 12)
        #expect(await send(composer) as? TwoStepCommandError == .noUserSelected)
        await settle { composer.notice != nil }
        #expect(composer.activeInstantCommand?.id == "/mute" && composer.text == "is annoying")
        #expect(composer.notice?.text == L10n.Composer.Errors.noUserMatches("is"))
        composer.cancelCommand()
        #expect(composer.activeInstantCommand == nil)
        #expect(composer.text == "/mute is annoying", "nothing typed is lost")
        #expect(composer.notice == nil)
        let frame = host.snapshot(width: 70, height: 12)
        #expect(frame.contains("/mute is annoying"), "\(frame)")
        // A server command: the server would run the text, so Return turns the chip on again.
        _ = await send(composer)
        #expect(composer.activeInstantCommand?.id == "/mute")
        #expect(composer.channelController.messages.isEmpty, "nothing posted")
    }

    /// What was typed after Return turned the command on stays behind its command word.
    @Test func escapeAfterEditingTheArgumentKeepsBoth() async throws {
        let (bed, composer) = try await leftAsText("/mute")
        defer { withExtendedLifetime(bed) {} }
        _ = await send(composer)
        #expect(composer.activeInstantCommand?.id == "/mute" && composer.text.isEmpty)
        composer.type("later")
        composer.cancelCommand()
        #expect(composer.activeInstantCommand == nil)
        #expect(composer.text == "/mute later")
    }

    /// `/mute @ana` where the id `ana` (Ana Lee) and the name "Ana" (another member) both match
    /// in full: no one is guessed; the list shows with "Pick a user first.".
    @Test func aMentionNamingTwoMembersPicksNeither() async throws {
        let users = ComposerTestBed.users + [.init(id: "ana2", name: "Ana", lastActiveAt: ComposerTestBed.now)]
        let bed = try ComposerTestBed(users: users, members: ["me", "ana", "ana2", "zoe"], commands: ComposerInstantCommandsTests.allCommands)
        let composer = try await bed.composer()
        composer.type("/giphy ")
        composer.type("/mute @ana")
        composer.cancelCommand()
        try #require(composer.activeInstantCommand == nil && composer.text == "/mute @ana")
        #expect(await send(composer) as? TwoStepCommandError == .noUserSelected)
        await settle { composer.notice != nil }
        #expect(composer.activeInstantCommand?.id == "/mute")
        #expect(composer.activeTwoStepCommand?.selectedUser == nil, "nobody guessed")
        #expect(composer.notice?.text == L10n.Composer.Errors.pickUser)
        #expect(Set(composer.mentionSuggestions).isSuperset(of: ["ana", "ana2"]))
        #expect(composer.channelController.messages.isEmpty, "nothing posted, nobody muted")
    }
}
