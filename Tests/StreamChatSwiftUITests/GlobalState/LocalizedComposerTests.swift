import Foundation
import PatientWait
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
import Testing

extension GlobalStateTests {
    /// The composer's texts come from the strings table: a replaced localization provider
    /// changes them on screen.
    @MainActor
    @Suite("Composer strings through L10n")
    struct LocalizedComposerTests {
        /// A provider that rewords the composer's own texts, leaving every other key alone.
        private static let german: @Sendable (String, String) -> String = { key, table in
            switch key {
            case "composer.suggestions.commands.header": "Sofortbefehle"
            case "composer.editing": "Bearbeiten: %@"
            case "composer.placeholder.message": "Nachricht senden"
            case "composer.errors.pick-user": "Zuerst eine Person wählen."
            case "composer.errors.command-timeout": "Der Befehl wurde nicht beendet."
            case "composer.errors.nothing-to-send": "Nichts zu senden."
            case "composer.errors.stopped-waiting": "Nicht mehr auf den Befehl gewartet."
            case "composer.outcome.muted": "%@ wurde stummgeschaltet"
            default: Appearance.defaultLocalizationProvider(key, table)
            }
        }

        /// Runs `body` with the German provider, restoring the previous one before returning.
        /// Synchronous on the main actor, so no other main-actor test runs in between.
        private func withGerman<T>(_ body: () throws -> T) rethrows -> T {
            let original = Appearance.localizationProvider
            Appearance.localizationProvider = Self.german
            defer { Appearance.localizationProvider = original }
            return try body()
        }

        @Test func composerTextsFollowTheProvider() async throws {
            let bed = try ComposerTestBed(commands: ComposerInstantCommandsTests.allCommands)
            let composer = try await bed.composer()
            let controller = composer.channelController
            _ = try await controller.send("Hallo zusammen")
            await settle { controller.messages.first?.localState == nil }
            let sent = try #require(controller.messages.first)
            let (list, editing, texts) = withGerman {
                let commands = ViewHost(rootView: MessageComposerView(viewFactory: DefaultViewFactory.shared, viewModel: composer))
                let idle = commands.snapshot(width: 70, height: 14)
                commands.type("/")
                let list = commands.snapshot(width: 70, height: 14)
                let edit = ViewHost(rootView: MessageComposerView(
                    viewFactory: DefaultViewFactory.shared, channelController: controller, editedMessage: .constant(sent)
                ))
                return (idle + "\n" + list, edit.snapshot(width: 70, height: 8), renderDefaultTexts())
            }
            #expect(list.contains("Nachricht senden"), "\(list)")
            #expect(list.contains("Sofortbefehle"), "\(list)")
            #expect(!list.contains("Instant commands"), "\(list)")
            #expect(editing.contains("Bearbeiten: Hallo zusammen"), "\(editing)")
            #expect(!editing.contains("Editing:"), "\(editing)")
            #expect(texts == [
                "Zuerst eine Person wählen.", "Der Befehl wurde nicht beendet.", "Ana Lee wurde stummgeschaltet",
                "Nichts zu senden.", "Nicht mehr auf den Befehl gewartet.",
            ])
            // Restored: the shipped strings again.
            #expect(L10n.Composer.Suggestions.commandsHeader == "Instant commands")
            #expect(L10n.Composer.editing("x") == "Editing: x")
        }

        /// The composer's error and outcome texts as the user would read them.
        private func renderDefaultTexts() -> [String] {
            [
                TwoStepCommandError.noUserSelected.description,
                CommandTimeoutError().description,
                CommandOutcomeText.success(commandId: "/mute", displayName: "Mute", user: ChatUser(id: "ana", name: "Ana Lee")),
                ComposerSendError.nothingToSend.description,
                ComposerSendError.stoppedWaiting.description,
            ]
        }
    }
}
