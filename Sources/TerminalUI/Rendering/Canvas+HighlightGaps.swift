extension Canvas {
    /// Highlights the cells inside `rect` that lie between highlighted cells of their row but
    /// were left as they were (the spacing between the views of a focused control's label),
    /// each in the style of the highlighted cell before it, as a blank: a focused "↓ 2 new"
    /// showed its arrow and its count highlighted with a plain cell between them.
    mutating func closeHighlightGaps(in rect: CellRect) {
        let area = rect.intersection(clip)
        guard !area.isEmpty else { return }
        for y in area.y..<area.maxY {
            var lastHighlighted: Int?
            for x in area.x..<area.maxX {
                let cell = grid[x, y]
                guard cell.style.inverse else { continue }
                if let last = lastHighlighted, x > last + 1 {
                    var style = grid[last, y].style
                    style.underline = false
                    style.strikethrough = false
                    for gap in (last + 1)..<x { grid.put(" ", x: gap, y: y, style: style) }
                }
                lastHighlighted = x
            }
        }
    }
}
