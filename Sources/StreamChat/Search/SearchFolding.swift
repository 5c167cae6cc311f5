import Foundation

/// Folds names, ids, queries and message text into the form search compares: case-,
/// diacritic- and width-insensitive, canonically composed, whitespace runs collapsed to one
/// space, as UTF-8. One folding for every search and mention match, in the client, the server
/// and the SDK (channel names, mentions, message excerpts, blocklists).
///
/// Foundation's folding removes the marks a letter decomposes into ("å" → "a", "é" → "e") and
/// folds case fully ("ß" → "ss"), but leaves letters whose stroke or ligature is part of the
/// letter itself. Those a reader would type without it are folded too
/// (``foldedLetters``): "Ødegård" is found by "odegard", "Æsir" by "aesir", "Łódź" by "lodz",
/// "Þór" by "thor". Other scripts are folded as Foundation folds them.
package enum SearchFolding {
    /// Letters Foundation's folding leaves as they are, with what they fold to: Danish and
    /// Norwegian ø, æ; French œ; Polish ł; South Slavic đ; Icelandic ð, þ; Turkish dotless ı;
    /// Maltese ħ; Sami ŧ. (Their capitals are folded to these first; "ß" and "ẞ" already fold
    /// to "ss".)
    ///
    /// The message text index stores text folded with them; its fingerprint folds each of
    /// them, so a change here has the index built again at the next open (see
    /// `MessageTextIndex.fingerprint`).
    static let foldedLetters: [Unicode.Scalar: String] = [
        "ø": "o", "æ": "ae", "œ": "oe", "ł": "l", "đ": "d", "ð": "d", "þ": "th", "ı": "i", "ħ": "h", "ŧ": "t",
    ]

    /// The folded UTF-8 bytes of `text`.
    static func fold(_ text: String) -> [UInt8] {
        if let ascii = foldASCII(text) { return ascii }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var lastWasSpace = false
        appendFolded(text, to: &bytes, lastWasSpace: &lastWasSpace)
        return bytes
    }

    /// `text` folded, as a string.
    package static func folded(_ text: String) -> String { String(decoding: fold(text), as: UTF8.self) }

    /// The characters of `text` that the first occurrence of the folded `query` in the folded
    /// `text` was folded from (all of each character some of whose folded bytes it covers); nil
    /// when `query` folds to nothing or does not occur.
    package static func firstMatch(of query: String, in text: String) -> Range<String.Index>? {
        let needle = fold(query)
        guard !needle.isEmpty else { return nil }
        return Folded(text).firstMatch(of: needle, anchored: false)
    }

    /// Where the characters of `text` that the folded `prefix` covers end, when the folded
    /// `text` starts with it: the start for a prefix that folds to nothing, nil when `text`
    /// does not start with it.
    package static func prefixEnd(of prefix: String, in text: String) -> String.Index? {
        let needle = fold(prefix)
        guard !needle.isEmpty else { return text.startIndex }
        return Folded(text).firstMatch(of: needle, anchored: true)?.upperBound
    }

    /// Appends the folded bytes of `text` (not ASCII only) to `bytes`; `lastWasSpace` carries
    /// the collapse of white space across calls.
    static func appendFolded(_ text: String, to bytes: inout [UInt8], lastWasSpace: inout Bool) {
        let folded = text
            .folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .precomposedStringWithCanonicalMapping
        for scalar in folded.unicodeScalars {
            if scalar.properties.isWhitespace {
                if !lastWasSpace { bytes.append(0x20) }
                lastWasSpace = true
            } else {
                if let letters = foldedLetters[scalar] {
                    bytes.append(contentsOf: letters.utf8)
                } else {
                    bytes.append(contentsOf: String(scalar).utf8)
                }
                lastWasSpace = false
            }
        }
    }

    /// The fast path for pure ASCII text: lowercase and collapse whitespace; `nil` otherwise.
    private static func foldASCII(_ text: String) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var lastWasSpace = false
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            appendFoldedASCII(byte, to: &bytes, lastWasSpace: &lastWasSpace)
        }
        return bytes
    }

    /// Appends the folded `byte` (ASCII: upper case lowered, white space collapsed to one space).
    static func appendFoldedASCII(_ byte: UInt8, to bytes: inout [UInt8], lastWasSpace: inout Bool) {
        switch byte {
        case 0x09...0x0D, 0x20:
            if !lastWasSpace { bytes.append(0x20) }
            lastWasSpace = true
        case 0x41...0x5A:
            bytes.append(byte + 0x20)
            lastWasSpace = false
        default:
            bytes.append(byte)
            lastWasSpace = false
        }
    }

    /// A text folded character by character, knowing which character each folded byte came
    /// from, to map a match in the folded bytes back to the text.
    private struct Folded {
        let text: String
        var bytes: [UInt8] = []
        /// The index in `text` of the character each byte of `bytes` was folded from.
        var sources: [String.Index] = []

        init(_ text: String) {
            self.text = text
            bytes.reserveCapacity(text.utf8.count)
            sources.reserveCapacity(text.utf8.count)
            var lastWasSpace = false
            for index in text.indices {
                let character = text[index]
                if let ascii = character.asciiValue {
                    SearchFolding.appendFoldedASCII(ascii, to: &bytes, lastWasSpace: &lastWasSpace)
                } else {
                    SearchFolding.appendFolded(String(character), to: &bytes, lastWasSpace: &lastWasSpace)
                }
                sources.append(contentsOf: repeatElement(index, count: bytes.count - sources.count))
            }
        }

        /// The characters the first occurrence of `needle` (not empty) covers; `anchored`, only
        /// at the start.
        func firstMatch(of needle: [UInt8], anchored: Bool) -> Range<String.Index>? {
            guard needle.count <= bytes.count else { return nil }
            let lastStart = anchored ? 0 : bytes.count - needle.count
            for start in 0...lastStart where bytes[start] == needle[0] {
                guard bytes[start..<(start + needle.count)].elementsEqual(needle) else { continue }
                let first = sources[start], last = sources[start + needle.count - 1]
                return first..<text.index(after: last)
            }
            return nil
        }
    }
}
