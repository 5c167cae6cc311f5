/// A row of a lazy scroll view to bring into view at its next layout
/// (`ScrollViewProxy.scrollTo(_:anchor:)`): its key and index when asked, and the anchor.
struct ScrollTarget {
    let key: RowKey
    let index: Int
    let anchor: UnitPoint?

    /// Where a row `rowHeight` tall starts, from the top of a viewport `height` tall, for its
    /// point at `anchor` to be at the viewport's (negative: a row taller than the viewport
    /// starts above it).
    static func rowTop(anchor: UnitPoint, rowHeight: Int, height: Int) -> Int {
        let fraction = min(max(Double(anchor.y), 0), 1)
        return Int((fraction * Double(height - rowHeight)).rounded(.down))
    }
}

/// Scrolling a lazy scroll view to a row as SwiftUI does: the row's point at `anchor` is put at
/// the same point of the visible area (`.top`: the row's top at the viewport's top; `.bottom`:
/// its bottom at the viewport's bottom; `.center`: centred), within the content (a row near
/// the start cannot come lower than where the content starts, one near the end higher than
/// where it ends). Without an anchor the view scrolls the least amount that shows the row: not
/// at all when it is shown whole, else its top to the top (when it is above, or taller than
/// the viewport) or its bottom to the bottom.
///
/// The position is worked out when the rows are next laid out, with the viewport's height and
/// the rows' heights then (rows are measured from the target up, as far as the anchor needs).
extension ScrollBehavior {
    /// Scrolls so that row `index` shows as `anchor` asks, at the next layout. The last row at
    /// the bottom (`.bottom`) pins the view to the bottom: it follows rows appended after.
    func scroll(toRow index: Int, anchor: UnitPoint?, node: ViewNode) {
        guard let rows, rows.count > 0, index >= 0, index < rows.count else { return }
        needsRowLayout = true
        if index == rows.count - 1, let anchor, anchor.y >= 1 {
            pinnedToBottom = true
            scrollTarget = nil
        } else {
            scrollTarget = ScrollTarget(key: rows.id(index), index: index, anchor: anchor)
        }
        node.invalidateLayout()
    }

    /// Sets the position for `target` in `rows` and a viewport `height` rows tall (the rows
    /// may have changed since it was asked: the row is found by its key).
    func applyScrollTarget(_ target: ScrollTarget, in rows: RowSource, height: Int, width: Int, node: ViewNode) {
        guard let index = rows.index(of: target.key, amongst: [target.index]) ?? rows.index(of: target.key.id),
              rows.id(index) == target.key else { return }
        let rowHeight = self.height(of: rowNode(index, node: node), width: width)
        let anchor: UnitPoint
        if let asked = target.anchor {
            anchor = asked
        } else {
            let top = currentTop(ofRow: index, in: rows, height: height, width: width, node: node)
            if top >= 0, top + rowHeight <= height { return }
            anchor = top < 0 || rowHeight > height ? .top : .bottom
        }
        if anchor.y >= 1, index == rows.count - 1 {
            pinnedToBottom = true
            return
        }
        pinnedToBottom = false
        // Where the row's top goes, from the viewport's top (negative: scrolled off).
        let rowTop = ScrollTarget.rowTop(anchor: anchor, rowHeight: rowHeight, height: height)
        guard rowTop > 0 else {
            anchorIndex = index
            anchorOffset = -rowTop
            return
        }
        var first = index, above = 0
        while above < rowTop, first > 0 {
            first -= 1
            above += self.height(of: rowNode(first, node: node), width: width) + spacing
        }
        // Short of rows above, the content's start stays at the top.
        anchorIndex = first
        anchorOffset = max(0, above - rowTop)
    }

    /// Where row `index`'s top is in the current position, from the viewport's top: negative
    /// when it starts above the viewport, `height` or more when it is below it. Measures the
    /// rows between the shown edge and the row, at most a viewport of them.
    private func currentTop(ofRow index: Int, in rows: RowSource, height: Int, width: Int, node: ViewNode) -> Int {
        if pinnedToBottom {
            // The last row's bottom is at the viewport's bottom (content shorter than the
            // viewport is shown from the top; then every row is shown whole and this tells so).
            var bottom = height
            var row = rows.count - 1
            while row > index {
                bottom -= self.height(of: rowNode(row, node: node), width: width) + spacing
                if bottom <= 0 { return -1 }
                row -= 1
            }
            return bottom - self.height(of: rowNode(index, node: node), width: width)
        }
        if index < anchorIndex { return -1 }
        var top = -anchorOffset
        var row = anchorIndex
        while row < index {
            top += self.height(of: rowNode(row, node: node), width: width) + spacing
            if top >= height { return height }
            row += 1
        }
        return top
    }
}
