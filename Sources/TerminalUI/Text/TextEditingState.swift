/// The caret and selection of a text field, in grapheme offsets, and the edits on them.
struct TextEditingState: Equatable {
    /// Caret position (grapheme offset) and the other end of the selection.
    var caret = 0
    var anchor = 0

    var selection: Range<Int> { min(caret, anchor)..<max(caret, anchor) }
    var hasSelection: Bool { caret != anchor }

    /// Replaces the selection with `insert`, returning the new text.
    mutating func replaceSelection(in text: String, with insert: String) -> String {
        var characters = Array(text)
        let range = clamped(selection, count: characters.count)
        characters.replaceSubrange(range, with: Array(insert))
        let joined = String(characters)
        caret = range.lowerBound + insert.count
        caret = min(caret, joined.count)
        anchor = caret
        return joined
    }

    /// Deletes backward (or the selection).
    mutating func backspace(in text: String, word: Bool) -> String {
        if !hasSelection {
            guard caret > 0 else { return text }
            anchor = word ? TextEditingState.wordStart(before: caret, in: Array(text)) : caret - 1
        }
        return replaceSelection(in: text, with: "")
    }

    /// Deletes forward (or the selection).
    mutating func deleteForward(in text: String) -> String {
        if !hasSelection {
            guard caret < text.count else { return text }
            anchor = caret + 1
        }
        return replaceSelection(in: text, with: "")
    }

    /// Deletes from the start of the caret's line (after the previous line break) to the caret
    /// (or the selection).
    mutating func deleteToLineStart(in text: String) -> String {
        if !hasSelection {
            let characters = Array(text)
            anchor = characters[..<min(caret, characters.count)].lastIndex(of: "\n").map { $0 + 1 } ?? 0
        }
        return replaceSelection(in: text, with: "")
    }

    /// Deletes from the caret to the end of its line, or the line break when the caret is at the
    /// end of its line (or the selection).
    mutating func deleteToLineEnd(in text: String) -> String {
        if !hasSelection {
            let characters = Array(text)
            guard caret < characters.count else { return text }
            let lineEnd = characters[caret...].firstIndex(of: "\n") ?? characters.count
            anchor = lineEnd == caret ? caret + 1 : lineEnd
        }
        return replaceSelection(in: text, with: "")
    }

    /// Moves the caret; with `extend`, the anchor stays (Shift selection).
    mutating func move(to position: Int, in text: String, extend: Bool) {
        caret = max(0, min(position, text.count))
        if !extend { anchor = caret }
    }

    static func wordStart(before position: Int, in characters: [Character]) -> Int {
        var index = position
        while index > 0, characters[index - 1].isWhitespace { index -= 1 }
        while index > 0, !characters[index - 1].isWhitespace { index -= 1 }
        return index
    }

    static func wordEnd(after position: Int, in characters: [Character]) -> Int {
        var index = position
        while index < characters.count, characters[index].isWhitespace { index += 1 }
        while index < characters.count, !characters[index].isWhitespace { index += 1 }
        return index
    }

    private func clamped(_ range: Range<Int>, count: Int) -> Range<Int> {
        min(range.lowerBound, count)..<min(range.upperBound, count)
    }

    /// The selection as Apple's `TextSelection` over `text`.
    func textSelection(in text: String) -> TextSelection {
        let lower = text.index(text.startIndex, offsetBy: min(selection.lowerBound, text.count))
        let upper = text.index(text.startIndex, offsetBy: min(selection.upperBound, text.count))
        return lower == upper ? TextSelection(insertionPoint: lower) : TextSelection(range: lower..<upper)
    }

    /// Reads a `TextSelection` back into grapheme offsets (the caret at its upper bound).
    mutating func adopt(_ selection: TextSelection, in text: String) {
        guard case .selection(let range) = selection.indices,
              range.lowerBound >= text.startIndex, range.upperBound <= text.endIndex else { return }
        anchor = text.distance(from: text.startIndex, to: range.lowerBound)
        caret = text.distance(from: text.startIndex, to: range.upperBound)
    }
}
