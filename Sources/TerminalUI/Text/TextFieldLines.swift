/// The rows of a multi-line (`axis: .vertical`) text field: the text broken at each line break and
/// wrapped to a width at spaces when possible (a space that ends a row stays on it), keeping
/// one column for the caret. Offsets are grapheme offsets into the text.
///
/// A caret belongs to the last row that starts at or before it: the caret right before a
/// line break stays at the end of its row, the caret right after it starts the next row, and
/// at a soft wrap the caret goes to the start of the next row.
struct TextFieldLines {
    struct Row {
        /// The grapheme offset of the row's first position.
        var start: Int
        /// The graphemes drawn on the row, with their offsets and columns.
        var entries: [(offset: Int, character: Character, columns: Int)] = []
        /// Whether the row ends where the text or a line break ends it (not at a soft wrap).
        var endsParagraph = true

        /// The last caret offset that shows on this row.
        var lastCaret: Int {
            if endsParagraph { return start + entries.count }
            return entries.last.map(\.offset) ?? start
        }
    }

    private(set) var rows: [Row]

    /// Lays out `characters` in rows of at most `width` columns (one column kept for the caret).
    init(characters: [Character], width: Int) {
        rows = [Row(start: 0)]
        var used = 0
        let limit = max(1, width - 1)
        for (offset, character) in characters.enumerated() {
            if Self.isLineBreak(character) {
                rows.append(Row(start: offset + 1))
                used = 0
                continue
            }
            let columns = Self.columns(of: character)
            if used + columns > limit, character != " " {
                var carried: [(offset: Int, character: Character, columns: Int)] = []
                let last = rows.count - 1
                if let space = rows[last].entries.lastIndex(where: { $0.character == " " }), space < rows[last].entries.count - 1 {
                    carried = Array(rows[last].entries[(space + 1)...])
                    rows[last].entries.removeSubrange((space + 1)...)
                }
                rows[last].endsParagraph = false
                rows.append(Row(start: carried.first?.offset ?? offset, entries: carried))
                used = carried.reduce(0) { $0 + $1.columns }
            }
            rows[rows.count - 1].entries.append((offset, character, columns))
            used += columns
        }
    }

    /// Whether a grapheme ends a row: `"\n"` (what the field inserts) or `"\r\n"` (a text set by the app).
    static func isLineBreak(_ character: Character) -> Bool {
        character == "\n" || character == "\r\n"
    }

    /// The columns a grapheme takes in a text field: what its inert stand-in takes for a
    /// control character (`␛`), and at least one.
    static func columns(of character: Character) -> Int {
        if let replacement = InertText.replacement(for: character) {
            return max(1, replacement.reduce(0) { $0 + DisplayWidth.of($1) })
        }
        return max(1, DisplayWidth.of(character))
    }

    /// The row that shows the caret at `caret`.
    func row(ofCaret caret: Int) -> Int {
        rows.lastIndex { $0.start <= caret } ?? 0
    }

    /// The column of the caret at `caret` within its row.
    func column(ofCaret caret: Int) -> Int {
        rows[row(ofCaret: caret)].entries.reduce(0) { $1.offset < caret ? $0 + $1.columns : $0 }
    }

    /// The caret offset in row `index` closest to `column` without passing it.
    func caret(atColumn column: Int, inRow index: Int) -> Int {
        let row = rows[index]
        var used = 0
        for entry in row.entries {
            if used + entry.columns > column { return min(entry.offset, row.lastCaret) }
            used += entry.columns
        }
        return row.lastCaret
    }

    /// The widest paragraph of `characters`, in columns (a field's ideal width without the caret).
    static func widestParagraph(of characters: [Character]) -> Int {
        var widest = 0
        var current = 0
        for character in characters {
            if isLineBreak(character) {
                current = 0
            } else {
                current += columns(of: character)
                widest = max(widest, current)
            }
        }
        return widest
    }
}
