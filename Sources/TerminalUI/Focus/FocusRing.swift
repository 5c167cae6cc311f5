/// The focusable nodes of the active layer (the top presentation, or the screen), in
/// traversal order, and moving focus among them.
@MainActor enum FocusRing {
    static func focusables(in root: ViewNode) -> [ViewNode] {
        var result: [ViewNode] = []
        visit(root, into: &result)
        return result
    }

    private static func visit(_ node: ViewNode, into result: inout [ViewNode]) {
        if node.behavior.focusRole(node) != nil, !node.frame.isEmpty { result.append(node) }
        for child in node.behavior.traversalChildren(node) { visit(child, into: &result) }
    }

    /// Whether a text field (enabled or not) is shown in the layer.
    static func showsTextField(in node: ViewNode) -> Bool {
        if node.behavior is TextFieldBehavior, !node.frame.isEmpty { return true }
        return node.behavior.traversalChildren(node).contains { showsTextField(in: $0) }
    }

    /// The node after (or before) the current one; the first (or last) when nothing in the ring
    /// has focus. `wraps` (Tab, Shift-Tab) goes round from the last node to the first and back;
    /// without it (the arrow keys) the ends stop: nil.
    static func next(after current: ViewNode?, in ring: [ViewNode], backwards: Bool, wraps: Bool = true) -> ViewNode? {
        guard !ring.isEmpty else { return nil }
        guard let current, let index = ring.firstIndex(where: { $0 === current }) else {
            return backwards ? ring.last : ring.first
        }
        let position = index + (backwards ? -1 : 1)
        if ring.indices.contains(position) { return ring[position] }
        return wraps ? ring[(position + ring.count) % ring.count] : nil
    }

    /// For Up and Down: the next control in ring order that lies wholly above (Up) or below
    /// (Down) the current one's rows (controls beside it, like the buttons around a composer's
    /// input, are passed over, and so is a control drawn elsewhere, like a navigation bar's
    /// button that comes last in the ring), and of the controls side by side on that row, the
    /// one most in line with the current (Down from a message reaches the input, not the button
    /// left of it). Never wraps: at the top (Up) or the bottom (Down) it returns nil. Plain ring
    /// order, without wrapping, when every control shares the current row; the ring's end
    /// (Up) or start (Down) when nothing is focused.
    static func nextRow(after current: ViewNode?, in ring: [ViewNode], backwards: Bool) -> ViewNode? {
        guard let current, let index = ring.firstIndex(where: { $0 === current }) else {
            return next(after: current, in: ring, backwards: backwards)
        }
        let from = current.frame
        if ring.allSatisfy({ sharesRow($0.frame, from) }) { return next(after: current, in: ring, backwards: backwards, wraps: false) }
        let step = backwards ? -1 : 1
        func isInDirection(_ frame: CellRect) -> Bool {
            !sharesRow(frame, from) && (backwards ? frame.y < from.y : frame.y > from.y)
        }
        var position = index + step
        while ring.indices.contains(position), !isInDirection(ring[position].frame) { position += step }
        guard ring.indices.contains(position) else { return nil }
        let row = ring[position].frame
        var best = ring[position]
        var bestOverlap = horizontalOverlap(best.frame, from)
        var candidate = position + step
        while ring.indices.contains(candidate), sharesRow(ring[candidate].frame, row) {
            let overlap = horizontalOverlap(ring[candidate].frame, from)
            if overlap > bestOverlap, isInDirection(ring[candidate].frame) { best = ring[candidate]; bestOverlap = overlap }
            candidate += step
        }
        return best
    }

    /// Whether two frames share at least one screen row.
    private static func sharesRow(_ a: CellRect, _ b: CellRect) -> Bool {
        a.y < b.maxY && b.y < a.maxY
    }

    /// How many columns two frames share.
    private static func horizontalOverlap(_ a: CellRect, _ b: CellRect) -> Int {
        max(0, min(a.maxX, b.maxX) - max(a.x, b.x))
    }
}

