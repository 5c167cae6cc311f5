import Foundation

/// Finds mentions in a message text: `symbol` + mention text, at the start of the text or after
/// whitespace, and not followed by a letter or digit (so "@Ana" is not found in "@Anastasia").
enum MentionOccurrences {
    /// Whether `text` still contains a mention of `mentionText`.
    static func contains(_ mentionText: String, symbol: String, in text: String) -> Bool {
        let needle = symbol + mentionText
        guard !mentionText.isEmpty, !symbol.isEmpty else { return false }
        var searchStart = text.startIndex
        while let found = text.range(of: needle, range: searchStart..<text.endIndex) {
            let startsWord = found.lowerBound == text.startIndex
                || text[text.index(before: found.lowerBound)].isWhitespace
            let endsWord = found.upperBound == text.endIndex
                || !(text[found.upperBound].isLetter || text[found.upperBound].isNumber)
            if startsWord && endsWord { return true }
            searchStart = text.index(after: found.lowerBound)
        }
        return false
    }
}
