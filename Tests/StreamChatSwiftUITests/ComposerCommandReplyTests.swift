import Foundation
import PatientWait
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
import Testing
import TerminalUI

/// A command sent while replying keeps the reply until the input lets go of it. A command typed
/// in full (`/note @zoe 10`, no pick by hand) was sent without the quote, and the composer view
/// kept its reply bar and never called `onMessageSent`: the next message went out as a reply
/// nobody meant. And a command that replaces the message cleared the reply as it started, so a
/// command that failed lost it.
@MainActor @Suite struct ComposerCommandReplyTests {
    /// `/note @user text`: posts its message (`replacesMessageSent` is false); or, as
    /// `replaces`, runs instead of posting and fails while `fails` is set.
    final class NoteCommand: TwoStepMentionCommand {
        var replaces = false
        var fails = false
        var runs = 0
        override var replacesMessageSent: Bool { replaces }
        override func executeOnMessageSent(composerCommand: ComposerCommand, completion: @escaping @MainActor (Error?) -> Void) {
            runs += 1
            if !fails { selectedUser = nil }
            completion(fails ? ClientError("note refused") : nil)
        }
    }

    final class NoteConfig: CommandsConfig {
        let mentionsSymbol = "@"
        let instantCommandsSymbol = "/"
        let replaces: Bool
        var made: NoteCommand?
        init(replaces: Bool) {
            self.replaces = replaces
        }
        @MainActor func makeCommandsHandler(with channelController: ChatChannelController) -> CommandsHandler {
            let note = NoteCommand(
                channelController: channelController, commandSymbol: "/note", id: "/note",
                displayInfo: CommandDisplayInfo(displayName: "Note", icon: UIImage(systemName: "star")!, format: "/note [@username] [text]", isInstant: true)
            )
            note.replaces = replaces
            made = note
            return CommandsHandler(commands: [
                MentionsCommandHandler(channelController: channelController, commandSymbol: mentionsSymbol, mentionAllAppUsers: false),
                InstantCommandsHandler(commands: [note]),
            ])
        }
    }

    /// The reply binding the channel screen owns, and the count of `onMessageSent` calls.
    final class Reply: ObservableObject {
        @Published var quoted: ChatMessage?
        var sent = 0
    }

    struct ReplyingComposer: View {
        let composer: MessageComposerViewModel
        @ObservedObject var reply: Reply

        var body: some View {
            MessageComposerView(viewFactory: DefaultViewFactory.shared, viewModel: composer, quotedMessage: $reply.quoted,
                                onMessageSent: { reply.sent += 1 })
        }
    }

    /// A composer replying to a published message "first", in the engine at 70 × 12.
    private func replying(config: NoteConfig) async throws -> (ComposerTestBed, MessageComposerViewModel, ViewHost, Reply, ChatMessage) {
        let bed = try ComposerTestBed()
        let composer = try await bed.composer(config: config)
        let first = try await composer.sendAndPublish("first")
        let reply = Reply()
        let host = ViewHost(rootView: ReplyingComposer(composer: composer, reply: reply))
        reply.quoted = first
        _ = host.snapshot(width: 70, height: 12)
        return (bed, composer, host, reply, first)
    }

    @Test func aCommandTypedInFullIsSentAsTheReply() async throws {
        let config = NoteConfig(replaces: false)
        let (bed, composer, host, reply, first) = try await replying(config: config)
        defer { withExtendedLifetime(bed) {} }
        host.type("/note @zoe 10")
        #expect(composer.activeInstantCommand?.id == "/note")
        await settle { composer.suggestionRowCount == 0 }
        host.press(.enter)
        await settle { composer.channelController.messages.first?.text.hasPrefix("/note") == true }
        let posted = try #require(composer.channelController.messages.first)
        #expect(posted.text == "/note @Zoë Kravitz 10")
        #expect(posted.quotedMessage?.id == first.id, "the reply goes with it")
        #expect(reply.quoted == nil, "the reply bar ends")
        #expect(reply.sent == 1)
    }

    @Test func aReplacingCommandThatFailsKeepsTheReply() async throws {
        let config = NoteConfig(replaces: true)
        let (bed, composer, host, reply, first) = try await replying(config: config)
        defer { withExtendedLifetime(bed) {} }
        config.made?.fails = true
        host.type("/note @zoe")
        await settle { composer.mentionSuggestions == ["zoe"] }
        host.press(.enter)
        host.press(.enter)
        await settle { composer.notice != nil }
        #expect(config.made?.runs == 1)
        #expect(composer.notice?.text == "note refused")
        #expect(reply.quoted?.id == first.id, "the reply stays with the text")
        #expect(reply.sent == 0)
        // Run again (the pick stayed), it succeeds: the reply ends with it.
        config.made?.fails = false
        #expect(composer.canSend)
        host.press(.enter)
        await settle { config.made?.runs == 2 && composer.text.isEmpty }
        #expect(reply.quoted == nil)
        #expect(reply.sent == 1)
    }

    /// A reply whose text starts with a client-only command (`/note⇥is annoying`, pasted):
    /// Return turns Note on, ending it gives the text back with the reply still on, and Return on
    /// it unchanged posts it as text, quoting the message.
    @Test func escapeAfterReturnKeepsTheReplyAndReturnAgainPostsTheText() async throws {
        let config = NoteConfig(replaces: false)
        let (bed, composer, host, reply, first) = try await replying(config: config)
        defer { withExtendedLifetime(bed) {} }
        let typed = "/note\tis annoying"
        composer.text = typed
        composer.selectedRangeLocation = typed.utf16.count
        try #require(composer.activeInstantCommand == nil)
        host.press(.enter)
        await settle { composer.notice != nil }
        #expect(composer.activeInstantCommand?.id == "/note" && composer.text == "is annoying")
        // The chip's ✕ (Escape would end the reply first, as it always does).
        composer.cancelCommand()
        #expect(composer.text == typed, "the text as typed")
        #expect(reply.quoted?.id == first.id, "the reply stays")
        #expect(reply.sent == 0)
        host.press(.enter)
        await settle { composer.channelController.messages.first?.text.hasPrefix("/note") == true }
        let posted = try #require(composer.channelController.messages.first)
        #expect(posted.text == typed)
        #expect(posted.quotedMessage?.id == first.id, "the reply goes with it")
        #expect(config.made?.runs == 0, "the command did not run")
        #expect(reply.quoted == nil && reply.sent == 1)
    }
}
