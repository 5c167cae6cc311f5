import Foundation

/// The result of replacing a range of the composer's text: the new text and where the caret goes.
public struct TextReplacement: Sendable, Equatable {
    /// The text after the replacement.
    public let text: String
    /// The caret after the replacement, in UTF-16 code units: right after the inserted text.
    public let caretLocation: Int

    /// Replaces `range` (UTF-16 code units) of `text` with `replacement`.
    ///
    /// Returns `nil` (and changes nothing) when the range does not lie inside the text or would
    /// split a surrogate pair.
    public init?(replacing range: NSRange, in text: String, with replacement: String) {
        let units = text.utf16
        guard range.location != NSNotFound, range.location >= 0, range.length >= 0,
              range.location <= units.count, range.length <= units.count - range.location
        else { return nil }
        let start = units.index(units.startIndex, offsetBy: range.location)
        let end = units.index(start, offsetBy: range.length)
        guard start.samePosition(in: text.unicodeScalars) != nil,
              end.samePosition(in: text.unicodeScalars) != nil
        else { return nil }
        var scalars = text.unicodeScalars
        scalars.replaceSubrange(start..<end, with: replacement.unicodeScalars)
        self.text = String(scalars)
        self.caretLocation = range.location + replacement.utf16.count
    }
}
