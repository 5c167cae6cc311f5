import Foundation
import PatientWait
import StreamChat
@testable import StreamChatSwiftUI
import Testing

/// While the server searches for what is typed now, the rows of the previous text are never
/// picked for it: only those that match the current text stay (Return, Tab or a tap picked the
/// highlighted row of the old list, a user the text no longer named).
@MainActor @Suite struct ComposerStaleSuggestionsTests {
    /// `/mute @` lists the loaded members at once; `z` goes to the server (150 members are not
    /// loaded). Until it answers, the list holds the loaded members that match `z` (Zoë, and
    /// Anabel Ortiz), and Return picks Zoë (it picked Mike, the first row of the list for `@`).
    @Test func aTwoStepCommandNeverPicksARowOfThePreviousText() async throws {
        let bed = try ComposerTestBed(commands: ComposerInstantCommandsTests.allCommands)
        try bed.server.seedUsers((0..<150).map { ChatServer.SeedUser(id: "user\($0)", name: "Filler \($0)") })
        try bed.server.seedMembers((0..<150).map { "user\($0)" }, to: bed.cid)
        let composer = try await bed.composer()
        let screen = composerHost(composer, width: 70, height: 12)
        screen.type("/mute @")
        #expect(composer.composerCommand?.id == "/mute")
        #expect(composer.mentionSuggestions.first == "mike", "the most recently active first")
        screen.type("z")
        #expect(composer.suggestionsAnswer.isPending, "the server has not answered")
        #expect(composer.mentionSuggestions == ["zoe", "anabel"])
        screen.press(.enter)
        #expect(composer.text == "@Zoë Kravitz ")
        let command = try #require(composer.composerCommand)
        let mute = try #require(composer.commandsHandler.commandHandler(for: command) as? TwoStepMentionCommand)
        #expect(mute.selectedUser?.id == "zoe")
    }

    /// Mentions of all the app's users are searched on the server for every text: while
    /// `@anab` is on its way the list of `@an` keeps only Anabel; `@anx` keeps nobody and
    /// nothing can be picked.
    @Test func aMentionOfAllUsersNeverPicksARowOfThePreviousText() async throws {
        @MainActor final class AllUsersConfig: CommandsConfig {
            let mentionsSymbol = "@"
            let instantCommandsSymbol = "/"
            func makeCommandsHandler(with channelController: ChatChannelController) -> CommandsHandler {
                CommandsHandler(commands: [MentionsCommandHandler(channelController: channelController, commandSymbol: "@", mentionAllAppUsers: true)])
            }
        }
        let bed = try ComposerTestBed()
        let composer = try await bed.composer(config: AllUsersConfig())
        composer.type("hi @an")
        await settle { composer.mentionSuggestions == ["ana", "anabel"] }
        #expect(composer.mentionSuggestions == ["ana", "anabel"])
        composer.type("x")
        #expect(composer.suggestionsAnswer.isPending, "the server has not answered")
        #expect(composer.suggestions.isEmpty, "neither matches “anx”")
        #expect(!composer.pickHighlightedSuggestion())
        composer.text = "hi @an"
        composer.selectedRangeLocation = 6
        await settle { composer.mentionSuggestions == ["ana", "anabel"] }
        composer.type("ab")
        #expect(composer.suggestionsAnswer.isPending, "the server has not answered")
        #expect(composer.mentionSuggestions == ["anabel"])
        #expect(composer.pickHighlightedSuggestion())
        #expect(composer.text == "hi @Anabel Ortiz ")
        #expect(composer.mentionedUsers.map(\.id) == ["anabel"])
    }
}
