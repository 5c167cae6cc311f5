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
}

