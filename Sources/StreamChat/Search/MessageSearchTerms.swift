import Foundation

/// The words of a message search, cleaned so that any typed text is searched as text: control
/// characters become spaces, the text is cut to `maximumLength` characters and `maximumWords`
/// words, and nothing in it is ever read as query syntax (quotes, `*`, `-`, `NEAR`, `%`, `_`).
struct MessageSearchTerms: Hashable, Sendable {
    /// The most characters of a query that are searched.
    static let maximumLength = 256
    /// The most words of a query that are searched (all must match).
    static let maximumWords = 16

    /// The words folded (`SearchFolding`, as the searched text is), in the order typed; empty
    /// when the query has nothing to search. A word that folds to nothing (a lone combining
    /// mark) is left out: searched, it would match every message in the `LIKE` scan (`%%`) and
    /// none in the FTS5 index, so a query of only such words searches nothing, as an empty one.
    let words: [String]

    /// The words of `text`, each folded by `fold` (`SearchFolding`'s folding; tests give one
    /// that folds some words to nothing, as Apple's folding does lone marks).
    init(_ text: String, folding fold: @escaping (String) -> String = SearchFolding.folded) {
        let cleaned = String(String.UnicodeScalarView(text.prefix(Self.maximumLength).unicodeScalars.map { scalar in
            scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format ? " " : scalar
        }))
        words = Array(cleaned.split(whereSeparator: \.isWhitespace).lazy
            .map { fold(String($0)) }.filter { !$0.isEmpty }.prefix(Self.maximumWords))
    }

    var isEmpty: Bool { words.isEmpty }

    /// An FTS5 match expression for the index of the folded text: each folded word a quoted
    /// phrase (inner quotes doubled) matched as a prefix, all words required.
    var fullTextExpression: String {
        words.map { "\"" + $0.replacingOccurrences(of: "\"", with: "\"\"") + "\"*" }.joined(separator: " ")
    }

    /// One `LIKE` pattern per word for the folded text (`%word%`, with `\`, `%` and `_`
    /// escaped by `\`), for SQLite builds without FTS5.
    var likePatterns: [String] {
        words.map { word in
            var escaped = ""
            for character in word {
                if character == "\\" || character == "%" || character == "_" { escaped.append("\\") }
                escaped.append(character)
            }
            return "%" + escaped + "%"
        }
    }
}
