import Combine
import Foundation
import StreamChat
import SwiftUI

/// The root handler: asks its handlers in order and routes everything to the first one that
/// handles the text (or owns the command).
public final class CommandsHandler: CommandHandler {
    /// The handlers, in the order they are asked.
    public let commands: [CommandHandler]
    public let id: String = "main"
    public var displayInfo: CommandDisplayInfo?

    /// Creates the root handler over `commands`, asked in order.
    public init(commands: [CommandHandler]) {
        self.commands = commands
    }

    public func canHandleCommand(in text: String, caretLocation: Int) -> ComposerCommand? {
        for command in commands {
            if let composerCommand = command.canHandleCommand(in: text, caretLocation: caretLocation) {
                return composerCommand
            }
        }
        return nil
    }

    public func commandHandler(for command: ComposerCommand) -> CommandHandler? {
        for handler in commands {
            if let found = handler.commandHandler(for: command) {
                return found
            }
        }
        return nil
    }

    public func showSuggestions(for command: ComposerCommand) -> Future<SuggestionInfo, Error> {
        guard let handler = commandHandler(for: command) else {
            return .failed(CommandSuggestionError.noSuggestionsAvailable)
        }
        return handler.showSuggestions(for: command)
    }

    public func handleCommand(
        for text: Binding<String>,
        selectedRangeLocation: Binding<Int>,
        command: Binding<ComposerCommand?>,
        extraData: [String: Any]
    ) {
        guard let commandValue = command.wrappedValue,
              let handler = commandHandler(for: commandValue) else { return }
        handler.handleCommand(
            for: text,
            selectedRangeLocation: selectedRangeLocation,
            command: command,
            extraData: extraData
        )
    }

    public func canBeExecuted(composerCommand: ComposerCommand) -> Bool {
        guard let handler = commandHandler(for: composerCommand) else {
            return !composerCommand.typingSuggestion.text.isEmpty
        }
        return handler.canBeExecuted(composerCommand: composerCommand)
    }

    public func executeOnMessageSent(
        composerCommand: ComposerCommand,
        completion: @escaping @MainActor (Error?) -> Void
    ) {
        commandHandler(for: composerCommand)?.executeOnMessageSent(
            composerCommand: composerCommand,
            completion: completion
        )
    }

    /// Every handler reachable from this one that is listed among instant commands.
    var instantCommands: [CommandHandler] {
        commands.flatMap { ($0 as? InstantCommandsHandler)?.commands ?? [] }
    }
}
