import Foundation

/// Folds many short texts (names, ids) as `SearchFolding.fold` does, remembering the folding of
/// each character of a text that is not all ASCII, so that a build of a member index folds each distinct
/// letter through Foundation once instead of every name through it (a 100,000-member index
/// spent most of its build there).
///
/// Foundation folds a text character cluster by character cluster, and canonical composition
/// does not reach across characters, so a text folds to its characters' foldings joined, with
/// white space runs collapsed across the joins as within them (`SearchFoldingTests` checks the
/// two agree). Not shared between threads: use one per build.
struct FoldingMemo {
    /// By the character's scalars (see `key(_:)`): exact, not by `Character` equality, which
    /// takes canonically equivalent spellings for one.
    private var folded: [UInt64: [UInt8]] = [:]

    /// The folded UTF-8 bytes of `text`, equal to `SearchFolding.fold(text)`.
    mutating func fold(_ text: String) -> [UInt8] {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return SearchFolding.fold(text) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var lastWasSpace = false
        for character in text {
            let characterBytes: [UInt8]
            if let key = Self.key(character) {
                if let known = folded[key] {
                    characterBytes = known
                } else {
                    characterBytes = SearchFolding.fold(String(character))
                    folded[key] = characterBytes
                }
            } else {
                characterBytes = SearchFolding.fold(String(character))
            }
            // A folded character holds at most one space in a row (white space folds to one
            // space); runs across characters collapse here. UTF-8 never has 0x20 inside a
            // longer sequence, so bytes compare as scalars do.
            for byte in characterBytes {
                if byte == 0x20 {
                    if !lastWasSpace { bytes.append(byte) }
                    lastWasSpace = true
                } else {
                    bytes.append(byte)
                    lastWasSpace = false
                }
            }
        }
        return bytes
    }

    /// Up to three scalars of 21 bits each (value + 1, so that no scalar packs as nothing), packed;
    /// nil for a longer character (folded each time).
    private static func key(_ character: Character) -> UInt64? {
        var key: UInt64 = 0
        var count = 0
        for scalar in character.unicodeScalars {
            count += 1
            if count > 3 { return nil }
            key = key << 21 | UInt64(scalar.value + 1)
        }
        return key
    }
}
