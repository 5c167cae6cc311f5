/// A vertical move of whole screen lines that the terminal does itself: inside the scroll
/// region `top...bottom` (DECSTBM), the lines move `distance` rows up (positive) or down
/// (negative); the lines they leave come in blank.
///
/// Sent as VT100 sequences every terminal knows, also the Linux console (which has no
/// `CSI n S`/`CSI n T`): DECSTBM, the cursor to the region's bottom line and one line feed per
/// row up (LF at the bottom margin is IND: raw mode sends it untranslated), or to its top line
/// and one reverse index (`ESC M`) per row down, then DECSTBM without parameters for the whole
/// screen again. DECSTBM moves the cursor home, so afterwards its position is unknown.
struct TerminalScroll: Equatable, Sendable {
    /// First line of the scroll region (from 0).
    var top: Int
    /// Last line of the scroll region (inclusive).
    var bottom: Int
    /// Rows the region's lines move up (positive) or down (negative); never 0, and its
    /// magnitude is less than the region's height.
    var distance: Int

    /// The escape sequences for this scroll (the caller resets the SGR state first, so the
    /// blank lines come in with the default background).
    func append(into output: inout [UInt8]) {
        output.appendCSI()
        output.append(decimal: top + 1)
        output.append(UInt8(ascii: ";"))
        output.append(decimal: bottom + 1)
        output.append(UInt8(ascii: "r"))
        output.appendCSI()
        output.append(decimal: (distance > 0 ? bottom : top) + 1)
        output.append(UInt8(ascii: "H"))
        for _ in 0..<abs(distance) {
            if distance > 0 {
                output.append(0x0A)
            } else {
                output.append(ascii: "\u{1B}M")
            }
        }
        output.append(ascii: "\u{1B}[r")
    }

    /// Moves the lines of `grid` as the terminal does: the lines that come in are blank.
    func apply(to grid: inout CellGrid) {
        let region = CellRect(x: 0, y: top, width: grid.width, height: bottom - top + 1)
        _ = grid.moveCells(in: region, by: -distance)
        let vacated = distance > 0 ? bottom - distance + 1 : top
        grid.fill(x: 0, y: vacated, width: grid.width, height: abs(distance), style: .plain)
    }

    /// Moves per-line values the same way, with `blank` for the lines that come in.
    func apply<Value>(to lines: inout [Value], blank: Value) {
        if distance > 0 {
            for y in top...(bottom - distance) { lines[y] = lines[y + distance] }
            for y in (bottom - distance + 1)...bottom { lines[y] = blank }
        } else {
            for y in stride(from: bottom, through: top - distance, by: -1) { lines[y] = lines[y + distance] }
            for y in top..<(top - distance) { lines[y] = blank }
        }
    }

    /// Bytes `append(into:)` writes, plus what it costs afterwards: a possible SGR reset before
    /// it and an absolute cursor move after it (the cursor is unknown then).
    var estimatedCost: Int {
        func digits(_ value: Int) -> Int { value < 10 ? 1 : value < 100 ? 2 : value < 1000 ? 3 : 4 }
        let region = 4 + digits(top + 1) + digits(bottom + 1)
        let cursor = 3 + digits((distance > 0 ? bottom : top) + 1)
        let moves = distance > 0 ? distance : -2 * distance
        return region + cursor + moves + 3 + 4 + 6
    }
}
