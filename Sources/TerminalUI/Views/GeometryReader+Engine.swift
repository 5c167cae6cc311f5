extension GeometryReader: PrimitiveView, CustomReconciling {
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        let behavior = existing as? GeometryBehavior ?? GeometryBehavior()
        nonisolated(unsafe) let content = self.content
        behavior.makeContent = { content($0) }
        return behavior
    }
    @MainActor func reconcile(node: ViewNode) {
        (node.behavior as? GeometryBehavior)?.rebuild(node, size: node.frame.size, origin: node.frame.origin)
    }
}

/// Takes all offered space; builds its content for the size it was given, rebuilding when the
/// size changes. Content is placed at the top leading corner.
final class GeometryBehavior: NodeBehavior {
    var makeContent: (GeometryProxy) -> any View = { _ in EmptyView() }
    private var builtSize: CellSize?

    func rebuild(_ node: ViewNode, size: CellSize, origin: CellPoint) {
        builtSize = size
        node.reconcileChildren(CollectionOfOne(makeContent(GeometryProxy(cells: size, origin: origin))), environment: node.environment)
    }

    override func measure(_ node: ViewNode, _ proposal: ProposedSize) -> CellSize {
        CellSize(width: min(proposal.width ?? 1, Layout.unbounded), height: min(proposal.height ?? 1, Layout.unbounded))
    }

    /// Placed again when it moves (it keeps positions, or places only some children).
    override func childrenMovingWithFrame(_ node: ViewNode) -> [ViewNode]? { nil }
    override func place(_ node: ViewNode, in rect: CellRect) {
        if builtSize != rect.size { rebuild(node, size: rect.size, origin: rect.origin) }
        for child in node.layoutChildren {
            let size = child.sizeThatFits(ProposedSize(rect.size))
            child.place(in: CellRect(origin: rect.origin, size: CellSize(width: min(size.width, rect.width), height: min(size.height, rect.height))))
        }
    }
}
