#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns a sequence of `CellGrid` frames into the bytes that update a terminal screen.
///
/// Double-buffered: each frame is compared cell by cell with the previous one and only changed
/// cells are written. The writer tracks the cursor (moves are skipped when the next changed cell
/// is adjacent, short forward jumps use `CUF`, anything else `CUP`) and the current SGR state (no
/// redundant attribute changes). After every non-ASCII cluster the cursor position counts as
/// unknown, so the next write repositions absolutely: terminals disagree on the width of emoji
/// sequences and flags, and this keeps one disagreement from shifting the rest of a row. A wide
/// cluster that a terminal may draw in one column (an emoji made wide by U+FE0F, a sequence) is
/// written over two blanks, so its second cell never keeps what it showed before; the cells
/// after a sequence that such a terminal draws wider (`👍🏽` in four columns) are written again.
///
/// Full-width lines that moved up or down since the last frame (an append to a transcript, a
/// scroll) are moved by the terminal first, with a scroll region (see `TerminalScrollPlanner`),
/// when that costs fewer bytes than writing them again; the cell diff then writes the rest.
///
/// A frame is returned as one byte buffer wrapped in synchronized-output brackets
/// (`CSI ? 2026 h` / `l`), meant for one `write()`. The screen is cleared only on the first
/// frame, after `invalidate()` and when the size changes. A frame without any change produces no
/// bytes at all. A clipboard copy (`copyToClipboard`) is sent after the next frame's bytes, or
/// alone when the frame has no change.
public struct TerminalWriter: Sendable {
    /// How colours are sent.
    public var colorMode: ColorMode
    /// Whether lines that moved up or down are moved by the terminal (a scroll region and line
    /// feeds or reverse indexes, see `TerminalScrollPlanner`) instead of written again. On by
    /// default; off, every moved line is rewritten cell by cell (the baseline of the byte figures).
    public var scrollsMovedLines = true

    /// What the screen shows now (nil: unknown, the next frame clears).
    private var screen: CellGrid?
    /// `TerminalScrollPlanner.lineHash` of each line of `screen`, once a frame needed them.
    private var screenLineHashes: [Int]?
    /// The cursor position, when known.
    private var cursor: CellPoint?
    /// The SGR state of the terminal (resolved for the colour mode); nil when unknown.
    private var style: CellStyle?
    /// Whether the cursor is shown; nil when unknown.
    private var cursorVisible: Bool? = false
    /// Whether the last bytes written were printed text (a following non-ASCII cluster could join
    /// it, so it must be separated by a cursor move).
    private var lastWasText = false
    /// The OSC 52 sequence of a copy waiting for the next frame (the last copy wins).
    private var pendingClipboard: [UInt8]?

    public init(colorMode: ColorMode) {
        self.colorMode = colorMode
    }

    /// Forgets what the screen shows, so the next frame clears and redraws everything (after a
    /// resize or when the terminal was used by someone else, e.g. after suspend).
    public mutating func invalidate() {
        screen = nil
        screenLineHashes = nil
        cursor = nil
        style = nil
        cursorVisible = nil
        lastWasText = false
    }

    /// Sends `text` to the system clipboard with the next frame (see `ClipboardSequence`).
    /// - Returns: false, and nothing is sent, when the text is too long for one sequence.
    @discardableResult
    public mutating func copyToClipboard(_ text: String) -> Bool {
        guard let sequence = ClipboardSequence.bytes(for: text) else { return false }
        pendingClipboard = sequence
        return true
    }

    /// The bytes that make the screen show `grid`, with the cursor at `cursorPosition` (shown) or
    /// hidden (nil or outside the grid). Empty when nothing changed.
    public mutating func frame(_ grid: CellGrid, cursorPosition: CellPoint?) -> [UInt8] {
        let grid = grid.withConsistentWideCells()
        var output: [UInt8] = []
        output.reserveCapacity(screen == nil ? grid.width * grid.height * 2 : 256)
        output.append(ascii: "\u{1B}[?2026h")
        let header = output.count

        var previous: CellGrid
        if let screen, screen.size == grid.size {
            previous = screen
            if scrollsMovedLines { scrollMovedLines(toward: grid, shown: &previous, into: &output) }
        } else {
            setStyle(.plain, into: &output)
            output.append(ascii: "\u{1B}[H\u{1B}[2J")
            cursor = CellPoint(x: 0, y: 0)
            lastWasText = false
            previous = CellGrid(size: grid.size)
            screenLineHashes = nil
        }
        for y in 0..<grid.height where !Self.rowIsBitwiseIdentical(y, grid, previous) {
            writeChangedCells(ofRow: y, of: grid, comparedWith: previous, into: &output)
        }
        placeCursor(cursorPosition, in: grid.size, into: &output)
        screen = grid

        if output.count == header {
            output = []
        } else {
            output.append(ascii: "\u{1B}[?2026l")
        }
        if let pendingClipboard {
            output.append(contentsOf: pendingClipboard)
            self.pendingClipboard = nil
        }
        return output
    }

    /// Lets the terminal move lines that `grid` shows elsewhere than `shown` (see
    /// `TerminalScrollPlanner`), and moves `shown` the same way, so the diff that follows writes
    /// only what the scrolls did not bring. Keeps `screenLineHashes` up to date for `grid`.
    private mutating func scrollMovedLines(toward grid: CellGrid, shown: inout CellGrid, into output: inout [UInt8]) {
        let changedRows = (0..<grid.height).filter { !Self.rowIsBitwiseIdentical($0, grid, shown) }
        guard changedRows.count >= 2 || screenLineHashes != nil else { return }
        var oldHashes = screenLineHashes ?? TerminalScrollPlanner.lineHashes(of: shown)
        var newHashes = oldHashes
        for y in changedRows { newHashes[y] = TerminalScrollPlanner.lineHash(of: grid, row: y) }
        screenLineHashes = newHashes
        // A scroll region needs two lines at least, and moving one changed line breaks others.
        guard changedRows.count >= 2 else { return }
        let scrolls = TerminalScrollPlanner.plan(new: grid, newHashes: newHashes, old: &shown, oldHashes: &oldHashes)
        guard !scrolls.isEmpty else { return }
        // Lines scroll in with the current attributes' background (and, in some terminals,
        // other attributes): reset them so they come in as default blanks.
        setStyle(.plain, into: &output)
        for scroll in scrolls { scroll.append(into: &output) }
        cursor = nil
        lastWasText = false
    }

    /// Whether a row's cells are bit for bit the same in both grids: then they are equal (a row
    /// the view engine did not touch keeps its cells' storage), and the row is skipped without
    /// comparing strings. Different bits do not prove a difference; the cell loop decides.
    private static func rowIsBitwiseIdentical(_ y: Int, _ grid: CellGrid, _ previous: CellGrid) -> Bool {
        guard grid.width > 0 else { return true }
        if grid.sharesRow(y, with: previous) { return true }
        return grid.withRow(y) { new in
            previous.withRow(y) { old in
                memcmp(new.baseAddress!, old.baseAddress!, grid.width * MemoryLayout<Cell>.stride) == 0
            }
        }
    }

    private mutating func writeChangedCells(ofRow y: Int, of grid: CellGrid, comparedWith previous: CellGrid, into output: inout [UInt8]) {
        var x = 0
        let width = grid.width
        // Cells up to here are written even when unchanged: a cluster written just before (or the
        // one it replaced) may have been drawn over them by a terminal that measures it wider.
        var rewriteUntil = 0
        while x < width {
            let cell = grid[x, y]
            if cell.isContinuation { x += 1; continue }
            let span = Int(cell.width)
            if x >= rewriteUntil, cell == previous[x, y] && (span == 1 || grid[x + 1, y] == previous[x + 1, y]),
               !Self.overhangChanged(of: cell, at: x, y, grid, previous) {
                x += span
                continue
            }
            let plain = cell.isPlainASCII
            if plain { reprintShortGap(before: x, ofRow: y, of: grid, into: &output) }
            moveCursor(to: CellPoint(x: x, y: y), separatingText: !plain, into: &output)
            setStyle(colorMode.resolve(cell.style), into: &output)
            if plain {
                cell.withGraphemeUTF8 { output.append(contentsOf: $0) }
                cursor = x + 1 < width ? CellPoint(x: x + 1, y: y) : nil
                lastWasText = true
            } else {
                if span == 2 && cell.mayBeDrawnNarrower {
                    // Blank both cells first, by printing (an erase, ECH, would leave half of a
                    // wide grapheme cut at its edge, which tmux resets later without its
                    // background): a terminal that draws the cluster in one column then shows a
                    // blank after it, as on a fresh screen, not what the second cell held before.
                    output.append(ascii: "  ")
                    cursor = nil
                    moveCursor(to: CellPoint(x: x, y: y), separatingText: false, into: &output)
                }
                output.append(contentsOf: cell.terminalBytes)
                cursor = nil
                lastWasText = true
                let replaced = previous[x, y]
                rewriteUntil = max(rewriteUntil, x + span + cell.overhangWhenMeasuredScalarByScalar,
                                   x + Int(replaced.width) + replaced.overhangWhenMeasuredScalarByScalar)
            }
            x += span
        }
    }

    /// When the cursor is a few cells before `x` on the same row and those unchanged cells are
    /// plain ASCII in the current style, prints them again instead of jumping over them: one byte
    /// a cell against three or four for `CUF` (a word gap in a line written after a scroll).
    private mutating func reprintShortGap(before x: Int, ofRow y: Int, of grid: CellGrid, into output: inout [UInt8]) {
        guard let cursor, cursor.y == y, cursor.x < x, x - cursor.x <= 3, let style else { return }
        for column in cursor.x..<x {
            let cell = grid[column, y]
            guard cell.isPlainASCII, colorMode.resolve(cell.style) == style else { return }
        }
        for column in cursor.x..<x { grid[column, y].withGraphemeUTF8 { output.append(contentsOf: $0) } }
        self.cursor = CellPoint(x: x, y: y)
        lastWasText = true
    }

    /// Whether a cell that a terminal may draw over the cells after it (see
    /// `overhangWhenMeasuredScalarByScalar`) has one of those cells changed: writing that cell
    /// can erase part of the drawn cluster, so the cluster and the cells after it are written.
    private static func overhangChanged(of cell: Cell, at x: Int, _ y: Int, _ grid: CellGrid, _ previous: CellGrid) -> Bool {
        let overhang = cell.overhangWhenMeasuredScalarByScalar
        guard overhang > 0 else { return false }
        let start = x + Int(cell.width)
        for column in start..<min(grid.width, start + overhang) where grid[column, y] != previous[column, y] { return true }
        return false
    }

    /// Moves the cursor unless it is already there (and, for a non-ASCII cluster, not right
    /// after printed text it could join).
    private mutating func moveCursor(to target: CellPoint, separatingText: Bool, into output: inout [UInt8]) {
        if let cursor, cursor == target, !(separatingText && lastWasText) { return }
        if let cursor, cursor.y == target.y, cursor.x < target.x {
            output.appendCSI()
            let distance = target.x - cursor.x
            if distance > 1 { output.append(decimal: distance) }
            output.append(UInt8(ascii: "C"))
        } else {
            output.appendCSI()
            if target.y > 0 || target.x > 0 { output.append(decimal: target.y + 1) }
            if target.x > 0 {
                output.append(UInt8(ascii: ";"))
                output.append(decimal: target.x + 1)
            }
            output.append(UInt8(ascii: "H"))
        }
        cursor = target
        lastWasText = false
    }

    private mutating func setStyle(_ target: CellStyle, into output: inout [UInt8]) {
        if let style {
            SGRSequence.append(from: style, to: target, into: &output)
        } else {
            SGRSequence.appendFromUnknown(to: target, into: &output)
        }
        style = target
    }

    private mutating func placeCursor(_ position: CellPoint?, in size: CellSize, into output: inout [UInt8]) {
        guard let position, position.x >= 0, position.y >= 0, position.x < size.width, position.y < size.height else {
            if cursorVisible != false {
                output.append(ascii: "\u{1B}[?25l")
                cursorVisible = false
            }
            return
        }
        if cursor != position {
            moveCursor(to: position, separatingText: false, into: &output)
        }
        if cursorVisible != true {
            output.append(ascii: "\u{1B}[?25h")
            cursorVisible = true
        }
    }
}
