import Foundation
import PatientWait
@testable import StreamChat
@testable import StreamChatSwiftUI
import Testing
import TerminalUI

/// Stream's `/ban @userid reason` and `/flag @userid reason`: the text typed after the user is
/// the reason. The SDK's /ban and /flag refused it ("/ban takes only a user. Remove “spam
/// links”."); now it reaches the server with the ban or flag and shows in the outcome.
@MainActor @Suite struct ComposerCommandReasonTests {
    private func typedAndReturned(_ typed: String) async throws -> (ComposerTestBed, MessageComposerViewModel) {
        let bed = try ComposerTestBed(owner: "mod", members: ["me", "mod", "ana", "anabel", "zoe", "mike", "li"],
                                      commands: ComposerInstantCommandsTests.allCommands)
        let composer = try await bed.composer(as: "mod")
        let screen = composerHost(composer, width: 70, height: 12)
        screen.type(typed)
        #expect(composer.activeInstantCommand != nil, "\(typed)")
        await settle { composer.suggestionRowCount == 0 }
        screen.press(.enter)
        await settle { !composer.isExecutingCommand && (composer.notice != nil || composer.text.isEmpty) }
        return (bed, composer)
    }

    /// The reason the server stored for `table`'s row about Zoë (`bans` by user, `flags` by target).
    private func storedReason(_ bed: ComposerTestBed, _ sql: String) throws -> String? {
        try bed.server.lock.withLock { try bed.server.store.database.queryFirst(sql, "zoe") { $0.optionalString(0) } } ?? nil
    }

    @Test func banPassesTheTextAfterTheUserAsItsReason() async throws {
        let (bed, composer) = try await typedAndReturned("/ban @zoe spam links")
        #expect(composer.notice == nil)
        #expect(composer.channelController.messages.first?.text == "Zoë Kravitz was banned: spam links")
        #expect(try storedReason(bed, "SELECT reason FROM bans WHERE user_id = ?") == "spam links")
    }

    @Test func flagPassesTheTextAfterTheUserAsItsReason() async throws {
        let (bed, composer) = try await typedAndReturned("/flag @zoe rude")
        #expect(composer.notice == nil)
        #expect(composer.channelController.messages.first?.text == "Zoë Kravitz was flagged: rude")
        #expect(try storedReason(bed, "SELECT reason FROM flags WHERE target_user_id = ?") == "rude")
        #expect(try bed.server.flagCount(of: "zoe") == 1)
    }

    /// Without text after the user there is no reason, and the outcome says only what happened.
    /// Typed as users do: "/ban @zoe", Return picks Zoë from the list (the input then reads
    /// "@Zoë Kravitz "), the next Return runs the command with nothing after her name.
    @Test func withoutTextThereIsNoReason() async throws {
        let bed = try ComposerTestBed(owner: "mod", members: ["me", "mod", "ana", "anabel", "zoe", "mike", "li"],
                                      commands: ComposerInstantCommandsTests.allCommands)
        let composer = try await bed.composer(as: "mod")
        let screen = composerHost(composer, width: 70, height: 12)
        screen.type("/ban @zoe")
        #expect(await ComposerTypedMentionTests.pickZoeAndRun(composer, on: screen) == "Zoë Kravitz was banned")
        #expect(try storedReason(bed, "SELECT reason FROM bans WHERE user_id = ?") == nil)
    }

    @Test func theFormatsNameTheReason() async throws {
        let bed = try ComposerTestBed(commands: ComposerInstantCommandsTests.allCommands)
        let controller = try await bed.channelController()
        #expect(BanCommandHandler(channelController: controller, commandSymbol: "/ban").displayInfo?.format == "/ban [@username] [text]")
        #expect(FlagCommandHandler(channelController: controller, commandSymbol: "/flag").displayInfo?.format == "/flag [@username] [text]")
        #expect(MuteCommandHandler(channelController: controller, commandSymbol: "/mute").displayInfo?.format == "/mute [@username]")
    }
}
