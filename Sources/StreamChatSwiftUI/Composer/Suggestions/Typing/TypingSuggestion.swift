import Foundation

/// The part of the composer's text that a command is being typed in.
///
/// `locationRange` is measured in UTF-16 code units (as `NSRange` is everywhere in the
/// composer), so emoji, CJK or combining marks before it never shift it.
public struct TypingSuggestion: Sendable, Equatable {
    /// The text the user is typing for the command (for a mention: the query after the symbol).
    public let text: String
    /// Where `text` sits in the whole input, in UTF-16 code units.
    public let locationRange: NSRange

    /// Creates a typing suggestion.
    /// - Parameters:
    ///   - text: the text typed for the command.
    ///   - locationRange: the location of `text` in the whole input, in UTF-16 code units.
    public init(text: String, locationRange: NSRange) {
        self.text = text
        self.locationRange = locationRange
    }

    /// No text at the start of the input.
    public static let empty = TypingSuggestion(text: "", locationRange: NSRange(location: 0, length: 0))
}

/// The rules a ``TypingSuggester`` applies to recognise a command being typed.
public struct TypingSuggestionOptions: Sendable, Equatable {
    /// The symbol that starts the command (for example `@` or `/`). May be longer than one character.
    public var symbol: String
    /// Whether the symbol only counts at the very start of the input (instant commands).
    public var shouldTriggerOnlyAtStart: Bool
    /// Whether the typed text may contain single spaces (mention queries such as "Mike Mo").
    /// A newline, two spaces in a row, or a leading space always end the query.
    public var allowsSpaces: Bool
    /// The minimum number of characters that must follow the symbol.
    public var minimumRequiredCharacters: Int

    /// Creates options for a ``TypingSuggester``.
    public init(
        symbol: String,
        shouldTriggerOnlyAtStart: Bool = false,
        allowsSpaces: Bool = false,
        minimumRequiredCharacters: Int = 0
    ) {
        self.symbol = symbol
        self.shouldTriggerOnlyAtStart = shouldTriggerOnlyAtStart
        self.allowsSpaces = allowsSpaces
        self.minimumRequiredCharacters = minimumRequiredCharacters
    }
}
