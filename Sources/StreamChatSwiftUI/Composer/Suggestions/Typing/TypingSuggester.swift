import Foundation

/// Finds the command being typed before the caret (for example `@Mike Mo` or `/gi`).
///
/// All positions are UTF-16 code units. The rules:
/// - the nearest occurrence of the symbol before the caret decides; it must be at the start of
///   the text or right after a space or a newline (so `ana@example.com` never triggers);
/// - with `shouldTriggerOnlyAtStart` the symbol must be at the very start of the text;
/// - the typed text never contains a newline; with `allowsSpaces` it may contain single
///   spaces (not a leading one, never two in a row), otherwise no space at all;
/// - a caret beyond the text is clamped to its end, a negative one to its start, and a caret
///   inside a surrogate pair to the start of that pair.
public struct TypingSuggester: Sendable {
    /// The rules this suggester applies.
    public let options: TypingSuggestionOptions

    /// Creates a suggester with the given rules.
    public init(options: TypingSuggestionOptions) {
        self.options = options
    }

    /// Returns the command being typed before `caretLocation` (UTF-16 units), if any.
    public func typingSuggestion(in text: String, caretLocation: Int) -> TypingSuggestion? {
        let symbol = Array(options.symbol.utf16)
        guard !symbol.isEmpty else { return nil }
        let units = text.utf16
        let (caretIndex, caret) = Self.clampedCaret(caretLocation, in: text)

        // Walk back from the caret over the typed query until the symbol is found.
        var index = caretIndex
        var offset = caret
        var previousWasSpace = false
        while offset >= symbol.count {
            if Self.units(units, endingAt: index, offset: offset, match: symbol) {
                let symbolStart = offset - symbol.count
                return suggestion(in: text, symbolStart: symbolStart, queryStart: offset, caret: caret)
            }
            guard index > units.startIndex else { return nil }
            let before = units.index(before: index)
            let unit = units[before]
            if unit == Self.newline || unit == Self.carriageReturn { return nil }
            if unit == Self.space {
                if !options.allowsSpaces || previousWasSpace { return nil }
                previousWasSpace = true
            } else {
                previousWasSpace = false
            }
            index = before
            offset -= 1
        }
        return nil
    }

    // MARK: - Private

    private static let space: UInt16 = 0x20
    private static let newline: UInt16 = 0x0A
    private static let carriageReturn: UInt16 = 0x0D

    private func suggestion(in text: String, symbolStart: Int, queryStart: Int, caret: Int) -> TypingSuggestion? {
        let units = text.utf16
        if options.shouldTriggerOnlyAtStart && symbolStart != 0 { return nil }
        if symbolStart > 0 {
            let before = units[units.index(units.startIndex, offsetBy: symbolStart - 1)]
            guard before == Self.space || before == Self.newline || before == Self.carriageReturn else { return nil }
        }
        let start = units.index(units.startIndex, offsetBy: queryStart)
        let end = units.index(units.startIndex, offsetBy: caret)
        let query = String(Substring(text.unicodeScalars[start..<end]))
        if query.utf16.first == Self.space { return nil }
        guard query.count >= options.minimumRequiredCharacters else { return nil }
        return TypingSuggestion(
            text: query,
            locationRange: NSRange(location: queryStart, length: caret - queryStart)
        )
    }

    /// Whether the `match.count` units before `index` equal `match`.
    private static func units(
        _ units: String.UTF16View,
        endingAt index: String.Index,
        offset: Int,
        match: [UInt16]
    ) -> Bool {
        guard offset >= match.count else { return false }
        var cursor = index
        for expected in match.reversed() {
            cursor = units.index(before: cursor)
            if units[cursor] != expected { return false }
        }
        return true
    }

    /// The caret clamped into the text and moved back to a Unicode scalar boundary.
    static func clampedCaret(_ caretLocation: Int, in text: String) -> (String.Index, Int) {
        let units = text.utf16
        var caret = min(max(caretLocation, 0), units.count)
        var index = units.index(units.startIndex, offsetBy: caret)
        while caret > 0, index.samePosition(in: text.unicodeScalars) == nil {
            index = units.index(before: index)
            caret -= 1
        }
        return (index, caret)
    }
}
