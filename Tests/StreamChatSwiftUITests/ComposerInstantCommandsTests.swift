import Foundation
import PatientWait
import StreamChat
import Testing
@testable import StreamChatSwiftUI

/// Instant commands through the composer's view model, against the embedded server.
@MainActor @Suite struct ComposerInstantCommandsTests {
    static let allCommands = ["giphy", "mute", "unmute", "ban", "unban", "flag"]

    @Test func slashListsEnabledCommandsInConfiguredOrderAndFiltersByPrefix() async throws {
        let bed = try ComposerTestBed(commands: Self.allCommands)
        let composer = try await bed.composer()
        composer.type("/")
        #expect(composer.commandSuggestions == ["/giphy", "/mute", "/unmute", "/ban", "/unban", "/flag"])
        composer.type("gi")
        #expect(composer.commandSuggestions == ["/giphy"])
        composer.type("x")
        #expect(composer.suggestions.isEmpty)
    }

    @Test func slashOnlyAtStart() async throws {
        let bed = try ComposerTestBed(commands: Self.allCommands)
        let composer = try await bed.composer()
        composer.type("a /gi")
        #expect(composer.suggestions.isEmpty)
        #expect(composer.composerCommand == nil)
    }

    @Test func disabledCommandIsNeitherListedNorActivated() async throws {
        let bed = try ComposerTestBed(commands: ["giphy", "mute", "unmute"])
        let composer = try await bed.composer()
        composer.type("/")
        #expect(composer.commandSuggestions == ["/giphy", "/mute", "/unmute"])
        composer.text = ""
        composer.type("/ban @an")
        #expect(composer.composerCommand?.id == "mentions")     // plain text with a mention, not /ban
        #expect(composer.activeInstantCommand == nil)
        // Picking a disabled command through handleCommand changes nothing either.
        composer.text = "/"
        composer.selectedRangeLocation = 1
        let ban = try #require(composer.commandsHandler.instantCommands.first { $0.id == "/ban" })
        composer.handleCommand(["instantCommand": ban])
        #expect(composer.composerCommand?.id == "instantCommands")
        #expect(composer.text == "/")
    }

    @Test func pickingGiphyShowsChipAndSendsCommandWithText() async throws {
        let bed = try ComposerTestBed(commands: Self.allCommands)
        let composer = try await bed.composer()
        composer.type("/gi")
        let giphy = try #require(composer.suggestions["instantCommands"] as? [CommandHandler]).first!
        composer.handleCommand(["instantCommand": InstantCommandsHandler.activated(giphy)])
        #expect(composer.composerCommand?.id == "/giphy")
        #expect(composer.composerCommand?.displayInfo?.isInstant == true)
        #expect(composer.text == "")
        #expect(!composer.canSend)
        composer.type("cats")
        #expect(composer.canSend)
        composer.sendMessage()
        #expect(composer.composerCommand == nil)
        await settle { composer.channelController.messages.contains { $0.command == "giphy" } }
        #expect(composer.channelController.messages.contains { $0.command == "giphy" && $0.arguments == "cats" })
    }

    @Test func typingCommandInFullActivatesIt() async throws {
        let bed = try ComposerTestBed(commands: Self.allCommands)
        let composer = try await bed.composer()
        composer.type("/giphy dogs")
        #expect(composer.composerCommand?.id == "/giphy")
        #expect(composer.text == "dogs")
        #expect(composer.selectedRangeLocation == 4)
    }

    @Test func customSymbolsWork() async throws {
        final class BangConfig: CommandsConfig {
            let mentionsSymbol = "+"
            let instantCommandsSymbol = "!"
            @MainActor func makeCommandsHandler(with channelController: ChatChannelController) -> CommandsHandler {
                CommandsHandler(commands: [
                    MentionsCommandHandler(channelController: channelController, commandSymbol: mentionsSymbol, mentionAllAppUsers: false),
                    InstantCommandsHandler(commands: [
                        GiphyCommandHandler(commandSymbol: "!giphy"),
                        MuteCommandHandler(channelController: channelController, commandSymbol: "!mute"),
                    ]),
                ])
            }
        }
        let bed = try ComposerTestBed(commands: Self.allCommands)
        let composer = try await bed.composer(config: BangConfig())
        composer.type("!m")
        #expect(composer.commandSuggestions == ["/mute"])
        composer.text = ""
        composer.type("hi +mi")
        #expect(composer.mentionSuggestions == ["mike"])
        let mike = try #require((composer.suggestions["mentions"] as? [ChatUser])?.first)
        composer.handleCommand(["chatUser": mike])
        #expect(composer.text == "hi +Mike Morris ")
        #expect(composer.mentionedUserIds(in: composer.text) == ["mike"])
    }

    @Test func handlerWithoutDisplayInfoIsNotListed() async throws {
        final class HiddenConfig: CommandsConfig {
            let mentionsSymbol = "@"
            let instantCommandsSymbol = "/"
            @MainActor func makeCommandsHandler(with channelController: ChatChannelController) -> CommandsHandler {
                let hidden = TwoStepMentionCommand(channelController: channelController, commandSymbol: "/hidden", id: "/hidden")
                return CommandsHandler(commands: [InstantCommandsHandler(commands: [hidden, GiphyCommandHandler(commandSymbol: "/giphy")])])
            }
        }
        let bed = try ComposerTestBed(commands: Self.allCommands)
        let composer = try await bed.composer(config: HiddenConfig())
        composer.type("/")
        #expect(composer.commandSuggestions == ["/giphy"])
    }
}
