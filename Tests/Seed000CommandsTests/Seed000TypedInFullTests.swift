import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
import Testing
import TerminalUI

/// The seed's commands typed in full (`/mute @ana now`), without picking the command from the
/// list, in the serialized suite (the sample mute reads the injected client).
extension Seed000Tests {
    private func typed(_ typed: String, config: CommandsConfig) async throws -> (Seed000Bed, MessageComposerViewModel, ViewHost) {
        let bed = try Seed000Bed()
        _ = setUpStreamChat(chatClient: try await bed.client())     // the sample mute reads @Injected(\.chatClient)
        let composer = MessageComposerViewModel(channelController: try await bed.channelController(), commandsConfig: config)
        let screen = ViewHost(rootView: MessageComposerView(viewFactory: DefaultViewFactory.shared, viewModel: composer))
        _ = screen.snapshot(width: 70, height: 12)
        screen.type(typed)
        return (bed, composer, screen)
    }

    /// The seed's sample mute reads no text after the user: `/mute @ana now` muted Ana and
    /// dropped "now". It does not run; the notice names the text, which stays.
    @Test func sampleMuteWithTextAfterTheUserIsRefused() async throws {
        let (bed, composer, screen) = try await typed("/mute @ana now", config: CustomCommandsConfig())
        defer { withExtendedLifetime(bed) {} }
        await settle { composer.suggestionRowCount == 0 }
        screen.press(.enter)
        await settle { composer.notice != nil }
        #expect(composer.notice?.text == "/mute takes only a user. Remove “now”.")
        #expect(composer.text == "@Ana Lee now")
        #expect(!composer.channelController.messages.contains { $0.type == .system }, "nobody muted")
    }
}
