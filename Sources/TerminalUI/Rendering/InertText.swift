/// Makes text safe to draw: control characters become visible, inert stand-ins so that
/// nothing a message contains can drive the user's terminal.
///
/// - C0 controls (U+0000–U+001F) and DEL draw as their Unicode control pictures (`␛` for ESC).
/// - C1 controls (U+0080–U+009F) draw as `^[` followed by the 7-bit equivalent letter
///   (CSI U+009B → `^[[`), the caret notation terminals use.
/// - BiDi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), and the other
///   invisible format characters that can reorder or hide text, draw as `⟨U+XXXX⟩`.
/// - Tab draws as one space; line breaks are handled by the text layout, not here.
enum InertText {
    /// The drawable stand-in for a grapheme, or nil when the grapheme is safe as it is.
    static func replacement(for grapheme: Character) -> String? {
        let scalars = grapheme.unicodeScalars
        guard scalars.contains(where: isUnsafe) else { return nil }
        var result = ""
        for scalar in scalars {
            if isUnsafe(scalar) { result += visible(scalar) } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }

    /// Whether a scalar must not reach the terminal as it is.
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    private static func visible(_ scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x09: return " "
        case 0x00...0x1F: return String(Character(Unicode.Scalar(0x2400 + scalar.value)!))
        case 0x7F: return "␡"
        case 0x80...0x9F: return "^[" + String(Character(Unicode.Scalar(UInt8(scalar.value - 0x40))))
        default:
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "⟨U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "⟩"
        }
    }
}
