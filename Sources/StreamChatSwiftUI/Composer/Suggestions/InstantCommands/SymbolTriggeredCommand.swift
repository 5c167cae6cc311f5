import Foundation

/// A command started by typing its full symbol (e.g. `/giphy`), then a space.
@MainActor protocol SymbolTriggeredCommand: CommandHandler {
    /// What the user types to start the command, e.g. `/giphy`.
    var commandSymbol: String { get }
}

extension SymbolTriggeredCommand {
    /// The text after `"<commandSymbol> "` when `text` starts with it: the command typed in full.
    func typedInFull(in text: String, caretLocation: Int) -> TypingSuggestion? {
        let prefix = commandSymbol + " "
        guard !commandSymbol.isEmpty, text.hasPrefix(prefix) else { return nil }
        let prefixLength = prefix.utf16.count
        let rest = String(text.unicodeScalars.dropFirst(prefix.unicodeScalars.count))
        return TypingSuggestion(text: rest, locationRange: NSRange(location: prefixLength, length: rest.utf16.count))
    }

    /// The active command for `typingSuggestion`.
    func composerCommand(with typingSuggestion: TypingSuggestion) -> ComposerCommand {
        ComposerCommand(
            id: id,
            typingSuggestion: typingSuggestion,
            displayInfo: displayInfo,
            replacesMessageSent: replacesMessageSent
        )
    }
}
