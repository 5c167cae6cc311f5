import Foundation
import PatientWait
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
import Testing
import TerminalUI

/// Return on a two-step command whose user is not picked says why nothing happens: it did
/// nothing at all (the send button is only dimmed, and a terminal user presses Return).
@MainActor @Suite struct ComposerUnpickedUserTests {
    private func host(_ composer: MessageComposerViewModel) -> ViewHost {
        composerHost(composer, width: 70, height: 12)
    }

    @Test func returnWithANameThatMatchesNobodySaysSo() async throws {
        let bed = try ComposerTestBed(commands: ComposerInstantCommandsTests.allCommands)
        let composer = try await bed.composer()
        let screen = host(composer)
        screen.type("/mute @nobody")
        #expect(composer.composerCommand?.id == "/mute")
        await settle { composer.suggestionRowCount == 0 }
        let messagesBefore = composer.channelController.messages.count
        screen.press(.enter)
        await settle { composer.notice != nil }
        let text = screen.snapshot(width: 70, height: 12)
        #expect(composer.notice == ComposerNotice(kind: .error, text: "No member matches “@nobody”. Pick a user from the list."))
        #expect(text.contains("No member matches “@nobody”."), "\(text)")
        #expect(composer.text == "@nobody", "the text stays to correct")
        #expect(composer.composerCommand?.id == "/mute")
        #expect(composer.channelController.messages.count == messagesBefore, "nothing posted")
        // Typing on clears the notice.
        screen.type("x")
        #expect(composer.notice == nil)
    }

    /// A two-step command typed with yourself says so: the suggestions leave the current user
    /// out, and "No member matches “@me”." was wrong about a member.
    @Test(arguments: ["/mute @me", "/mute @Me", "/ban @me 10", "/mute @Me Myself"])
    func returnWithYourselfSaysItIsYou(_ typed: String) async throws {
        let bed = try ComposerTestBed(commands: ComposerInstantCommandsTests.allCommands)
        let composer = try await bed.composer()
        let screen = host(composer)
        screen.type(typed)
        await settle { composer.suggestionRowCount == 0 }
        let messagesBefore = composer.channelController.messages.count
        screen.press(.enter)
        await settle { composer.notice != nil }
        let command = String(typed.prefix { $0 != " " })
        let mention = String(typed.dropFirst(command.count + 1).prefix { $0 != " " })
        #expect(composer.notice == ComposerNotice(kind: .error, text: "“\(mention)” is you: \(command) takes another member."))
        #expect(composer.channelController.messages.count == messagesBefore, "nothing posted")
    }

    /// Escape ends the command: its notice asked for a pick the plain text no longer takes, and
    /// stayed above the input.
    @Test func escapeEndingTheCommandTakesItsNoticeAlong() async throws {
        let bed = try ComposerTestBed(commands: ComposerInstantCommandsTests.allCommands)
        let composer = try await bed.composer()
        let screen = host(composer)
        screen.type("/mute @nobody")
        await settle { composer.suggestionRowCount == 0 }
        screen.press(.enter)
        await settle { composer.notice != nil }
        #expect(screen.handle(.key(TerminalKeyEvent(.escape))), "ends the command")
        #expect(composer.activeInstantCommand == nil, "the /mute chip is gone")
        #expect(composer.text == "@nobody", "the text stays")
        #expect(composer.notice == nil)
        let text = screen.snapshot(width: 70, height: 12)
        #expect(!text.contains("No member matches"), "\(text)")
    }

    @Test func returnOnAnEmptyInputStaysQuiet() async throws {
        let bed = try ComposerTestBed(commands: ComposerInstantCommandsTests.allCommands)
        let composer = try await bed.composer()
        let screen = host(composer)
        screen.press(.enter)
        #expect(composer.notice == nil)
        screen.type("   ")
        screen.press(.enter)
        #expect(composer.notice == nil)
    }

    /// In a channel with more members than are loaded, the user search goes to the server: no
    /// "No member matches" before it answered (Return said so while it was on its way).
    @Test func noVerdictWhileTheServerSearches() async throws {
        let bed = try ComposerTestBed(commands: ComposerInstantCommandsTests.allCommands)
        try bed.server.seedUsers((0..<150).map { ChatServer.SeedUser(id: "user\($0)", name: "Filler \($0)") })
        try bed.server.seedMembers((0..<150).map { "user\($0)" }, to: bed.cid)
        let composer = try await bed.composer()
        let screen = host(composer)
        screen.type("/mute @nob")
        await settle { !composer.suggestionsAnswer.isPending }
        #expect(composer.suggestionRowCount == 0)
        screen.type("ody")
        #expect(composer.suggestionRowCount == 0 && composer.suggestionsAnswer.isPending, "the server has not answered")
        screen.press(.enter)
        #expect(composer.notice == nil, "no verdict before the answer")
        await settle { composer.notice != nil }
        #expect(composer.notice?.text == "No member matches “@nobody”. Pick a user from the list.")
    }

    /// A user search that failed shows its error, not "No member matches".
    @Test func aFailedSearchShowsItsError() async throws {
        struct SearchDown: Error, CustomStringConvertible { var description: String { "Search is down" } }
        final class FailingMute: TwoStepMentionCommand {
            override func showSuggestions(for command: ComposerCommand) -> Future<SuggestionInfo, Error> {
                Future { $0(.failure(SearchDown())) }
            }
        }
        @MainActor final class FailingConfig: CommandsConfig {
            let mentionsSymbol = "@"
            let instantCommandsSymbol = "/"
            func makeCommandsHandler(with channelController: ChatChannelController) -> CommandsHandler {
                CommandsHandler(commands: [InstantCommandsHandler(commands: [FailingMute(
                    channelController: channelController, commandSymbol: "/mute", id: "/mute",
                    displayInfo: CommandDisplayInfo(displayName: "Mute", icon: UIImage(systemName: "star")!, format: "/mute", isInstant: true)
                )])])
            }
        }
        let bed = try ComposerTestBed(commands: ComposerInstantCommandsTests.allCommands)
        let composer = try await bed.composer(config: FailingConfig())
        let screen = host(composer)
        screen.type("/mute @ana")
        #expect(composer.composerCommand?.id == "/mute")
        screen.press(.enter)
        #expect(composer.notice?.kind == .error)
        #expect(composer.notice?.text.contains("Search is down") == true, "\(String(describing: composer.notice))")
    }
}

extension SuggestionsAnswer {
    var isPending: Bool { if case .pending = self { true } else { false } }
}

extension ComposerUnpickedUserTests {
    /// A name that matches, its list closed (Escape): Return shows the list again and asks for
    /// the pick; "No member matches" would be wrong.
    @Test func returnWithAMatchingNameShowsItsList() async throws {
        let (bed, composer, screen) = try await ComposerTestBed.listingMuteCandidates()
        defer { withExtendedLifetime(bed) {} }
        #expect(screen.handle(.key(TerminalKeyEvent(.escape))), "closes the list")
        #expect(composer.suggestionRowCount == 0)
        screen.press(.enter)
        await settle { composer.notice != nil }
        #expect(composer.notice?.text == "Pick a user first.")
        #expect(composer.mentionSuggestions == ["ana", "anabel"])
    }
}
