#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Terminal column width of a grapheme cluster, computed from the cluster itself rather than
/// from the C library's `wcwidth` (which knows nothing of emoji sequences).
///
/// - Control characters (C0) and clusters of nothing: 0.
/// - Combining marks and other invisible format characters alone: 0.
/// - A cluster that starts with a printable ASCII character (`e` + U+0301, `#` + U+FE0F +
///   U+20E3): 1.
/// - East Asian wide and fullwidth characters (CJK, Hangul, kana, fullwidth forms): 2.
/// - Emoji with emoji presentation, ZWJ sequences, flags (regional-indicator pairs) and other
///   clusters holding U+20E3: 2.
/// - A character that is narrow by default followed by U+FE0F (variation selector 16, emoji
///   presentation: `❤️` = U+2764 U+FE0F, `☀️`, `✔️`): 1, the width of its first scalar, as tmux
///   (3.3) and most terminals draw it; 2 when ``wideEmojiPresentationSelector`` is set, for
///   terminals that draw the sequence wide (tmux 3.4 and later, some emulators outside tmux).
/// - Everything else: 1.
///
/// Text is mostly ASCII and common scripts, so these are answered before any Unicode property
/// is looked up (`generalWidth` is the full rule; the shortcuts give the same answers).
public enum DisplayWidth {
    /// Whether U+FE0F makes a character that is narrow by default two columns wide (`❤️`).
    /// Off by default, as tmux 3.3 measures it (the selector adds nothing to the character
    /// before it); on when the environment variable `TERMINALUI_WIDE_VS16` is `1`. Read once:
    /// every frame must measure alike, so the screen after an update equals a full redraw.
    public static let wideEmojiPresentationSelector: Bool = {
        guard let value = getenv("TERMINALUI_WIDE_VS16") else { return false }
        return String(cString: value) == "1"
    }()

    /// Columns one grapheme cluster occupies.
    public static func of(_ grapheme: Character) -> Int {
        let scalars = grapheme.unicodeScalars
        var rest = scalars.makeIterator()
        guard let first = rest.next() else { return 0 }
        let value = first.value
        if value < 0x7F { return value >= 0x20 ? 1 : 0 }
        guard rest.next() == nil else { return generalWidth(of: scalars) }
        return knownWidth(ofLone: value) ?? generalWidth(of: scalars)
    }

    /// Columns a string occupies when drawn.
    public static func of(_ text: some StringProtocol) -> Int {
        // ASCII: one column per printable character (DEL included), none per control character.
        // Only CR LF forms a cluster of two ASCII scalars, and it is 0 either way.
        var total = 0
        for byte in text.utf8 {
            if byte >= 0x80 { return widthByCluster(of: text) }
            if byte >= 0x20 { total += 1 }
        }
        return total
    }

    private static func widthByCluster(of text: some StringProtocol) -> Int {
        var total = 0
        for grapheme in text { total += of(grapheme) }
        return total
    }

    /// The width of a cluster of one scalar in ranges whose width needs no property lookup
    /// (nil elsewhere): Latin, Greek, Cyrillic and their combining marks, general punctuation,
    /// box drawing, and the unified CJK ideographs and Hangul syllables.
    private static func knownWidth(ofLone value: UInt32) -> Int? {
        switch value {
        case 0xAD: return 0  // soft hyphen (a format character)
        case 0x7F...0x2FF: return 1  // DEL, C1 controls (drawn inert), Latin-1, Latin Extended, IPA
        case 0x300...0x36F: return 0  // combining diacritical marks
        case 0x370...0x482, 0x48A...0x52F: return 1  // Greek, Cyrillic (not its combining marks)
        case 0x2010...0x2027, 0x2030...0x205E: return 1  // dashes, quotes, bullets, `…`, `‰`
        case 0x2500...0x259F: return 1  // box drawing (the navigation header's divider), blocks
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3: return 2  // CJK ideographs, Hangul
        default: return nil
        }
    }

    /// The full rule for any cluster, with Unicode property lookups.
    static func generalWidth(of scalars: Character.UnicodeScalarView,
                             wideEmojiPresentationSelector: Bool = Self.wideEmojiPresentationSelector) -> Int {
        guard let first = scalars.first else { return 0 }
        if first.value < 0x7F { return first.value >= 0x20 ? 1 : 0 }
        var hasVS16 = false
        var regionalIndicators = 0
        var hasKeycap = false
        var count = 0
        for scalar in scalars {
            count += 1
            switch scalar.value {
            case 0xFE0F: hasVS16 = true
            case 0x20E3: hasKeycap = true
            case 0x1F1E6...0x1F1FF: regionalIndicators += 1
            default: break
            }
        }
        if regionalIndicators >= 2 || hasKeycap { return 2 }
        if isZeroWidth(first) && count == 1 { return 0 }
        if first.properties.isEmojiPresentation { return 2 }
        if hasVS16 && wideEmojiPresentationSelector && first.properties.isEmoji { return 2 }
        if isWide(first.value) { return 2 }
        return 1
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
