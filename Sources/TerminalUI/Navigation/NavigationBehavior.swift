/// A navigation container: shows the top of its stack under a header row built from the top
/// view's toolbar (leading zone with the back button, principal or title in the centre,
/// trailing zone), a divider, and a bottom bar when there are `.bottomBar` items.
final class NavigationBehavior: NodeBehavior {
    override var toolbarRole: ToolbarRole { .navigation }
    let controller = NavigationController()
    /// `dismiss` of pushed views: made once, so the environment below stays the same.
    private lazy var dismissAction = DismissAction { [controller] in controller.pop() }
    private var header = HeaderLayout()
    /// The screen shown and the heights of the header and the bottom bar, as last placed: when
    /// any changes (a push, a pop, a header gaining or losing a row), the whole container is
    /// drawn again, as nothing of the previous screen's cells can be kept.
    private var shownScreen: ShownScreen?
    /// The environment derived for the children, with the version of the container's own
    /// environment and the stack depth it was derived for (the only inputs of the derivation).
    private var childEnvironment: (baseVersion: UInt64, depth: Int, environment: EnvironmentValues)?

    private struct ShownScreen: Equatable {
        let top: ObjectIdentifier
        let headerHeight: Int
        let bottomHeight: Int
    }

    func reconcile(root: any View, node: ViewNode) {
        controller.node = node
        let environment = environmentForChildren(node)
        if controller.depth == 0 {
            node.reconcileChildren(CollectionOfOne(root), environment: environment, identities: Self.rootIdentity)
        } else {
            let controller = self.controller
            var views: [any View] = [root]
            var identities: [AnyHashable?] = Self.rootIdentity
            for entry in controller.pushed {
                views.append(entry.view)
                identities.append(AnyHashable(entry.id))
            }
            views.append(Button(action: { controller.pop() }, label: { Text("‹ Back") }))
            identities.append(AnyHashable("back"))
            node.reconcileChildren(views, environment: environment, identities: identities)
        }
        // What the container draws itself (the header's title, divider and blank cells) is
        // compared with what it drew when it is placed; an update alone redraws none of it.
        node.contentDirty = false
    }

    private static let rootIdentity: [AnyHashable?] = [AnyHashable(0)]

    /// The children's environment: the container's own with its controller and, above the
    /// root, the `dismiss` that pops. Derived again only when its inputs change.
    private func environmentForChildren(_ node: ViewNode) -> EnvironmentValues {
        let depth = controller.depth
        if let known = childEnvironment, known.baseVersion == node.environment.version, known.depth == depth {
            return known.environment
        }
        let controller = self.controller
        let dismissAction = self.dismissAction
        let environment = node.deriveEnvironment(writing: { environment in
            environment.navigationController = controller
            if depth > 0 { environment[DismissKey.self] = dismissAction }
        })
        childEnvironment = (node.environment.version, depth, environment)
        return environment
    }

    /// The node shown (the top of the stack).
    func topNode(_ node: ViewNode) -> ViewNode? {
        let depth = controller.depth
        return depth < node.children.count ? node.children[depth] : node.children.first
    }

    private func backButton(_ node: ViewNode) -> ViewNode? {
        guard controller.depth > 0, let last = node.children.last, last.identity == AnyHashable("back") else { return nil }
        return (topNode(node)?.environment.hidesBackButton ?? false) ? nil : last
    }

    override func measure(_ node: ViewNode, _ proposal: ProposedSize) -> CellSize {
        CellSize(width: proposal.width ?? 80, height: proposal.height ?? 24)
    }

    override func place(_ node: ViewNode, in rect: CellRect) {
        guard let top = topNode(node) else { return }
        let toolbar = ToolbarCollector.collect(in: top)
        var header = HeaderLayout.make(toolbar: toolbar, back: backButton(node), width: rect.width)
        header.place(in: rect)
        let screen = ShownScreen(top: ObjectIdentifier(top), headerHeight: header.height, bottomHeight: header.bottomHeight)
        if screen != shownScreen {
            shownScreen = screen
            node.graph.damage(rect)
        } else if header.ownDrawing != self.header.ownDrawing {
            for region in self.header.ownDrawing.regions + header.ownDrawing.regions { node.graph.damage(region) }
        }
        damageItemsThatLeft(header)
        self.header = header
        let headerHeight = header.height
        let contentTop = rect.y + headerHeight + (headerHeight > 0 ? 1 : 0)
        let content = CellRect(x: rect.x, y: contentTop, width: rect.width, height: rect.maxY - contentTop - header.bottomHeight)
        top.place(in: content)
        for child in node.children where child !== top && !header.contains(child) {
            child.place(in: CellRect(x: rect.x, y: rect.y, width: 0, height: 0))
        }
    }

    /// An item that left the header (its toolbar item gone, deep in the content, while nothing
    /// else of the header changed) draws nothing there any more: its cells are the container's
    /// blank cells again, drawn again here (its node, disposed or no longer placed, still has
    /// the frame the header gave it). The items are few: a search per item.
    private func damageItemsThatLeft(_ header: HeaderLayout) {
        for item in self.header.items where !header.contains(item) {
            item.graph.damage(item.frame)
        }
    }

    /// Placed again when it moves (it keeps positions, or places only some children).
    override func childrenMovingWithFrame(_ node: ViewNode) -> [ViewNode]? { nil }
    override func traversalChildren(_ node: ViewNode) -> [ViewNode] {
        header.items + (topNode(node).map { [$0] } ?? [])
    }

    /// The header rows and the divider above the content (and the bottom bar below it).
    override func ownDrawingRegion(_ node: ViewNode) -> CellRect {
        guard let top = topNode(node), header.bottomHeight == 0, top.frame.maxY >= node.frame.maxY else { return node.frame }
        return CellRect(x: node.frame.x, y: node.frame.y, width: node.frame.width, height: top.frame.y - node.frame.y)
    }

    /// The header (title, toolbar items, divider); see `ownDrawingRegion`.
    override var drawsOwnContent: Bool { true }
    override func draw(_ node: ViewNode, into canvas: inout Canvas) {
        topNode(node)?.draw(into: &canvas)
        header.draw(into: &canvas)
    }
}
