import Foundation
import PatientWait
import StreamChat
import SwiftUI
import Testing
@testable import StreamChatSwiftUI

/// Two-step commands (pick the command, then a user) through the composer's view model.
@MainActor @Suite struct ComposerTwoStepCommandTests {
    private func activate(_ id: String, in composer: MessageComposerViewModel) throws {
        composer.type("/")
        let handler = try #require(composer.commandsHandler.instantCommands.first { $0.id == id })
        composer.handleCommand(["instantCommand": handler])
        #expect(composer.composerCommand?.id == id)
    }

    private func pick(_ userId: UserId, in composer: MessageComposerViewModel) throws {
        let user = try #require((composer.suggestions["mentions"] as? [ChatUser])?.first { $0.id == userId })
        composer.handleCommand(["chatUser": user])
    }

    @Test func muteSelectsUserThenRunsWithoutPostingAndShowsOutcome() async throws {
        let bed = try ComposerTestBed(commands: ComposerInstantCommandsTests.allCommands)
        let composer = try await bed.composer()
        try activate("/mute", in: composer)
        #expect(!composer.canSend)
        #expect(!composer.mentionSuggestions.isEmpty)       // step 2 suggests members right away
        composer.type("@an")
        #expect(composer.mentionSuggestions == ["ana", "anabel"])
        try pick("ana", in: composer)
        #expect(composer.text == "@Ana Lee ")
        #expect(composer.suggestions.isEmpty)
        #expect(composer.canSend)
        let messagesBefore = composer.channelController.messages.count
        composer.sendMessage()
        #expect(composer.isExecutingCommand)
        await settle { !composer.isExecutingCommand }
        #expect(composer.notice == nil)
        #expect(composer.text.isEmpty)
        #expect(composer.composerCommand == nil)
        // Nothing posted; the outcome is a local system message, newest, by the current user.
        #expect(composer.channelController.messages.count == messagesBefore + 1)
        let outcome = try #require(composer.channelController.messages.first)
        #expect(outcome.type == .system)
        #expect(outcome.text == "Ana Lee was muted")
        #expect(outcome.isSentByCurrentUser)
        #expect(outcome.author.id == "me")
        let otherView = try await bed.channelController(as: "ana")
        #expect(!otherView.messages.contains { $0.id == outcome.id })
        let me = try await bed.client("me")
        let muted: Bool = await withCheckedContinuation { continuation in
            let controller = me.currentUserController()
            controller.synchronize { _ in continuation.resume(returning: controller.currentUser?.mutedUsers.contains { $0.id == "ana" } ?? false) }
        }
        #expect(muted)
    }

    @Test func muteAndUnmuteSayWhenNothingChanged() async throws {
        let bed = try ComposerTestBed(commands: ComposerInstantCommandsTests.allCommands)
        let composer = try await bed.composer()
        var outcomes: [String] = []
        for id in ["/unmute", "/mute", "/mute", "/unmute"] {
            try activate(id, in: composer)
            composer.type("@an")
            try pick("ana", in: composer)
            composer.sendMessage()
            await settle { !composer.isExecutingCommand }
            #expect(composer.notice == nil, "\(id)")
            outcomes.append(try #require(composer.channelController.messages.first).text)
        }
        #expect(outcomes == ["Ana Lee wasn't muted", "Ana Lee was muted", "Ana Lee was already muted", "Ana Lee was unmuted"])
    }

    /// Typed alone, `/unmute` lists the users the current user muted first (before, in the usual
    /// order: the one muted last among six).
    @Test func unmuteListsTheMutedUsersFirst() async throws {
        let bed = try ComposerTestBed(commands: ComposerInstantCommandsTests.allCommands)
        let composer = try await bed.composer()
        try activate("/unmute", in: composer)
        let usual = composer.mentionSuggestions
        let muted = try #require(usual.last)
        #expect(usual.count > 2, "\(usual)")
        composer.composerCommand = nil
        composer.text = ""
        try activate("/mute", in: composer)
        try pick(muted, in: composer)
        composer.sendMessage()
        await settle { !composer.isExecutingCommand }
        #expect(composer.notice == nil)
        try activate("/unmute", in: composer)
        #expect(composer.mentionSuggestions == [muted] + usual.dropLast(), "\(composer.mentionSuggestions)")
        composer.composerCommand = nil
        composer.text = ""
        try activate("/mute", in: composer)
        #expect(composer.mentionSuggestions == usual, "/mute keeps the usual order")
    }

    @Test func stepTwoOffersUsersOnlyNotHereOrChannel() async throws {
        // The channel's owner may mention @here and @channel in a message, but a command acts
        // on one user: muting "here" is no choice to offer.
        let bed = try ComposerTestBed(owner: "mod", members: ["me", "ana", "mike"], commands: ComposerInstantCommandsTests.allCommands)
        let composer = try await bed.composer(as: "mod")
        composer.type("@")
        #expect(Array(composer.mentionSuggestions.prefix(2)) == ["here", "channel"], "a message may broadcast")
        composer.text = ""
        for id in ["/mute", "/unmute"] {
            try activate(id, in: composer)
            #expect(!composer.mentionSuggestions.isEmpty)
            #expect(!composer.mentionSuggestions.contains("here") && !composer.mentionSuggestions.contains("channel"),
                    "\(id): \(composer.mentionSuggestions)")
            composer.type("@h")
            #expect(!composer.mentionSuggestions.contains("here"), "\(id): \(composer.mentionSuggestions)")
            composer.composerCommand = nil
            composer.text = ""
        }
    }

    @Test func editingAwayFromSelectionDeselects() async throws {
        let bed = try ComposerTestBed(commands: ComposerInstantCommandsTests.allCommands)
        let composer = try await bed.composer()
        try activate("/unmute", in: composer)
        composer.type("@zo")
        try pick("zoe", in: composer)
        #expect(composer.canSend)
        composer.text = "@Zo"
        composer.selectedRangeLocation = 3
        #expect(!composer.canSend)
        #expect(composer.mentionSuggestions == ["zoe"])
    }

    @Test func banErrorIsShownAndTextKept() async throws {
        // A plain member may not ban.
        let bed = try ComposerTestBed(commands: ComposerInstantCommandsTests.allCommands)
        let composer = try await bed.composer(as: "me")
        try activate("/ban", in: composer)
        composer.type("@mi")
        try pick("mike", in: composer)
        composer.sendMessage()
        await settle { !composer.isExecutingCommand }
        #expect(composer.notice?.kind == .error)
        #expect(composer.text == "@Mike Morris ")
        #expect(composer.composerCommand?.id == "/ban")
    }

    @Test func muteUnknownUserShowsError() async throws {
        let bed = try ComposerTestBed(commands: ComposerInstantCommandsTests.allCommands)
        let composer = try await bed.composer()
        try activate("/mute", in: composer)
        let ghost = ChatUser(id: "ghost", name: "Ghost")
        composer.handleCommand(["chatUser": ghost])
        #expect(composer.canSend)
        composer.sendMessage()
        await settle { !composer.isExecutingCommand }
        #expect(composer.notice?.kind == .error)
        #expect(composer.text == "@Ghost ")
    }

    @Test func handlerThatNeverCompletesDoesNotFreezeTheComposer() async throws {
        final class SilentCommand: TwoStepMentionCommand {
            override func executeOnMessageSent(composerCommand: ComposerCommand, completion: @escaping @MainActor (Error?) -> Void) {}
        }
        final class SilentConfig: CommandsConfig {
            let mentionsSymbol = "@"
            let instantCommandsSymbol = "/"
            @MainActor func makeCommandsHandler(with channelController: ChatChannelController) -> CommandsHandler {
                let silent = SilentCommand(
                    channelController: channelController, commandSymbol: "/silent", id: "/silent",
                    displayInfo: CommandDisplayInfo(displayName: "Silent", icon: UIImage(systemName: "star")!, format: "/silent", isInstant: true)
                )
                return CommandsHandler(commands: [InstantCommandsHandler(commands: [silent])])
            }
        }
        let bed = try ComposerTestBed()
        let composer = try await bed.composer(config: SilentConfig())
        try activate("/silent", in: composer)
        composer.type("@an")
        try pick("ana", in: composer)
        composer.sendMessage()
        #expect(composer.isExecutingCommand)
        #expect(!composer.canSend)
        // The input stays editable; editing stops the wait.
        composer.type("x")
        #expect(!composer.isExecutingCommand)
        #expect(composer.text == "@Ana Lee x")

        // The timeout path: a zero timeout gives up and keeps the text.
        composer.text = "@Ana Lee "
        composer.commandTimeout = .zero
        composer.sendMessage()
        await settle { !composer.isExecutingCommand }
        #expect(!composer.isExecutingCommand)
        #expect(composer.notice?.kind == .error)
        #expect(composer.text == "@Ana Lee ")
    }

    /// A command that also posts its message (`/note @Mike Morris thanks`) posts it mentioning
    /// the picked user.
    @Test func replacesMessageSentFalsePostsCommandMessageToo() async throws {
        final class NoteCommand: TwoStepMentionCommand {
            var ran: [String] = []
            override var replacesMessageSent: Bool { false }
            override func executeOnMessageSent(composerCommand: ComposerCommand, completion: @escaping @MainActor (Error?) -> Void) {
                ran.append(selectedUser?.id ?? "-")
                completion(nil)
            }
        }
        final class NoteConfig: CommandsConfig {
            let mentionsSymbol = "@"
            let instantCommandsSymbol = "/"
            let note: NoteCommand? = nil
            @MainActor func makeCommandsHandler(with channelController: ChatChannelController) -> CommandsHandler {
                let note = NoteCommand(
                    channelController: channelController, commandSymbol: "/note", id: "/note",
                    displayInfo: CommandDisplayInfo(displayName: "Note", icon: UIImage(systemName: "star")!, format: "/note [@username]", isInstant: true)
                )
                return CommandsHandler(commands: [InstantCommandsHandler(commands: [note])])
            }
        }
        let bed = try ComposerTestBed()
        let composer = try await bed.composer(config: NoteConfig())
        try activate("/note", in: composer)
        composer.type("@mi")
        try pick("mike", in: composer)
        composer.type("thanks")
        let note = try #require(composer.commandsHandler.instantCommands.first as? NoteCommand)
        composer.sendMessage()
        #expect(note.ran == ["mike"])
        #expect(composer.text.isEmpty)
        await settle { composer.channelController.messages.first?.text == "/note @Mike Morris thanks" }
        #expect(composer.channelController.messages.first?.text == "/note @Mike Morris thanks")
        // The picked user is mentioned in it, as a picked mention in a message is (it went
        // without: mentionedUserIds was empty).
        #expect(composer.channelController.messages.first?.mentionedUsers.map(\.id) == ["mike"])
    }
}
