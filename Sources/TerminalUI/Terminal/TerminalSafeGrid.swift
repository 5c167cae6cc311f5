/// What the terminal writer can put on screen safely, whatever a grid contains.
///
/// Grids made with `CellGrid.put` are already well formed; these checks guard the writer against
/// hand-built cells so that no cell can break the screen model: a wide grapheme always has its
/// continuation cell and never stands in the last column, a continuation always follows a wide
/// grapheme, and no grapheme sends control characters or disagrees with its cell width.
extension CellGrid {
    /// Whether the wide/continuation structure of every row is consistent.
    var hasConsistentWideCells: Bool {
        // Reads only the widths, through the buffer, so no cell (and its string) is copied.
        for y in 0..<height {
            let consistent = withRow(y) { row in
                var expectContinuation = false
                for cell in row {
                    if expectContinuation != (cell.width == 0) || cell.width > 2 { return false }
                    expectContinuation = cell.width == 2
                }
                return !expectContinuation
            }
            if !consistent { return false }
        }
        return true
    }

    /// The grid with inconsistent wide cells repaired: a wide grapheme without room or without its
    /// continuation becomes a blank, an orphan continuation becomes a blank, widths above 2 count
    /// as 1.
    func withConsistentWideCells() -> CellGrid {
        guard !hasConsistentWideCells else { return self }
        var repaired = self
        for y in 0..<height {
            for x in 0..<width {
                var cell = repaired[x, y]
                if cell.width > 2 { cell.width = 1 }
                if cell.width == 2 && (x + 1 >= width || !self[x + 1, y].isContinuation) {
                    cell = .blank(cell.style)
                } else if cell.isContinuation && (x == 0 || repaired[x - 1, y].width != 2) {
                    cell = .blank(cell.style)
                }
                repaired[x, y] = cell
            }
        }
        return repaired
    }
}

extension Cell {
    /// Whether the grapheme is one printable ASCII character (the fast path: no width doubt).
    var isPlainASCII: Bool {
        withGraphemeUTF8 { utf8 in
            guard utf8.count == 1, let byte = utf8.first else { return false }
            return byte >= 0x20 && byte < 0x7F
        }
    }

    /// Whether a terminal may draw this wide cell's grapheme in one column: terminals that
    /// measure a cluster by its first scalar (tmux 3.3, those using the C library's `wcwidth`)
    /// give a sequence (`☀️` = U+2600 U+FE0F, ZWJ sequences, flags, keycaps) the width of its
    /// first scalar, and some draw a single emoji-presentation scalar narrow.
    var mayBeDrawnNarrower: Bool {
        let scalars = grapheme.unicodeScalars
        guard let first = scalars.first else { return false }
        return scalars.count > 1 || first.properties.isEmojiPresentation
    }

    /// Columns beyond its width over which a terminal that measures each scalar of the grapheme
    /// alone (tmux 3.3) draws it: `👍🏽` (two emoji scalars) two, `☀️` none.
    var overhangWhenMeasuredScalarByScalar: Int {
        // Two scalars of which one is wide take four bytes at least.
        guard graphemeUTF8Count >= 4 else { return 0 }
        let scalars = grapheme.unicodeScalars
        guard scalars.count > 1 else { return 0 }
        var columns = 0
        for scalar in scalars { columns += DisplayWidth.of(Character(scalar)) }
        return max(0, columns - Int(width))
    }

    /// The bytes to print for this cell: its grapheme when it is one cluster of the cell's width
    /// without control characters, else `?` (padded to the width) so nothing can reach the
    /// terminal as a command.
    ///
    /// A cluster of one column holding U+FE0F (variation selector 16: `❤️`, `☀️`, `✔️`) is sent
    /// without the selector: terminals disagree on its width (tmux 3.3 and the layout one column,
    /// many emulators two), and inside tmux the emulator drawing it in two shifted the rest of
    /// tmux's row a column to the right (the actions menu's `☺ ❤️` line). The character alone is
    /// one column in every terminal. (Measured two, with `TERMINALUI_WIDE_VS16=1`, it is sent
    /// whole.)
    var terminalBytes: [UInt8] {
        let fallback: [UInt8] = width == 2 ? [0x3F, 0x20] : [0x3F]
        if grapheme.isEmpty { return width == 2 ? [0x20, 0x20] : [0x20] }
        guard grapheme.count == 1, let character = grapheme.first,
              DisplayWidth.of(character) == Int(width) else { return fallback }
        var hasVS16 = false
        for scalar in grapheme.unicodeScalars {
            let value = scalar.value
            if value < 0x20 || (0x7F...0x9F).contains(value) { return fallback }
            if value == 0xFE0F { hasVS16 = true }
        }
        guard hasVS16 && width == 1 else { return Array(grapheme.utf8) }
        var bytes: [UInt8] = []
        for scalar in grapheme.unicodeScalars where scalar.value != 0xFE0F {
            UTF8.encode(scalar) { bytes.append($0) }
        }
        return bytes
    }
}
