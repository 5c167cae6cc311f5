/// A short, one-line excerpt of text the user typed, for a composer notice to quote ("Remove
/// “now”."): a paste of pages or of many lines quoted whole flooded the notice.
enum NoticeExcerpt {
    /// The most characters quoted; a longer text is cut and ends with "…".
    static let maxCharacters = 20

    /// `text` on one line and at most ``maxCharacters`` long: line breaks show as "⏎", tabs and
    /// other control characters as their visible pictures (`␉`, `␛`), so none breaks the line or
    /// reaches the screen raw.
    static func of(_ text: String) -> String {
        var excerpt = ""
        for (index, character) in text.enumerated() {
            if index == maxCharacters { return excerpt + "…" }
            excerpt += visible(character)
        }
        return excerpt
    }

    private static func visible(_ character: Character) -> String {
        if character.isNewline { return "⏎" }
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
              scalar.properties.generalCategory == .control else { return String(character) }
        if scalar.value < 0x20, let picture = Unicode.Scalar(0x2400 + scalar.value) { return String(picture) }
        return scalar.value == 0x7F ? "␡" : "�"
    }
}
