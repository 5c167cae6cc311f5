import Foundation

/// The escape sequence that sets the system clipboard from a terminal app: OSC 52
/// (`ESC ] 52 ; c ; <base64 of the UTF-8 text> BEL`), understood by xterm, iTerm2, kitty,
/// WezTerm, Alacritty, foot, Windows Terminal and others, and by tmux with `set-clipboard on`.
///
/// The text travels as base64, so none of its bytes (control characters, escape sequences,
/// emoji) reach the terminal raw. No tmux passthrough wrapping (`ESC P tmux;`): tmux reads OSC 52
/// itself when `set-clipboard` is `on` (it keeps a paste buffer and passes the clipboard on to
/// the outer terminal); its default, `external`, ignores applications' OSC 52, and passthrough
/// would need `allow-passthrough on` too, which is off by default.
enum ClipboardSequence {
    /// The most base64 bytes one sequence carries (about 75 KB of text); terminals cap it too
    /// (xterm, tmux's input buffer), and a longer one is not sent at all rather than cut.
    static let maximumEncodedLength = 100_000

    /// The sequence that puts `text` on the clipboard, or nil when it is too long.
    static func bytes(for text: String) -> [UInt8]? {
        let encoded = Data(text.utf8).base64EncodedString()
        guard encoded.utf8.count <= maximumEncodedLength else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(encoded.utf8.count + 8)
        bytes.append(contentsOf: "\u{1B}]52;c;".utf8)
        bytes.append(contentsOf: encoded.utf8)
        bytes.append(0x07)
        return bytes
    }
}
