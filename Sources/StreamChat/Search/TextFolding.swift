import Foundation

/// Folds text for matching: lower case, no diacritics, no width variants ("José" → "jose",
/// "Ｔａｒｏ" → "taro"). Queries and indexed names are folded the same way.
enum TextFolding {
    static func fold(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return String(decoding: text.utf8.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
        }
        return text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    /// How a character takes part in word splitting.
    enum CharacterClass {
        /// Letters and digits of scripts that separate words with spaces.
        case word
        /// Han, kana and Hangul: every character may start a match.
        case ideographic
        /// Emoji and other symbols: each is a word of its own.
        case symbol
        /// Spaces and punctuation: separators.
        case separator
    }

    static func characterClass(_ character: Character) -> CharacterClass {
        guard let scalar = character.unicodeScalars.first else { return .separator }
        if isIdeographic(scalar) { return .ideographic }
        let properties = scalar.properties
        if properties.isAlphabetic || properties.numericType != nil { return .word }
        if properties.isWhitespace || properties.generalCategory.isPunctuation { return .separator }
        if scalar.isASCII { return .separator }
        return .symbol
    }

    static func isIdeographic(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xAC00...0xD7AF,
             0x1100...0x11FF, 0x3130...0x318F, 0x20000...0x2FA1F: true
        default: false
        }
    }
}

private extension Unicode.GeneralCategory {
    var isPunctuation: Bool {
        switch self {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
             .finalPunctuation, .otherPunctuation, .control, .format: true
        default: false
        }
    }
}
