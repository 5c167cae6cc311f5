import Foundation
import PatientWait
@testable import StreamChat
@testable import StreamChatSwiftUI
import Testing
import TerminalUI

/// `sendMessage(completion:)` completes exactly once on every path. The paths that send
/// nothing (an empty input, a command word held back, a command with nothing to run with, a
/// two-step command without its user or with text it does not take, a command no longer waited
/// for) never called it: a caller waiting for it waited forever.
@MainActor @Suite struct ComposerSendCompletionTests {
    /// Counts the completions of one send and keeps their errors.
    @MainActor final class Completions {
        var errors: [Error?] = []
        var handler: @MainActor (Error?) -> Void { { self.errors.append($0) } }
        var single: Error? { errors.count == 1 ? errors[0] : nil }
    }

    private func composer() async throws -> (ComposerTestBed, MessageComposerViewModel) {
        let bed = try ComposerTestBed(owner: "mod", members: ["me", "mod", "ana", "anabel", "zoe", "mike", "li"],
                                      commands: ComposerInstantCommandsTests.allCommands)
        return (bed, try await bed.composer(as: "mod"))
    }

    /// Puts `text` in a composer of the moderator and sends it; it completes once.
    private func sendPasted(_ text: String) async throws -> (ComposerTestBed, MessageComposerViewModel, Completions) {
        let (bed, composer) = try await composer()
        paste(text, into: composer)
        let done = Completions()
        composer.sendMessage(completion: done.handler)
        #expect(done.errors.count == 1)
        return (bed, composer, done)
    }

    /// Puts `command` and "@zoe" in the composer and picks Zoë from the list.
    private func pasteAndPickZoe(_ command: String, into composer: MessageComposerViewModel) async {
        paste("\(command) @zoe", into: composer)
        await settle { composer.mentionSuggestions == ["zoe"] }
        #expect(composer.pickHighlightedSuggestion())
    }

    private func paste(_ text: String, into composer: MessageComposerViewModel) {
        composer.selectedRangeLocation = text.utf16.count
        composer.text = text
    }

    @Test(arguments: ["", "   ", " \n\t\n "])
    func nothingToSend(text: String) async throws {
        let (bed, composer, done) = try await sendPasted(text)
        defer { withExtendedLifetime(bed) {} }
        #expect(done.single as? ComposerSendError == .nothingToSend)
        #expect(composer.channelController.messages.isEmpty)
    }

    @Test(arguments: [
        ("/unknown hi", L10n.Composer.Errors.unknownCommand("/unknown")),
        ("/giphy ", L10n.Composer.Errors.commandIncomplete("/giphy [text]")),
    ])
    func heldBackWithItsNotice(text: String, notice: String) async throws {
        let (bed, composer, done) = try await sendPasted(text)
        defer { withExtendedLifetime(bed) {} }
        #expect(done.single as? ComposerSendError == .heldBack(notice: notice))
        #expect(composer.notice?.text == notice)
    }

    @Test func aTwoStepCommandWithoutItsUser() async throws {
        let (bed, composer) = try await composer()
        defer { withExtendedLifetime(bed) {} }
        paste("/mute ", into: composer)
        let empty = Completions()
        composer.sendMessage(completion: empty.handler)
        #expect(empty.single as? TwoStepCommandError == .noUserSelected)

        paste("/mute @nobody now", into: composer)
        await settle { composer.suggestionRowCount == 0 }
        let nobody = Completions()
        composer.sendMessage(completion: nobody.handler)
        await settle { !nobody.errors.isEmpty && composer.notice != nil }
        #expect(nobody.errors.count == 1)
        #expect(nobody.single as? TwoStepCommandError == .noUserSelected)
    }

    @Test func textAfterAUserTheCommandDoesNotTake() async throws {
        let (bed, composer) = try await composer()
        defer { withExtendedLifetime(bed) {} }
        await pasteAndPickZoe("/mute", into: composer)
        composer.type("now")
        let done = Completions()
        composer.sendMessage(completion: done.handler)
        #expect(done.errors.count == 1)
        #expect(done.single as? TwoStepCommandError == .textAfterUser(command: "/mute", text: "now"))
    }

    /// `/tip @user amount`: runs only with an amount after the user.
    final class TipCommand: TwoStepMentionCommand {
        override var acceptsTextAfterUser: Bool { true }
        override func canBeExecuted(composerCommand: ComposerCommand) -> Bool {
            !textAfterSelectedUser(in: composerCommand.typingSuggestion.text).isEmpty
        }
    }

    /// A two-step command with its user picked that lacks its argument: the send is held back
    /// saying what the command expects, not "Pick a user first." (the user is picked).
    @Test func aTwoStepCommandWithItsUserButIncomplete() async throws {
        let bed = try ComposerTestBed()
        let info = CommandDisplayInfo(displayName: "Tip", icon: UIImage(systemName: "dollarsign")!, format: "/tip [@username] [amount]", isInstant: true)
        let composer = try await bed.composer(config: SingleInstantCommandConfig { controller in
            TipCommand(channelController: controller, commandSymbol: "/tip", id: "/tip", displayInfo: info)
        })
        await pasteAndPickZoe("/tip", into: composer)
        try #require(composer.activeTwoStepCommand?.selectedUser?.id == "zoe" && !composer.canSend)
        let done = Completions()
        composer.sendMessage(completion: done.handler)
        let notice = L10n.Composer.Errors.commandIncomplete("/tip [@username] [amount]")
        #expect(done.single as? ComposerSendError == .heldBack(notice: notice))
        #expect(composer.notice?.text == notice)
        #expect(composer.activeTwoStepCommand?.selectedUser?.id == "zoe", "the pick stays")
    }

    /// `/hold @user`: runs and answers only when the test says so.
    final class HeldCommand: TwoStepMentionCommand {
        var answer: (@MainActor (Error?) -> Void)?
        override func executeOnMessageSent(composerCommand: ComposerCommand, completion: @escaping @MainActor (Error?) -> Void) {
            answer = completion
        }
    }

    /// A command that does not answer: the edit that stops the wait completes the send; its
    /// answer coming later does not complete it again.
    @Test func aCommandNoLongerWaitedFor() async throws {
        let bed = try ComposerTestBed()
        let config = SingleInstantCommandConfig { controller in
            let info = CommandDisplayInfo(displayName: "Hold", icon: UIImage(systemName: "hand.raised")!, format: "/hold [@username]", isInstant: true)
            return HeldCommand(channelController: controller, commandSymbol: "/hold", id: "/hold", displayInfo: info)
        }
        let composer = try await bed.composer(config: config)
        await pasteAndPickZoe("/hold", into: composer)
        let held = try #require(composer.activeTwoStepCommand as? HeldCommand)
        let done = Completions()
        composer.sendMessage(completion: done.handler)
        #expect(composer.isExecutingCommand && done.errors.isEmpty)
        composer.type("!")
        #expect(done.errors.count == 1)
        #expect(done.single as? ComposerSendError == .stoppedWaiting)
        held.answer?(nil)
        #expect(done.errors.count == 1, "once")
    }

    @Test func aCommandThatRunsCompletesOnceWithItsAnswer() async throws {
        let (bed, composer) = try await composer()
        defer { withExtendedLifetime(bed) {} }
        await pasteAndPickZoe("/mute", into: composer)
        let done = Completions()
        composer.sendMessage(completion: done.handler)
        await settle { !done.errors.isEmpty }
        #expect(done.errors.count == 1)
        #expect(done.errors.first.map { $0 == nil } == true)
    }
}
