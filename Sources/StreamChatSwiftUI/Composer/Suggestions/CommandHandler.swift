import Combine
import Foundation
import StreamChat
import SwiftUI

/// Defines methods for handling commands typed in the composer (`@` mentions, `/` instant
/// commands, or your own).
///
/// Handlers run on the main actor. Positions (`caretLocation`, ranges) are UTF-16 code units.
@MainActor public protocol CommandHandler: Sendable {

    /// Identifier of the command.
    var id: String { get }

    /// Display info for the command.
    var displayInfo: CommandDisplayInfo? { get }

    /// Whether execution of the command replaces sending of a message.
    var replacesMessageSent: Bool { get }

    /// Checks whether the command can be handled.
    /// - Parameters:
    ///  - text: the user entered text.
    ///  - caretLocation: the end location of a selected text range.
    /// - Returns: optional `ComposerCommand` (if the handler can handle the command).
    func canHandleCommand(
        in text: String,
        caretLocation: Int
    ) -> ComposerCommand?

    /// Returns a command handler for a command (if available).
    /// - Parameter command: the command whose handler will be returned.
    /// - Returns: Optional `CommandHandler`.
    func commandHandler(for command: ComposerCommand) -> CommandHandler?

    /// Shows suggestions for the provided command.
    /// - Parameter command: the command whose suggestions will be shown.
    /// - Returns: `Future` with the suggestions, or an error.
    func showSuggestions(
        for command: ComposerCommand
    ) -> Future<SuggestionInfo, Error>

    /// Handles the provided command.
    /// - Parameters:
    ///  - text: the user entered text.
    ///  - selectedRangeLocation: the end location of the selected text.
    ///  - command: binding of the command.
    ///  - extraData: additional data that can be passed from the command.
    func handleCommand(
        for text: Binding<String>,
        selectedRangeLocation: Binding<Int>,
        command: Binding<ComposerCommand?>,
        extraData: [String: Any]
    )

    /// Checks whether the command can be executed on message sent.
    /// - Parameter command: the command to be checked.
    /// - Returns: `Bool` whether the command can be executed.
    func canBeExecuted(composerCommand: ComposerCommand) -> Bool

    /// Needs to be implemented if you need some code executed before the message is sent.
    /// - Parameters:
    ///  - composerCommand: the command to be executed.
    ///  - completion: called when the command is executed.
    func executeOnMessageSent(
        composerCommand: ComposerCommand,
        completion: @escaping @MainActor (Error?) -> Void
    )
}

/// Default implementations.
extension CommandHandler {
    /// By default a command's message is still sent.
    public var replacesMessageSent: Bool {
        false
    }

    /// By default a command can be executed once something was typed for it.
    public func canBeExecuted(composerCommand: ComposerCommand) -> Bool {
        !composerCommand.typingSuggestion.text.isEmpty
    }

    /// By default nothing runs before the message is sent.
    public func executeOnMessageSent(
        composerCommand: ComposerCommand,
        completion: @escaping @MainActor (Error?) -> Void
    ) {}
}

/// A command recognised in the composer.
public struct ComposerCommand: Sendable {
    /// Identifier of the command (for instant commands also the text sent before the message, e.g. `/giphy`).
    public let id: String
    /// What was typed for the command and where (UTF-16 units).
    public var typingSuggestion: TypingSuggestion
    /// Display info for the command.
    public let displayInfo: CommandDisplayInfo?
    /// Whether execution of the command replaces sending of a message.
    public var replacesMessageSent: Bool

    /// Creates a composer command.
    public init(
        id: String,
        typingSuggestion: TypingSuggestion,
        displayInfo: CommandDisplayInfo?,
        replacesMessageSent: Bool = false
    ) {
        self.id = id
        self.typingSuggestion = typingSuggestion
        self.displayInfo = displayInfo
        self.replacesMessageSent = replacesMessageSent
    }
}

/// Suggestions a handler produced: `key` names the kind (`"mentions"` → `[ChatUser]`,
/// `"instantCommands"` → `[CommandHandler]`), `value` holds them.
public struct SuggestionInfo {
    /// Identifies the suggestion.
    public let key: String
    /// Any value that can be passed to the suggestion.
    public let value: Any

    /// Creates suggestion info.
    public init(key: String, value: Any) {
        self.key = key
        self.value = value
    }
}

/// Display information about a command: how it is listed and shown while active.
public struct CommandDisplayInfo: Sendable {
    /// The name shown in the command list and on the command's chip.
    public let displayName: String
    /// The icon shown beside the name.
    public let icon: UIImage
    /// The usage shown in the list, e.g. `/mute [@username]`.
    public let format: String
    /// Whether picking the command makes it active right away (shown as a chip in the input).
    public let isInstant: Bool
    /// The placeholder of the input while the command is active.
    public let placeholder: String?
    /// A subtitle shown in the command list.
    public let description: String?

    /// Creates display info for a command.
    public init(
        displayName: String,
        icon: UIImage,
        format: String,
        isInstant: Bool,
        placeholder: String? = nil,
        description: String? = nil
    ) {
        self.displayName = displayName
        self.icon = icon
        self.format = format
        self.isInstant = isInstant
        self.placeholder = placeholder
        self.description = description
    }
}

/// Why a handler produced no suggestions.
public enum CommandSuggestionError: Error, Equatable, Sendable {
    /// The command has no suggestions (e.g. `/giphy`).
    case noSuggestionsAvailable
    /// The channel is not loaded or no user is connected.
    case missingData
}

extension Future where Failure == Error {
    /// A future that has already succeeded with `value`.
    static func resolved(_ value: Output) -> Future<Output, Error> {
        Future { promise in promise(.success(value)) }
    }

    /// A future that has already failed with `error`.
    static func failed(_ error: Error) -> Future<Output, Error> {
        Future { promise in promise(.failure(error)) }
    }
}
