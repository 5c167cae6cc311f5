import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import Testing
import TerminalUI

/// A two-step command typed in full with an argument after the user (`/pay @chloe 12.5`,
/// `/mute @zoe now`): Return said "No member matches “@chloe 12.5”", the argument read as part
/// of the name. The typed mention is the member it names; the rest is the argument.
@MainActor @Suite struct ComposerTypedMentionTests {
    private func typedAndReturned(_ typed: String) async throws -> (ComposerTestBed, MessageComposerViewModel, ViewHost) {
        let bed = try ComposerTestBed(commands: ComposerInstantCommandsTests.allCommands)
        let composer = try await bed.composer()
        let screen = composerHost(composer, width: 70, height: 12)
        screen.type(typed)
        #expect(composer.composerCommand?.id == "/mute")
        await settle { composer.suggestionRowCount == 0 }
        screen.press(.enter)
        return (bed, composer, screen)
    }

    /// `zoe` is Zoë Kravitz's id; " now" stays after her mention as the argument.
    @Test func mentionByIdWithAnArgumentPicksTheMember() async throws {
        let (bed, composer, _) = try await typedAndReturned("/mute @zoe now")
        defer { withExtendedLifetime(bed) {} }
        #expect(composer.notice == nil)
        #expect(composer.text == "@Zoë Kravitz now", "the argument follows the picked mention")
        await settle { !composer.isExecutingCommand }
        #expect(composer.channelController.messages.first?.text == "Zoë Kravitz was muted")
        #expect(composer.text.isEmpty)
    }

    /// The longest name the text starts with wins: Ana Lee, not Anabel nor a bare "Ana".
    @Test func fullNameWithAnArgumentPicksThatMember() async throws {
        let (bed, composer, _) = try await typedAndReturned("/mute @ana lee for an hour")
        defer { withExtendedLifetime(bed) {} }
        #expect(composer.text == "@Ana Lee for an hour")
        await settle { !composer.isExecutingCommand }
        #expect(composer.channelController.messages.first?.text == "Ana Lee was muted")
    }

    /// No member: the notice names only the typed user, not the argument.
    @Test func unknownUserWithAnArgumentIsNamedAlone() async throws {
        let (bed, composer, _) = try await typedAndReturned("/mute @nobody now")
        defer { withExtendedLifetime(bed) {} }
        await settle { composer.notice != nil }
        #expect(composer.notice?.text == "No member matches “@nobody”. Pick a user from the list.")
        #expect(composer.text == "@nobody now")
    }
}
