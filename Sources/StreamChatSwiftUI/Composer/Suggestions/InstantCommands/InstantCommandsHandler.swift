import Combine
import Foundation
import StreamChat
import SwiftUI

/// Lists instant commands when the instant-commands symbol starts the text (filtered by what
/// follows it: "/gi" lists only giphy), and activates the one picked or typed.
///
/// Its `commands` are asked first; a command typed in full followed by a space (`/giphy cats`)
/// is handled by that command directly.
public final class InstantCommandsHandler: CommandHandler {
    public let id: String
    public var displayInfo: CommandDisplayInfo?
    /// The instant commands, in the order they are listed.
    public let commands: [CommandHandler]
    /// The symbol that starts an instant command.
    public let symbol: String

    private let typingSuggester: TypingSuggester

    /// Creates the handler.
    /// - Parameters:
    ///   - commands: the instant commands, in the order they are listed.
    ///   - symbol: the symbol that lists them; by default the symbol the commands' ids start with
    ///     (`/` for `/giphy`), so a custom config whose commands use another symbol just works.
    ///   - id: the identifier of the listing command.
    public init(commands: [CommandHandler], symbol: String? = nil, id: String = "instantCommands") {
        self.commands = commands
        self.id = id
        let symbol = symbol ?? Self.commonSymbol(of: commands) ?? "/"
        self.symbol = symbol
        typingSuggester = TypingSuggester(options: TypingSuggestionOptions(symbol: symbol, shouldTriggerOnlyAtStart: true))
    }

    public func canHandleCommand(in text: String, caretLocation: Int) -> ComposerCommand? {
        for command in commands {
            if let instantCommand = command.canHandleCommand(in: text, caretLocation: caretLocation) {
                return instantCommand
            }
        }
        guard let typingSuggestion = typingSuggester.typingSuggestion(in: text, caretLocation: caretLocation) else {
            return nil
        }
        return ComposerCommand(id: id, typingSuggestion: typingSuggestion, displayInfo: nil)
    }

    public func commandHandler(for command: ComposerCommand) -> CommandHandler? {
        for instant in commands {
            if let handler = instant.commandHandler(for: command) {
                return handler
            }
        }
        return command.id == id ? self : nil
    }

    /// Lists the commands that have display info and whose name starts with the typed text.
    public func showSuggestions(for command: ComposerCommand) -> Future<SuggestionInfo, Error> {
        if let handler = commandHandler(for: command), handler.id != id {
            return handler.showSuggestions(for: command)
        }
        return .resolved(SuggestionInfo(key: id, value: matchingCommands(for: command.typingSuggestion.text)))
    }

    /// Activates the command in `extraData["instantCommand"]` (a `ComposerCommand` or a
    /// `CommandHandler` from this handler's list); anything else changes nothing.
    public func handleCommand(
        for text: Binding<String>,
        selectedRangeLocation: Binding<Int>,
        command: Binding<ComposerCommand?>,
        extraData: [String: Any]
    ) {
        if let commandValue = command.wrappedValue, commandValue.id != id,
           let handler = commandHandler(for: commandValue), handler.id != id {
            handler.handleCommand(for: text, selectedRangeLocation: selectedRangeLocation, command: command, extraData: extraData)
            return
        }
        let picked: CommandHandler?
        switch extraData["instantCommand"] {
        case let composerCommand as ComposerCommand:
            picked = commands.first { $0.id == composerCommand.id }
        case let handler as CommandHandler:
            picked = commands.first { $0.id == handler.id }
        default:
            picked = nil
        }
        guard let picked else { return }
        command.wrappedValue = Self.activated(picked)
        text.wrappedValue = ""
        selectedRangeLocation.wrappedValue = 0
    }

    public func canBeExecuted(composerCommand: ComposerCommand) -> Bool {
        if let handler = commandHandler(for: composerCommand), handler.id != id {
            return handler.canBeExecuted(composerCommand: composerCommand)
        }
        return false
    }

    public func executeOnMessageSent(
        composerCommand: ComposerCommand,
        completion: @escaping @MainActor (Error?) -> Void
    ) {
        if let handler = commandHandler(for: composerCommand), handler.id != id {
            handler.executeOnMessageSent(composerCommand: composerCommand, completion: completion)
        }
    }

    // MARK: - Internal

    /// The listed commands whose name (without the symbol) starts with `query`, case- and
    /// diacritic-insensitively, in configured order.
    func matchingCommands(for query: String) -> [CommandHandler] {
        return commands.filter { command in
            guard command.displayInfo != nil else { return false }
            var name = Self.trigger(of: command)
            if name.hasPrefix(symbol) { name.removeFirst(symbol.count) }
            return name.hasFoldedPrefix(query) || (command.displayInfo?.displayName ?? "").hasFoldedPrefix(query)
        }
    }

    /// The command as it becomes active when picked: nothing typed yet.
    static func activated(_ handler: CommandHandler) -> ComposerCommand {
        ComposerCommand(
            id: handler.id,
            typingSuggestion: .empty,
            displayInfo: handler.displayInfo,
            replacesMessageSent: handler.replacesMessageSent
        )
    }

    /// What the user types to start `command`: its command symbol when known, else its id.
    static func trigger(of command: CommandHandler) -> String {
        (command as? SymbolTriggeredCommand)?.commandSymbol ?? command.id
    }

    /// The leading symbol all `commands` triggers share (e.g. `/`), if any.
    private static func commonSymbol(of commands: [CommandHandler]) -> String? {
        let symbols = Set(commands.compactMap { command in
            trigger(of: command).first.flatMap { $0.isLetter || $0.isNumber ? nil : String($0) }
        })
        return symbols.count == 1 ? symbols.first : nil
    }
}
