/// The drawing surface of one render: the grid, the clip rectangle, and the inherited
/// highlight (focused controls draw inverse).
struct Canvas {
    var grid: CellGrid
    var clip: CellRect
    /// Set while drawing the label of a focused control.
    var highlighted = false
    /// Set while drawing a disabled control.
    var dimmed = false

    init(grid: CellGrid, clip: CellRect) {
        self.grid = grid
        self.clip = clip.intersection(CellRect(x: 0, y: 0, width: grid.width, height: grid.height))
    }

    /// Draws a grapheme (made inert first) at a position, keeping the background already
    /// there unless the style sets one. Returns the columns advanced.
    @discardableResult
    mutating func put(_ grapheme: Character, x: Int, y: Int, style: CellStyle) -> Int {
        if let replacement = InertText.replacement(for: grapheme) {
            var advance = 0
            for safe in replacement { advance += put(safe, x: x + advance, y: y, style: style) }
            return advance
        }
        return put(CellText(grapheme), width: DisplayWidth.of(grapheme), x: x, y: y, style: style)
    }

    /// Draws a glyph of laid-out text (made inert, its width known). A glyph one column wide
    /// inside the clip over a cell one column wide (the common case) is stored in that cell
    /// as it is; any other goes the way of `put(_:x:y:style:)`.
    @discardableResult
    mutating func put(_ glyph: StyledGlyph, x: Int, y: Int) -> Int {
        guard glyph.width == 1, y >= clip.y, y < clip.maxY, x >= clip.x, x < clip.maxX, grid[x, y].width == 1 else {
            return put(glyph.text, width: glyph.width, x: x, y: y, style: glyph.style)
        }
        grid[x, y] = Cell(text: glyph.text, width: 1, style: resolved(glyph.style, at: x, y))
        return 1
    }

    /// Draws an inert grapheme, given as its cell text and display width, where the clip
    /// allows: a wide one cut by the clip's right edge leaves a blank. Returns the columns
    /// advanced.
    private mutating func put(_ text: CellText, width: Int, x: Int, y: Int, style: CellStyle) -> Int {
        guard y >= clip.y, y < clip.maxY, x >= clip.x, x + max(width, 1) <= clip.maxX else {
            if y >= clip.y, y < clip.maxY, width == 2, x >= clip.x, x < clip.maxX {
                grid.put(.space, width: 1, x: x, y: y, style: resolved(style, at: x, y))
            }
            return width
        }
        return grid.put(text, width: width, x: x, y: y, style: resolved(style, at: x, y), clipMaxX: clip.maxX)
    }

    /// Draws a string from a position; returns the columns advanced.
    @discardableResult
    mutating func put(_ text: String, x: Int, y: Int, style: CellStyle) -> Int {
        var column = x
        for grapheme in text { column += put(grapheme, x: column, y: y, style: style) }
        return column - x
    }

    /// Fills a rectangle (clipped) with a background colour.
    mutating func fill(_ rect: CellRect, background: TerminalColor) {
        let area = rect.intersection(clip)
        guard !area.isEmpty else { return }
        grid.fill(x: area.x, y: area.y, width: area.width, height: area.height, style: CellStyle(background: background))
    }

    /// Applies inherited attributes and keeps the existing background under text.
    private func resolved(_ style: CellStyle, at x: Int, _ y: Int) -> CellStyle {
        var style = style
        if style.background == .default, grid.contains(x: x, y: y) { style.background = grid[x, y].style.background }
        if highlighted { style.inverse = true }
        if dimmed { style.dim = true }
        return style
    }
}
