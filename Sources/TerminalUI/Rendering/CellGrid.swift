/// A colour as a terminal understands it: the terminal's default, one of the 256 indexed
/// colours, or 24-bit RGB. Backends downgrade RGB to what the terminal supports.
public enum TerminalColor: Hashable, Sendable {
    case `default`
    case indexed(UInt8)
    case rgb(UInt8, UInt8, UInt8)
}

/// How one cell is drawn: colours and text attributes.
public struct CellStyle: Hashable, Sendable {
    public var foreground: TerminalColor
    public var background: TerminalColor
    public var bold: Bool
    public var dim: Bool
    public var italic: Bool
    public var underline: Bool
    public var inverse: Bool
    public var strikethrough: Bool

    public init(
        foreground: TerminalColor = .default, background: TerminalColor = .default,
        bold: Bool = false, dim: Bool = false, italic: Bool = false, underline: Bool = false,
        inverse: Bool = false, strikethrough: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.italic = italic
        self.underline = underline
        self.inverse = inverse
        self.strikethrough = strikethrough
    }

    /// The terminal's default look.
    public static let plain = CellStyle()
}

/// One character cell of the screen.
///
/// A wide grapheme (CJK, emoji) occupies its own cell with `width == 2` and the cell to its
/// right holds a `continuation` (`width == 0`, empty grapheme), which backends never print.
///
/// A cell holds no reference (its grapheme is kept as bits, see `CellText`): grids copy as
/// plain memory. Cells compare their graphemes byte for byte.
public struct Cell: Hashable, Sendable {
    /// The grapheme cluster drawn here; `" "` for blank, `""` for the right half of a wide one.
    public var grapheme: String {
        get { text.string }
        set { text = CellText(newValue) }
    }
    /// Columns the grapheme occupies: 1, 2, or 0 for a continuation cell.
    public var width: UInt8
    public var style: CellStyle
    /// `grapheme`, as bits.
    private var text: CellText

    public init(grapheme: String = " ", width: UInt8 = 1, style: CellStyle = .plain) {
        self.init(text: CellText(grapheme), width: width, style: style)
    }

    init(text: CellText, width: UInt8, style: CellStyle) {
        self.text = text
        self.width = width
        self.style = style
    }

    /// The length of `grapheme` in UTF-8 (without making a `String`).
    var graphemeUTF8Count: Int { text.utf8Count }

    /// Calls `body` with the UTF-8 of `grapheme` (without making a `String`).
    public func withGraphemeUTF8<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try text.withUTF8(body)
    }

    /// A blank cell in the given style.
    public static func blank(_ style: CellStyle = .plain) -> Cell { Cell(text: .space, width: 1, style: style) }
    /// The right half of a wide grapheme.
    public static func continuation(_ style: CellStyle) -> Cell { Cell(text: .empty, width: 0, style: style) }

    public var isContinuation: Bool { width == 0 }
}

/// A position on the cell grid, in columns (`x`) and rows (`y`) from the top left.
public struct CellPoint: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public init(x: Int, y: Int) { self.x = x; self.y = y }
}

/// A size in cells.
public struct CellSize: Hashable, Sendable {
    public var width: Int
    public var height: Int
    public init(width: Int, height: Int) { self.width = max(0, width); self.height = max(0, height) }
}

/// The rendered screen: a grid of cells, row by row, that every backend (terminal, text
/// snapshot) consumes. Writes outside the grid are clipped; a wide grapheme that does not fit at
/// the right edge is replaced by a blank rather than drawn by half.
///
/// Each row keeps its cells in storage of its own, shared until written: a frame drawn from
/// the last one (which its caller keeps) copies only the rows it draws into, and moving
/// full-width rows (`moveCells`) moves references, not cells.
public struct CellGrid: Hashable, Sendable {
    public private(set) var size: CellSize
    /// The cells of each row, top to bottom (every row `size.width` long).
    private var rows: [[Cell]]

    public init(size: CellSize, fill: Cell = .blank()) {
        self.size = size
        // Every row starts as the same storage; drawing into one copies it.
        self.rows = Array(repeating: Array(repeating: fill, count: size.width), count: size.height)
    }

    /// Every cell, row-major (made on demand: a backend reads rows with `withRow`).
    public var cells: [Cell] { Array(rows.joined()) }

    public var width: Int { size.width }
    public var height: Int { size.height }

    public subscript(x: Int, y: Int) -> Cell {
        get { rows[y][x] }
        set { rows[y][x] = newValue }
    }

    /// Calls `body` with the cells of row `y`.
    func withRow<R>(_ y: Int, _ body: (UnsafeBufferPointer<Cell>) throws -> R) rethrows -> R {
        try rows[y].withUnsafeBufferPointer(body)
    }

    /// Whether row `y` of both grids is the same storage (then it holds the same cells: a row
    /// neither grid wrote since one was made from the other).
    func sharesRow(_ y: Int, with other: CellGrid) -> Bool {
        rows[y].withUnsafeBufferPointer { mine in
            other.rows[y].withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress && mine.count == theirs.count }
        }
    }

    /// Whether the point lies on the grid.
    public func contains(x: Int, y: Int) -> Bool { x >= 0 && y >= 0 && x < size.width && y < size.height }

    /// Writes one grapheme at a position and returns the number of columns it advanced.
    /// Control characters must already be made inert (see `InertText`).
    @discardableResult
    public mutating func put(_ grapheme: Character, x: Int, y: Int, style: CellStyle, clipMaxX: Int? = nil) -> Int {
        put(CellText(grapheme), width: DisplayWidth.of(grapheme), x: x, y: y, style: style, clipMaxX: clipMaxX)
    }

    /// Writes one grapheme given as its cell text and display width `w` (a laid-out glyph's):
    /// `put(_:x:y:style:clipMaxX:)` without working either out again.
    @discardableResult
    mutating func put(_ text: CellText, width w: Int, x: Int, y: Int, style: CellStyle, clipMaxX: Int? = nil) -> Int {
        let limit = min(clipMaxX ?? size.width, size.width)
        guard y >= 0, y < size.height else { return w }
        if w == 0 {
            // Combining marks attach to the grapheme itself; a lone zero-width cluster draws nothing.
            return 0
        }
        guard x >= 0, x < limit else { return w }
        if w == 2 && x + 1 >= limit {
            clearWide(x: x, y: y)
            self[x, y] = .blank(style)
            return w
        }
        clearWide(x: x, y: y)
        if w == 2 { clearWide(x: x + 1, y: y) }
        self[x, y] = Cell(text: text, width: UInt8(w), style: style)
        if w == 2 { self[x + 1, y] = .continuation(style) }
        return w
    }

    /// Fills a rectangle with blanks of a style (used for backgrounds). A wide grapheme cut
    /// by the rectangle's left or right edge loses its other half too.
    public mutating func fill(x: Int, y: Int, width: Int, height: Int, style: CellStyle) {
        let x0 = max(0, x), y0 = max(0, y)
        let x1 = min(size.width, x + width), y1 = min(size.height, y + height)
        guard x0 < x1, y0 < y1 else { return }
        let blank = Cell.blank(style)
        for row in y0..<y1 {
            if x0 == 0, x1 == size.width {
                // A whole row: new storage, rather than a copy of the shared row to overwrite.
                rows[row] = Array(repeating: blank, count: size.width)
                continue
            }
            // Inside the span every cell is overwritten: only its edges can cut a wide grapheme.
            clearWide(x: x0, y: row)
            clearWide(x: x1 - 1, y: row)
            rows[row].withUnsafeMutableBufferPointer { cells in
                UnsafeMutableBufferPointer(rebasing: cells[x0..<x1]).update(repeating: blank)
            }
        }
    }

    /// The grid as plain text, one line per row, trailing blanks kept so every row has the
    /// grid's width in columns.
    public var plainText: String {
        var lines: [String] = []
        lines.reserveCapacity(size.height)
        for row in 0..<size.height {
            var line = ""
            for col in 0..<size.width {
                let cell = self[col, row]
                if !cell.isContinuation { line += cell.grapheme }
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    /// Moves the cells of a rectangle `dy` rows down (up when negative), within the rectangle:
    /// cells moved past its edge are dropped, and the rows they leave hold stale cells (to be
    /// drawn again). Changes nothing and returns false when a wide grapheme straddles the
    /// rectangle's left or right edge (moving half of it would break it).
    ///
    /// A rectangle as wide as the grid moves its rows' storage (each row taken over shares it
    /// with the row it came from until one of them is drawn into); a narrower one copies spans.
    mutating func moveCells(in rect: CellRect, by dy: Int) -> Bool {
        let area = rect.intersection(CellRect(x: 0, y: 0, width: width, height: height))
        guard !area.isEmpty, dy != 0 else { return true }
        for y in area.y..<area.maxY {
            if area.x > 0, self[area.x, y].isContinuation { return false }
            if area.maxX < width, self[area.maxX, y].isContinuation { return false }
        }
        guard abs(dy) < area.height else { return true }
        // Up: top to bottom; down: bottom to top, so that no source is overwritten before it moves.
        let sources = dy < 0 ? stride(from: area.y - dy, to: area.maxY, by: 1) : stride(from: area.maxY - dy - 1, to: area.y - 1, by: -1)
        if area.width == width {
            for source in sources { rows[source + dy] = rows[source] }
        } else {
            let span = area.x..<area.maxX
            for source in sources {
                let moved = rows[source][span]
                rows[source + dy].replaceSubrange(span, with: moved)
            }
        }
        return true
    }

    /// If (x, y) is half of a wide grapheme, blanks the other half so no half-glyph remains.
    private mutating func clearWide(x: Int, y: Int) {
        guard contains(x: x, y: y) else { return }
        let cell = self[x, y]
        if cell.isContinuation, x > 0 {
            self[x - 1, y] = .blank(self[x - 1, y].style)
        } else if cell.width == 2, x + 1 < size.width {
            self[x + 1, y] = .blank(self[x + 1, y].style)
        }
    }
}
