import Foundation

/// The words of a message search, cleaned so that any typed text is searched as text: control
/// characters become spaces, the text is cut to `maximumLength` characters and `maximumWords`
/// words, and nothing in it is ever read as query syntax (quotes, `*`, `-`, `NEAR`, `%`, `_`).
struct MessageSearchTerms: Hashable, Sendable {
    /// The most characters of a query that are searched.
    static let maximumLength = 256
    /// The most words of a query that are searched (all must match).
    static let maximumWords = 16

    /// The words, in the order typed; empty when the query has nothing to search.
    let words: [String]

    init(_ text: String) {
        let cleaned = String(String.UnicodeScalarView(text.prefix(Self.maximumLength).unicodeScalars.map { scalar in
            scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format ? " " : scalar
        }))
        words = Array(cleaned.split(whereSeparator: \.isWhitespace).prefix(Self.maximumWords).map(String.init))
    }

    var isEmpty: Bool { words.isEmpty }

    /// An FTS5 match expression for the index of the folded text: each word folded
    /// (`SearchFolding`, as the index's text is) and a quoted phrase (inner quotes doubled)
    /// matched as a prefix, all words required.
    var fullTextExpression: String {
        words.map { "\"" + SearchFolding.folded($0).replacingOccurrences(of: "\"", with: "\"\"") + "\"*" }.joined(separator: " ")
    }

    /// One `LIKE` pattern per word for the folded text (`%word%`, with `\`, `%` and `_`
    /// escaped by `\`), for SQLite builds without FTS5.
    var likePatterns: [String] {
        words.map { word in
            let folded = SearchFolding.folded(word)
            var escaped = ""
            for character in folded {
                if character == "\\" || character == "%" || character == "_" { escaped.append("\\") }
                escaped.append(character)
            }
            return "%" + escaped + "%"
        }
    }
}
