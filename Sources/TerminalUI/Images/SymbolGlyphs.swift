/// The glyphs that stand in for SF Symbols in a terminal.
///
/// Names are looked up exactly, then without their `.fill`/`.circle`/`.square` style suffixes;
/// anything unknown draws `fallback`. A `.slash` name means the opposite of its base (Unpin
/// beside Pin, Mute beside the speaker), so it is never drawn with its base's glyph: it needs
/// a glyph of its own in the table.
enum SymbolGlyphs {
    /// Drawn for symbol names we do not know.
    static let fallback = "□"

    static let table: [String: String] = [
        "video": "▶", "video.fill": "▶", "phone": "✆", "phone.fill": "✆",
        "paperplane": "➤", "paperplane.fill": "➤", "xmark": "✕", "checkmark": "✓",
        "checkmark.circle": "✓", "checkmark.circle.fill": "✓", "person": "☺", "person.fill": "☺",
        "person.2": "☺☺", "person.crop.circle": "☺", "bolt": "ϟ", "bolt.fill": "ϟ",
        "magnifyingglass": "⌕", "chevron.left": "‹", "chevron.right": "›", "chevron.down": "⌄",
        "chevron.up": "⌃", "arrow.down": "↓", "arrow.up": "↑", "arrow.left": "←", "arrow.right": "→",
        "arrow.up.circle.fill": "↑", "arrow.down.circle.fill": "↓", "arrow.uturn.left": "↩",
        "arrowshape.turn.up.left": "↩", "arrow.clockwise": "↻", "arrow.counterclockwise": "↺",
        "plus": "+", "minus": "−", "face.smiling": "☺", "ellipsis": "…", "ellipsis.circle": "…",
        "bell": "🔔", "bell.slash": "🔕", "speaker.slash": "🔇", "speaker.wave.1": "🔈", "speaker.wave.2": "🔉",
        "speaker.wave.3": "🔊",
        "gift": "🎁", "dollarsign.circle": "$", "dollarsign.circle.fill": "$",
        "photo": "▣", "photo.on.rectangle": "▣", "camera": "◉", "camera.fill": "◉",
        "paperclip": "⌀", "doc": "▤", "doc.fill": "▤", "doc.on.doc": "⧉", "folder": "▭", "trash": "⌫", "trash.fill": "⌫",
        "pencil": "✎", "square.and.pencil": "✎", "square.and.arrow.up": "⇪", "info.circle": "ⓘ",
        "exclamationmark.circle": "!", "exclamationmark.triangle": "⚠", "exclamationmark.triangle.fill": "⚠",
        "heart": "♡", "heart.fill": "♥", "hand.thumbsup": "👍", "hand.thumbsup.fill": "👍",
        "hand.thumbsdown": "👎", "star": "☆", "star.fill": "★", "pin": "📌", "pin.fill": "📌",
        "pin.slash": "⊘",
        "mic": "🎤", "mic.fill": "🎤", "lock": "🔒", "lock.fill": "🔒", "gearshape": "⚙", "gear": "⚙",
        "circle": "○", "circle.fill": "●", "xmark.circle": "⊗", "xmark.circle.fill": "⊗",
        "questionmark": "?", "questionmark.circle": "?", "envelope": "✉", "link": "⛓",
        "location": "⌖", "clock": "◷", "eye": "◉", "eye.slash": "◎", "flag": "⚑", "flag.fill": "⚑",
        "line.3.horizontal": "≡", "list.bullet": "☰", "bubble.left": "💬", "message": "💬",
        "text.bubble": "💬", "bubble.left.and.bubble.right": "💬", "command": "⌘", "at": "@",
        "number": "#", "slash.circle": "⊘", "nosign": "⊘", "hand.raised": "✋", "shield": "⛨",
        "play.fill": "▶", "pause.fill": "⏸", "stop.fill": "■", "square": "□", "rectangle": "▭",
    ]

    /// The glyph for a symbol name.
    static func glyph(for name: String) -> String {
        if let glyph = table[name] { return glyph }
        var base = name
        for suffix in [".fill", ".circle", ".square"] where base.hasSuffix(suffix) {
            base.removeLast(suffix.count)
            if let glyph = table[base] { return glyph }
        }
        return fallback
    }
}
