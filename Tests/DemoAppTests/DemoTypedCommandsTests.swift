@testable import DemoSupport
@testable import DemoUI
import Foundation
import PatientWait
@testable import StreamChat
@testable import StreamChatSwiftUI
import Testing

/// The demo's own two-step commands typed in full with their argument, no pick by hand
/// (`/pay @chloe 12.5`, `/ban @mike 10`) and Return: the member the text names is picked and
/// the argument reaches the command. A command of the SDK that takes only a user refuses text
/// after the user (`/mute @mike now` muted Mike and dropped "now").
@Suite(.serialized) @MainActor struct DemoTypedCommandsTests {
    /// Alex (an admin) composing in the seeded team channel with the demo's commands.
    private func composer() async throws -> (ChatServer, MessageComposerViewModel) {
        let server = try await seededDemoServer()
        let client = ChatClient(config: ChatClientConfig(apiKey: APIKey("demo-tests"), transport: server))
        let error: Error? = await withCheckedContinuation { continuation in
            client.connectUser(userInfo: UserInfo(id: "alex"), token: .development(userId: "alex")) { continuation.resume(returning: $0) }
        }
        try #require(error == nil)
        let controller = client.channelController(for: DemoChannels.team)
        let synchronized: Error? = await withCheckedContinuation { continuation in
            controller.synchronize { continuation.resume(returning: $0) }
        }
        try #require(synchronized == nil)
        // Commands may take an hour (`ComposerConfig.commandTimeout`), not the 15 s a loaded machine can exceed.
        let utils = Utils(composerConfig: ComposerConfig(commandTimeout: .seconds(3600)))
        let composer = InjectedValues.withValue(\.utils, utils) { MessageComposerViewModel(channelController: controller, commandsConfig: CustomCommandsConfig()) }
        return (server, composer)
    }

    /// Types `typed` as a paste would put it and presses Return once no row is left to pick.
    private func returnOn(_ typed: String, in composer: MessageComposerViewModel) async throws {
        composer.selectedRangeLocation = typed.utf16.count
        composer.text = typed
        #expect(composer.activeInstantCommand != nil, "\(typed)")
        try await waitUntil { composer.suggestionRowCount == 0 }
        composer.sendMessage()
    }

    @Test func payTypedInFullPaysTheNamedMember() async throws {
        let (server, composer) = try await composer()
        defer { withExtendedLifetime(server) {} }
        try await returnOn("/pay @chloe 12.5", in: composer)
        try await waitUntil { !composer.isExecutingCommand && composer.channelController.messages.contains { $0.text.hasPrefix("💸") } }
        #expect(composer.channelController.messages.first { $0.text.hasPrefix("💸") }?.text == "💸 sent 12.5 to @Chloé Dubois")
        #expect(composer.notice == nil)
        // The posted message says it all: no "Pay: Chloé Dubois" line under it.
        #expect(!composer.channelController.messages.contains { $0.type == .system }, "\(composer.channelController.messages.map(\.text))")
    }

    /// An amount `/pay` refuses is said above the input, with the reason the handler found,
    /// and nothing is posted.
    @Test func payTypedInFullWithABadAmountSaysWhy() async throws {
        let (server, composer) = try await composer()
        defer { withExtendedLifetime(server) {} }
        try await returnOn("/pay @chloe 1.234", in: composer)
        try await waitUntil { !composer.isExecutingCommand && composer.notice != nil }
        #expect(composer.notice?.text == "\"1.234\" has more than two decimals, e.g. 12.50")
        #expect(!composer.channelController.messages.contains { $0.text.hasPrefix("💸") })
    }

    @Test func banTypedInFullWithMinutesBansForThatLong() async throws {
        let (server, composer) = try await composer()
        defer { withExtendedLifetime(server) {} }
        try await returnOn("/ban @mike 10", in: composer)
        try await waitUntil { !composer.isExecutingCommand && composer.channelController.messages.first?.type == .system }
        #expect(composer.channelController.messages.first?.text == "Mike Morris was banned for 10 minutes")
        #expect(composer.notice == nil)
    }

    @Test func muteTypedInFullWithTextAfterTheUserIsRefused() async throws {
        let (server, composer) = try await composer()
        defer { withExtendedLifetime(server) {} }
        try await returnOn("/mute @mike now", in: composer)
        try await waitUntil { composer.notice != nil }
        #expect(composer.notice?.text == "/mute takes only a user. Remove “now”.")
        #expect(composer.text == "@Mike Morris now")
    }
}
