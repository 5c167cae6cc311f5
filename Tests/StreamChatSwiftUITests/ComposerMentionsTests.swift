import Foundation
import PatientWait
import StreamChat
import SwiftUI
import Testing
@testable import StreamChatSwiftUI

/// Mentions through the composer's view model, against the embedded server.
@MainActor @Suite struct ComposerMentionsTests {
    @Test func suggestsMembersWithoutCurrentUserRankedByRules() async throws {
        let bed = try ComposerTestBed()
        let composer = try await bed.composer()
        composer.type("hi @an")
        #expect(composer.composerCommand?.id == "mentions")
        // "Ana Lee" and "Anabel Ortiz" are name prefixes (Ana more recent); nobody else contains "an".
        #expect(composer.mentionSuggestions == ["ana", "anabel"])
        composer.type("a ")
        #expect(composer.mentionSuggestions == ["ana"])     // "ana " is a prefix of "ana lee"
        composer.type("l")
        #expect(composer.mentionSuggestions == ["ana"])
    }

    @Test func emptyQueryListsMostRecentMembersAndExcludesMe() async throws {
        let bed = try ComposerTestBed()
        let composer = try await bed.composer()
        composer.type("@")
        #expect(composer.mentionSuggestions.first == "mike")
        #expect(!composer.mentionSuggestions.contains("me"))
        #expect(!composer.mentionSuggestions.contains("outsider"))
    }

    @Test func diacriticCaseAndCJKQueries() async throws {
        let bed = try ComposerTestBed()
        let composer = try await bed.composer()
        composer.type("@ZOE")
        #expect(composer.mentionSuggestions == ["zoe"])
        composer.text = ""
        composer.selectedRangeLocation = 0
        composer.type("@小")
        #expect(composer.mentionSuggestions == ["li"])
    }

    @Test func selectingReplacesQueryMovesCaretAndRecordsMention() async throws {
        let bed = try ComposerTestBed()
        let composer = try await bed.composer()
        composer.type("👩‍👩‍👧 漢字 @zo")
        let zoe = try #require((composer.suggestions["mentions"] as? [ChatUser])?.first)
        composer.handleCommand(["chatUser": zoe])
        #expect(composer.text == "👩‍👩‍👧 漢字 @Zoë Kravitz ")
        #expect(composer.selectedRangeLocation == composer.text.utf16.count)
        #expect(composer.composerCommand == nil)
        #expect(composer.suggestions.isEmpty)
        // Typing on after the mention does not reopen suggestions.
        composer.type("hello")
        #expect(composer.suggestions.isEmpty)
        #expect(composer.mentionedUserIds(in: composer.text) == ["zoe"])
    }

    @Test func mentionInTheMiddleOfText() async throws {
        let bed = try ComposerTestBed()
        let composer = try await bed.composer()
        composer.text = "hey @mi how are you"
        composer.selectedRangeLocation = 7
        #expect(composer.mentionSuggestions == ["mike"])
        let mike = try #require((composer.suggestions["mentions"] as? [ChatUser])?.first)
        composer.handleCommand(["chatUser": mike])
        #expect(composer.text == "hey @Mike Morris  how are you")
        #expect(composer.selectedRangeLocation == "hey @Mike Morris ".utf16.count)
    }

    @Test func emailDoesNotTrigger() async throws {
        let bed = try ComposerTestBed()
        let composer = try await bed.composer()
        composer.type("mail ana@example.com")
        #expect(composer.composerCommand == nil)
        #expect(composer.suggestions.isEmpty)
    }

    @Test func queryMatchingNobodyHidesSuggestions() async throws {
        let bed = try ComposerTestBed()
        let composer = try await bed.composer()
        composer.type("@Mike Morris is late")
        #expect(composer.suggestions.isEmpty)
    }

    @Test func severalMentionsAndOneRemovedBeforeSendAreSentCorrectly() async throws {
        let bed = try ComposerTestBed()
        let composer = try await bed.composer()
        for query in ["@an", "@mi", "@zo"] {
            composer.type(query)
            let user = try #require((composer.suggestions["mentions"] as? [ChatUser])?.first)
            composer.handleCommand(["chatUser": user])
        }
        #expect(composer.text == "@Ana Lee @Mike Morris @Zoë Kravitz ")
        // Remove Mike's mention before sending.
        composer.text = "@Ana Lee @Zoë Kravitz see you"
        composer.selectedRangeLocation = composer.text.utf16.count
        #expect(composer.mentionedUserIds(in: composer.text) == ["ana", "zoe"])
        composer.sendMessage()
        #expect(composer.text.isEmpty)
        let sent = try #require(composer.channelController.messages.first)
        #expect(sent.text == "@Ana Lee @Zoë Kravitz see you")
        #expect(Set(sent.mentionedUsers.map(\.id)) == ["ana", "zoe"])
    }

    @Test func broadcastMentionsOnlyForModeratorsAndOwners() async throws {
        let bed = try ComposerTestBed(owner: "mod", members: ["me", "ana", "mike"])
        let member = try await bed.composer(as: "me")
        member.type("@h")
        #expect(!member.mentionSuggestions.contains("here"))

        let moderator = try await bed.composer(as: "mod")
        moderator.type("@")
        #expect(Array(moderator.mentionSuggestions.prefix(2)) == ["here", "channel"])
        moderator.type("ch")
        let channel = try #require((moderator.suggestions["mentions"] as? [ChatUser])?.first)
        #expect(channel is BroadcastMention)
        moderator.handleCommand(["chatUser": channel])
        #expect(moderator.text == "@channel ")
        #expect(Set(moderator.mentionedUserIds(in: moderator.text)) == ["me", "ana", "mike"])
    }

    @Test func serverMemberSearchWhenChannelHasMoreMembersThanLoaded() async throws {
        let extra = (0..<150).map { ChatServer.SeedUser(id: "user\($0)", name: "Filler \($0)") }
            + [ChatServer.SeedUser(id: "quentin", name: "Quentin Rare", lastActiveAt: Date(timeIntervalSince1970: 0))]
        let bed = try ComposerTestBed(members: ["me", "ana"])
        try bed.server.seedUsers(extra)
        try bed.server.seedMembers(extra.map(\.id), to: bed.cid)
        let composer = try await bed.composer()
        let channel = try #require(composer.channelController.channel)
        #expect(channel.memberCount > channel.lastActiveMembers.count)
        composer.type("@quen")
        await settle { composer.mentionSuggestions == ["quentin"] }
        #expect(composer.mentionSuggestions == ["quentin"])
        // Loaded members that match show at once, before the server answers.
        composer.text = "@an"
        composer.selectedRangeLocation = 3
        #expect(composer.mentionSuggestions == ["ana"])
    }

    @Test func mentionAllAppUsersUsesTheGivenSearchController() async throws {
        let bed = try ComposerTestBed()
        let controller = try await bed.channelController()
        let searchController = controller.client.userSearchController()
        let handler = MentionsCommandHandler(
            channelController: controller,
            userSearchController: searchController,
            commandSymbol: "@",
            mentionAllAppUsers: true
        )
        let command = try #require(handler.canHandleCommand(in: "@ott", caretLocation: 4))
        var received: [String] = []
        let subscription = handler.showSuggestions(for: command).sink(receiveCompletion: { _ in }, receiveValue: { info in
            received = (info.value as? [ChatUser])?.map(\.id) ?? []
        })
        await settle { !received.isEmpty }
        #expect(received == ["outsider"])            // not a member: found among all users
        #expect(searchController.userArray.map(\.id).contains("outsider"))   // through the given controller
        _ = subscription
    }

    @Test func olderKeystrokeNeverOverwritesNewer() async throws {
        /// Suggestions answered only when the test says so, in any order.
        final class ManualHandler: CommandHandler {
            let id = "manual"
            var displayInfo: CommandDisplayInfo?
            var pending: [(query: String, promise: Future<SuggestionInfo, Error>.Promise)] = []
            private let suggester = TypingSuggester(options: TypingSuggestionOptions(symbol: "@", allowsSpaces: true))
            func canHandleCommand(in text: String, caretLocation: Int) -> ComposerCommand? {
                suggester.typingSuggestion(in: text, caretLocation: caretLocation).map { ComposerCommand(id: id, typingSuggestion: $0, displayInfo: nil) }
            }
            func commandHandler(for command: ComposerCommand) -> CommandHandler? { command.id == id ? self : nil }
            func showSuggestions(for command: ComposerCommand) -> Future<SuggestionInfo, Error> {
                Future { promise in self.pending.append((command.typingSuggestion.text, promise)) }
            }
            func handleCommand(for text: Binding<String>, selectedRangeLocation: Binding<Int>, command: Binding<ComposerCommand?>, extraData: [String: Any]) {}
            func answer(_ query: String) {
                guard let index = pending.lastIndex(where: { $0.query == query }) else { return }
                pending.remove(at: index).promise(.success(SuggestionInfo(key: "mentions", value: [ChatUser(id: query)])))
            }
        }
        @MainActor final class ManualConfig: CommandsConfig {
            let mentionsSymbol = "@"
            let instantCommandsSymbol = "/"
            let handler = ManualHandler()
            @MainActor func makeCommandsHandler(with channelController: ChatChannelController) -> CommandsHandler {
                CommandsHandler(commands: [handler])
            }
        }
        let bed = try ComposerTestBed()
        let config = ManualConfig()
        let composer = try await bed.composer(config: config)
        composer.type("@ab")
        // The newest keystroke is answered first, then the older ones.
        config.handler.answer("ab")
        #expect(composer.mentionSuggestions == ["ab"])
        config.handler.answer("a")
        config.handler.answer("")
        #expect(composer.mentionSuggestions == ["ab"])
        // A late answer after the text changed to no command at all is dropped too.
        composer.text = "hello"
        composer.selectedRangeLocation = 5
        config.handler.answer("ab")
        #expect(composer.suggestions.isEmpty)
    }
}
