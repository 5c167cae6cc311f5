/// Finds the scrolls (`TerminalScroll`) that bring what the terminal shows closer to a new frame
/// for fewer bytes than rewriting the moved lines, from the two grids alone.
///
/// Like curses' scroll optimisation: every line has a hash of its cells; for every distance
/// (up and down) the runs of consecutive new lines whose hashes equal the old lines that
/// distance away are candidates. A candidate's region is its run plus the lines the move
/// vacates (they come in blank). Its gain is estimated in bytes: the cells that differ in
/// place in the whole region (what the plain diff would write there) minus the non-blank cells
/// of the vacated lines (what must be written on the blanks) minus the scroll's own sequences.
/// The best candidate with a positive gain is taken, the old grid moved accordingly, and the
/// search repeats (a frame may move two regions) up to `maxScrollsPerFrame` times. Hashes
/// only choose: whatever a scroll leaves different, the diff that follows writes, so a hash
/// collision costs bytes, never a wrong screen.
enum TerminalScrollPlanner {
    /// At most this many scrolls per frame.
    static let maxScrollsPerFrame = 4

    /// The scrolls to send, in order; `old` (what the terminal shows) and `oldHashes` come back
    /// moved by them.
    static func plan(new: CellGrid, newHashes: [Int], old: inout CellGrid, oldHashes: inout [Int]) -> [TerminalScroll] {
        let height = new.height
        guard height >= 2, new.width > 0 else { return [] }
        let blankHash = blankLineHash(width: new.width)
        var inPlaceCost = (0..<height).map { newHashes[$0] == oldHashes[$0] ? 0 : differingCells(new, old, row: $0) }
        let blankCost = (0..<height).map { newHashes[$0] == blankHash ? 0 : nonBlankCells(new, row: $0) }
        var blankPrefix = [0]
        for cost in blankCost { blankPrefix.append(blankPrefix[blankPrefix.count - 1] + cost) }
        var scrolls: [TerminalScroll] = []
        while scrolls.count < maxScrollsPerFrame {
            var inPlacePrefix = [0]
            for cost in inPlaceCost { inPlacePrefix.append(inPlacePrefix[inPlacePrefix.count - 1] + cost) }
            guard let scroll = bestScroll(newHashes: newHashes, oldHashes: oldHashes,
                                          inPlacePrefix: inPlacePrefix, blankPrefix: blankPrefix) else { break }
            scroll.apply(to: &old)
            scroll.apply(to: &oldHashes, blank: blankHash)
            for y in scroll.top...scroll.bottom {
                inPlaceCost[y] = newHashes[y] == oldHashes[y] ? 0 : differingCells(new, old, row: y)
            }
            scrolls.append(scroll)
        }
        return scrolls
    }

    /// The candidate with the largest positive estimated gain, if any.
    private static func bestScroll(newHashes: [Int], oldHashes: [Int], inPlacePrefix: [Int], blankPrefix: [Int]) -> TerminalScroll? {
        let height = newHashes.count
        var best: TerminalScroll?
        var bestGain = 0
        for magnitude in 1..<height {
            for distance in [magnitude, -magnitude] {
                // New line y shows old line y + distance.
                let first = max(0, -distance), end = min(height, height - distance)
                var y = first
                while y < end {
                    guard newHashes[y] == oldHashes[y + distance] else { y += 1; continue }
                    var last = y
                    while last + 1 < end, newHashes[last + 1] == oldHashes[last + 1 + distance] { last += 1 }
                    let scroll = distance > 0
                        ? TerminalScroll(top: y, bottom: last + distance, distance: distance)
                        : TerminalScroll(top: y + distance, bottom: last, distance: distance)
                    let vacated = distance > 0 ? (last + 1)...(last + distance) : (y + distance)...(y - 1)
                    let gain = inPlacePrefix[scroll.bottom + 1] - inPlacePrefix[scroll.top]
                        - (blankPrefix[vacated.upperBound + 1] - blankPrefix[vacated.lowerBound])
                        - scroll.estimatedCost
                    if gain > bestGain {
                        best = scroll
                        bestGain = gain
                    }
                    y = last + 1
                }
            }
        }
        return best
    }

    /// The hash of every line of a grid.
    static func lineHashes(of grid: CellGrid) -> [Int] {
        (0..<grid.height).map { lineHash(of: grid, row: $0) }
    }

    /// A hash of one line's cells (equal lines hash equal): FNV-1a over each cell's UTF-8,
    /// width and style, much cheaper than `Hasher` over `Cell` (a frame that scrolls hashes
    /// nearly every line). Only chooses scrolls, so its collisions cost bytes, never the screen.
    static func lineHash(of grid: CellGrid, row y: Int) -> Int {
        grid.withRow(y) { cells in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for cell in cells { mix(cell, into: &hash) }
            return Int(truncatingIfNeeded: hash)
        }
    }

    /// The hash of a line of default blanks, as scrolled-in lines are.
    static func blankLineHash(width: Int) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        let blank = Cell.blank()
        for _ in 0..<width { mix(blank, into: &hash) }
        return Int(truncatingIfNeeded: hash)
    }

    private static func mix(_ cell: Cell, into hash: inout UInt64) {
        let prime: UInt64 = 0x100_0000_01b3
        cell.withGraphemeUTF8 { for byte in $0 { hash = (hash ^ UInt64(byte)) &* prime } }
        let style = cell.style
        // Colours in bits 0-51, the width in 52-53, the attributes in 54-59.
        var bits = code(style.foreground) << 26 | code(style.background) | UInt64(cell.width) << 52
        bits |= (style.bold ? 1 : 0) << 54 | (style.dim ? 1 : 0) << 55 | (style.italic ? 1 : 0) << 56
        bits |= (style.underline ? 1 : 0) << 57 | (style.inverse ? 1 : 0) << 58 | (style.strikethrough ? 1 : 0) << 59
        hash = (hash ^ bits) &* prime
    }

    /// A colour as distinct bits (26 at most).
    private static func code(_ color: TerminalColor) -> UInt64 {
        switch color {
        case .default: return 0
        case .indexed(let index): return 1 << 24 | UInt64(index)
        case .rgb(let red, let green, let blue): return 2 << 24 | UInt64(red) << 16 | UInt64(green) << 8 | UInt64(blue)
        }
    }

    /// Cells of a line that differ between the grids (same size).
    private static func differingCells(_ new: CellGrid, _ old: CellGrid, row y: Int) -> Int {
        new.withRow(y) { newCells in
            old.withRow(y) { oldCells in
                var count = 0
                for index in newCells.indices where newCells[index] != oldCells[index] { count += 1 }
                return count
            }
        }
    }

    /// Cells of a line that are not default blanks.
    private static func nonBlankCells(_ grid: CellGrid, row y: Int) -> Int {
        let blank = Cell.blank()
        return grid.withRow(y) { cells in
            var count = 0
            for cell in cells where cell != blank { count += 1 }
            return count
        }
    }
}
