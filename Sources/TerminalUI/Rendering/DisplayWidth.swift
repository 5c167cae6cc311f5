/// Terminal column width of a grapheme cluster, computed from the cluster itself rather than
/// from the C library's `wcwidth` (which knows nothing of emoji sequences).
///
/// - Combining marks alone: 0.
/// - East Asian wide and fullwidth characters (CJK, Hangul, kana, fullwidth forms): 2.
/// - Emoji with emoji presentation, emoji made so by U+FE0F, ZWJ sequences, flags
///   (regional-indicator pairs) and keycaps: 2.
/// - Everything else: 1.
public enum DisplayWidth {
    /// Columns one grapheme cluster occupies.
    public static func of(_ grapheme: Character) -> Int {
        let scalars = grapheme.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if first.value < 0x7F { return first.value >= 0x20 ? 1 : 0 }
        var hasVS16 = false
        var regionalIndicators = 0
        var hasKeycap = false
        for scalar in scalars {
            switch scalar.value {
            case 0xFE0F: hasVS16 = true
            case 0x20E3: hasKeycap = true
            case 0x1F1E6...0x1F1FF: regionalIndicators += 1
            default: break
            }
        }
        if regionalIndicators >= 2 || hasKeycap { return 2 }
        if isZeroWidth(first) && scalars.count == 1 { return 0 }
        if first.properties.isEmojiPresentation { return 2 }
        if hasVS16 && first.properties.isEmoji { return 2 }
        if isWide(first.value) { return 2 }
        return 1
    }

    /// Columns a string occupies when drawn.
    public static func of(_ text: some StringProtocol) -> Int {
        var total = 0
        for grapheme in text { total += of(grapheme) }
        return total
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return true
        default: return scalar.value == 0x200B
        }
    }

    private static func isWide(_ v: UInt32) -> Bool {
        switch v {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
             0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
             0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
             0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF,
             0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x1FA70...0x1FAFF,
             0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
