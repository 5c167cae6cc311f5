import Foundation

/// Folds names, ids and queries into the form mention search compares: case-, diacritic- and
/// width-insensitive, canonically composed, whitespace runs collapsed to one space, as UTF-8.
enum SearchFolding {
    /// The folded UTF-8 bytes of `text`.
    static func fold(_ text: String) -> [UInt8] {
        if let ascii = foldASCII(text) { return ascii }
        let folded = text
            .folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .precomposedStringWithCanonicalMapping
        var bytes: [UInt8] = []
        bytes.reserveCapacity(folded.utf8.count)
        var lastWasSpace = false
        for scalar in folded.unicodeScalars {
            if scalar.properties.isWhitespace {
                if !lastWasSpace { bytes.append(0x20) }
                lastWasSpace = true
            } else {
                bytes.append(contentsOf: String(scalar).utf8)
                lastWasSpace = false
            }
        }
        return bytes
    }

    /// The fast path for pure ASCII text: lowercase and collapse whitespace; `nil` otherwise.
    private static func foldASCII(_ text: String) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var lastWasSpace = false
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
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
        return bytes
    }
}
