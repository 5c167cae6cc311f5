import Foundation
import PatientWait
import StreamChat
import SwiftUI
@testable import StreamChatSwiftUI
import Testing
import TerminalUI

/// A two-step command typed in full with an argument after the user (`/pay @chloe 12.5`,
/// `/mute @zoe now`): Return said "No member matches “@chloe 12.5”", the argument read as part
/// of the name. The typed mention is the member it names; the rest is the argument, which a
/// command that acts on a user only refuses (it dropped "now" unread and muted).
@MainActor @Suite struct ComposerTypedMentionTests {
    /// `/tip @user note`: a custom two-step command that takes an argument after the user.
    final class TipCommand: TwoStepMentionCommand {
        var tips: [(userId: String, typed: String)] = []
        override var acceptsTextAfterUser: Bool { true }
        override func executeOnMessageSent(composerCommand: ComposerCommand, completion: @escaping @MainActor (Error?) -> Void) {
            tips.append((selectedUser?.id ?? "-", composerCommand.typingSuggestion.text))
            selectedUser = nil
            completion(nil)
        }
        override func successMessage(for user: ChatUser) -> String? { "tipped \(user.id)" }
    }

    final class TipConfig: CommandsConfig {
        let mentionsSymbol = "@"
        let instantCommandsSymbol = "/"
        var tip: TipCommand?
        @MainActor func makeCommandsHandler(with channelController: ChatChannelController) -> CommandsHandler {
            let tip = TipCommand(
                channelController: channelController, commandSymbol: "/tip", id: "/tip",
                displayInfo: CommandDisplayInfo(displayName: "Tip", icon: UIImage(systemName: "star")!, format: "/tip [@username] [note]", isInstant: true)
            )
            self.tip = tip
            return CommandsHandler(commands: [
                MentionsCommandHandler(channelController: channelController, commandSymbol: mentionsSymbol, mentionAllAppUsers: false),
                InstantCommandsHandler(commands: [MuteCommandHandler(channelController: channelController, commandSymbol: "/mute"), tip]),
            ])
        }
    }

    private func typedAndReturned(_ typed: String, config: CommandsConfig = DefaultCommandsConfig())
        async throws -> (ComposerTestBed, MessageComposerViewModel, ViewHost) {
        let bed = try ComposerTestBed(owner: "mod", members: ["me", "mod", "ana", "anabel", "zoe", "mike", "li"],
                                      commands: ComposerInstantCommandsTests.allCommands)
        let composer = try await bed.composer(as: "mod", config: config)
        let screen = composerHost(composer, width: 70, height: 12)
        screen.type(typed)
        #expect(composer.activeInstantCommand != nil, "\(typed)")
        await settle { composer.suggestionRowCount == 0 }
        screen.press(.enter)
        return (bed, composer, screen)
    }

    /// `zoe` is Zoë Kravitz's id; " a coffee" stays after her mention as the argument.
    @Test func mentionByIdWithAnArgumentPicksTheMember() async throws {
        let config = TipConfig()
        let (bed, composer, _) = try await typedAndReturned("/tip @zoe a coffee", config: config)
        defer { withExtendedLifetime(bed) {} }
        await settle { !composer.isExecutingCommand && composer.text.isEmpty }
        #expect(composer.notice == nil)
        #expect(config.tip?.tips.map(\.userId) == ["zoe"])
        #expect(config.tip?.tips.map(\.typed) == ["@Zoë Kravitz a coffee"], "the argument follows the picked mention")
        #expect(composer.channelController.messages.first?.text == "tipped zoe")
    }

    /// The longest name the text starts with wins: Ana Lee, not Anabel nor a bare "Ana".
    @Test func fullNameWithAnArgumentPicksThatMember() async throws {
        let config = TipConfig()
        let (bed, composer, _) = try await typedAndReturned("/tip @ana lee for an hour", config: config)
        defer { withExtendedLifetime(bed) {} }
        await settle { !composer.isExecutingCommand && composer.text.isEmpty }
        #expect(config.tip?.tips.map(\.typed) == ["@Ana Lee for an hour"])
    }

    /// No member: the notice names only the typed user, not the argument.
    @Test func unknownUserWithAnArgumentIsNamedAlone() async throws {
        let (bed, composer, _) = try await typedAndReturned("/mute @nobody now")
        defer { withExtendedLifetime(bed) {} }
        await settle { composer.notice != nil }
        #expect(composer.notice?.text == "No member matches “@nobody”. Pick a user from the list.")
        #expect(composer.text == "@nobody now")
    }

    /// The SDK's commands that act on a user only: `/mute @zoe now` muted Zoë and dropped "now"
    /// unread. Now nothing runs, the notice names the extra text, and text and pick stay. (/ban
    /// and /flag take a reason: ComposerCommandReasonTests.)
    @Test(arguments: ["/mute", "/unmute", "/unban"])
    func textAfterTheUserIsRefusedAndKept(command: String) async throws {
        let (bed, composer, _) = try await typedAndReturned("\(command) @zoe now")
        defer { withExtendedLifetime(bed) {} }
        await settle { composer.notice != nil && !composer.isExecutingCommand }
        #expect(composer.notice == ComposerNotice(kind: .error, text: "\(command) takes only a user. Remove “now”."))
        #expect(composer.text == "@Zoë Kravitz now", "the text stays")
        #expect(composer.activeInstantCommand?.id == command, "the command stays")
        #expect(composer.canSend, "the pick stays")
        #expect(!composer.channelController.messages.contains { $0.type == .system }, "nothing ran")
        #expect(try bed.server.flagCount(of: "zoe") == 0)
    }

    /// A composer for the moderator, who may run every command, shown at 70 × 12.
    private func moderatorComposer() async throws -> (ComposerTestBed, MessageComposerViewModel, ViewHost) {
        let bed = try ComposerTestBed(owner: "mod", members: ["me", "mod", "ana", "anabel", "zoe", "mike", "li"],
                                      commands: ComposerInstantCommandsTests.allCommands)
        let composer = try await bed.composer(as: "mod")
        return (bed, composer, composerHost(composer, width: 70, height: 12))
    }

    /// With "@zoe" after an active command: Return picks the one row (Zoë), the next runs the
    /// command; returns the outcome shown in the channel.
    static func pickZoeAndRun(_ composer: MessageComposerViewModel, on screen: ViewHost) async -> String? {
        await settle { composer.mentionSuggestions == ["zoe"] }
        screen.press(.enter)
        #expect(composer.text == "@Zoë Kravitz ")
        screen.press(.enter)
        await settle { !composer.isExecutingCommand && composer.channelController.messages.first?.type == .system }
        #expect(composer.notice == nil)
        #expect(composer.text.isEmpty)
        #expect(composer.activeInstantCommand == nil)
        return composer.channelController.messages.first?.text
    }

    /// Each command typed in full (`/unban @zoe`, no pick by hand): Return picks the member the
    /// list shows, the next Return runs the command on them.
    @Test(arguments: [
        ("/mute", "Zoë Kravitz was muted"), ("/unmute", "Zoë Kravitz wasn't muted"), ("/ban", "Zoë Kravitz was banned"),
        ("/unban", "Zoë Kravitz was unbanned"), ("/flag", "Zoë Kravitz was flagged"),
    ])
    func commandTypedInFullRunsOnTheNamedMember(command: String, outcome: String) async throws {
        let (bed, composer, screen) = try await moderatorComposer()
        defer { withExtendedLifetime(bed) {} }
        screen.type("\(command) @zoe")
        #expect(composer.activeInstantCommand?.id == command)
        #expect(await Self.pickZoeAndRun(composer, on: screen) == outcome)
    }

    /// The same put in at once, as a paste or a restored draft holds it.
    @Test(arguments: ["/unmute", "/ban", "/unban", "/flag"])
    func commandPastedInFullIsThatCommand(command: String) async throws {
        let (bed, composer, screen) = try await moderatorComposer()
        defer { withExtendedLifetime(bed) {} }
        let pasted = "\(command) @zoe"
        composer.selectedRangeLocation = pasted.utf16.count
        composer.text = pasted
        #expect(composer.activeInstantCommand?.id == command)
        #expect(composer.text == "@zoe")
        #expect(await Self.pickZoeAndRun(composer, on: screen)?.hasPrefix("Zoë Kravitz was") == true)
    }
}
