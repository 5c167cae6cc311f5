import Foundation

/// Folds many short texts (names, ids) as `SearchFolding.fold` does, remembering the folding of
/// each character of a text that is not all ASCII, so that a build of a member index folds each distinct
/// letter through Foundation once instead of every name through it (a 100,000-member index
/// spent most of its build there).
///
/// Foundation folds a text character cluster by character cluster, and canonical composition
/// does not reach across characters, so a text folds to its characters' foldings joined, with
/// white space runs collapsed across the joins as within them (`FoldingMemoTests` checks the
/// two agree). Not shared between threads: use one per build.
struct FoldingMemo {
    /// By `Character`, whose equality is canonical equivalence: canonically equivalent
    /// spellings fold to the same bytes (the folding is composed canonically).
    private var folded: [Character: [UInt8]] = [:]

    /// The folded UTF-8 bytes of `text`, equal to `SearchFolding.fold(text)`.
    mutating func fold(_ text: String) -> [UInt8] {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return SearchFolding.fold(text) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var lastWasSpace = false
        for character in text {
            if character.utf8.allSatisfy({ $0 < 0x80 }) {
                for byte in character.utf8 { SearchFolding.appendFoldedASCII(byte, to: &bytes, lastWasSpace: &lastWasSpace) }
                continue
            }
            let characterBytes = folded[character] ?? {
                var alone: [UInt8] = []
                var noSpace = false
                SearchFolding.appendFolded(String(character), to: &alone, lastWasSpace: &noSpace)
                folded[character] = alone
                return alone
            }()
            // Folded bytes hold no upper-case ASCII letter and no white space but 0x20, and UTF-8
            // has no byte below 0x80 inside a longer sequence: the ASCII appender copies them,
            // collapsing runs of spaces across characters.
            for byte in characterBytes { SearchFolding.appendFoldedASCII(byte, to: &bytes, lastWasSpace: &lastWasSpace) }
        }
        return bytes
    }
}
