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

    /// The node after (or before) the current one, wrapping around.
    static func next(after current: ViewNode?, in ring: [ViewNode], backwards: Bool) -> ViewNode? {
        guard !ring.isEmpty else { return nil }
        guard let current, let index = ring.firstIndex(where: { $0 === current }) else {
            return backwards ? ring.last : ring.first
        }
        let offset = backwards ? ring.count - 1 : 1
        return ring[(index + offset) % ring.count]
    }

    /// For Up and Down: the next control in ring order that is on another row than the current
    /// one (controls beside it, like the buttons around a composer's input, are passed over),
    /// and of the controls side by side on that row, the one most in line with the current
    /// (Down from a message reaches the input, not the button left of it). Plain ring order
    /// when every control shares the current row or nothing is focused.
    static func nextRow(after current: ViewNode?, in ring: [ViewNode], backwards: Bool) -> ViewNode? {
        guard let current, let index = ring.firstIndex(where: { $0 === current }) else {
            return next(after: current, in: ring, backwards: backwards)
        }
        let step = backwards ? ring.count - 1 : 1
        let from = current.frame
        var position = (index + step) % ring.count
        while position != index, sharesRow(ring[position].frame, from) { position = (position + step) % ring.count }
        guard position != index else { return next(after: current, in: ring, backwards: backwards) }
        let row = ring[position].frame
        var best = ring[position]
        var bestOverlap = horizontalOverlap(best.frame, from)
        var candidate = (position + step) % ring.count
        while candidate != index, sharesRow(ring[candidate].frame, row) {
            let overlap = horizontalOverlap(ring[candidate].frame, from)
            if overlap > bestOverlap { best = ring[candidate]; bestOverlap = overlap }
            candidate = (candidate + step) % ring.count
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

