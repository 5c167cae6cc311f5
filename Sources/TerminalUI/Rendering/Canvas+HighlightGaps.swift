extension Canvas {
    /// Highlights the spacing cells of `gaps` (the columns a horizontal stack leaves between two
    /// of its children) on each row where the cells on both sides are highlighted, each in the
    /// style of the cell before it, as a blank: a focused "↓ 2 new" showed its arrow and its
    /// count highlighted with a plain cell between them. Only the stack's spacing is bridged: a
    /// `Spacer`'s cells, padding and whatever lies under the control stay as they were.
    mutating func closeHighlightGaps(_ gaps: [CellRect]) {
        for gap in gaps {
            let area = gap.intersection(clip)
            guard !area.isEmpty, gap.x > clip.x, gap.maxX < clip.maxX else { continue }
            for y in area.y..<area.maxY where grid[gap.x - 1, y].style.inverse && grid[gap.maxX, y].style.inverse {
                var style = grid[gap.x - 1, y].style
                style.underline = false
                style.strikethrough = false
                for x in area.x..<area.maxX { grid.put(" ", x: x, y: y, style: style) }
            }
        }
    }
}

extension ViewNode {
    /// The spacing between the children of the horizontal stacks in this node's subtree (not
    /// inside another control), as rects in the stacks' rows: what a focused control's
    /// highlight bridges.
    func horizontalStackSpacingGaps() -> [CellRect] {
        var gaps: [CellRect] = []
        collectSpacingGaps(into: &gaps)
        return gaps
    }

    private func collectSpacingGaps(into gaps: inout [CellRect]) {
        if let stack = behavior as? StackBehavior, stack.layout.axis == .horizontal, stack.layout.spacing > 0 {
            let frames = layoutChildren.map(\.frame).filter { !$0.isEmpty }
            let rows = frame
            for (left, right) in zip(frames, frames.dropFirst()) where right.x > left.maxX && right.x - left.maxX <= stack.layout.spacing {
                gaps.append(CellRect(x: left.maxX, y: rows.y, width: right.x - left.maxX, height: rows.height))
            }
        }
        for child in children where !(child.behavior is ActionBehavior) {
            child.collectSpacingGaps(into: &gaps)
        }
    }
}
