/// How a graph node lays out, draws and reacts to input. Subclasses implement built-in views
/// and modifiers; the base class lays its children out on top of each other (a passthrough
/// for a single child).
@MainActor class NodeBehavior {
    /// The behaviour a node has until its first update gives it its own: one instance for every
    /// node (the base class keeps nothing per node), so making a node allocates no behaviour
    /// that its first update replaces.
    static let unset = NodeBehavior()

    /// Groups (tuples, `ForEach`, `Group`, conditionals, optionals) are flattened into the
    /// container that holds them.
    var isGroup: Bool { false }
    /// Whether this is a `PassthroughBehavior` (asked per node by layout; cheaper than a cast).
    var isPassthrough: Bool { false }
    /// What `ToolbarCollector` looks for in this node.
    var toolbarRole: ToolbarRole { .none }
    /// A spacer's flexibility is handled by stacks; `nil` for other views.
    var spacerMinLength: Int? { nil }
    /// Whether the node draws outside its frame (overlays, presentations).
    var drawsOutsideFrame: Bool { false }
    /// Whether the node draws something of its own (text, a fill, a border, a decoration, a
    /// focus or enabled look given to its children, a clip that is no layout's): its own
    /// drawing may then cover its frame, which an update of the node redraws, and cells its
    /// children move there are not only theirs. A behaviour that overrides `draw` to draw
    /// anything but its children as they draw themselves says so; any other draws only its
    /// children (the default): an update of it alone redraws nothing (what it changes moves,
    /// adds or removes children, which redraw themselves), and it cannot disturb cells its
    /// children move (a modifier above a chat's message list leaves an append moving the list's
    /// drawn rows). `DrawingDeclarationTests` checks the declarations against what each
    /// behaviour of a gallery of views draws.
    var drawsOwnContent: Bool { false }
    /// Whether the node's own drawing fills its frame with one kind of cell (a colour): cells
    /// moved within its frame over it look the same as before.
    var drawsUniformFill: Bool { false }
    /// Whether the node's own drawing covers its whole frame with something opaque (a colour
    /// fill): a click there does not reach what was drawn beneath it (`HitTest`).
    var hidesWhatIsBeneath: Bool { false }
    /// Whether the node draws its children only inside its own frame (a scroll view, whose
    /// content reaches past its viewport): a point outside the frame hits none of them
    /// (`HitTest`), whatever their frames say.
    var clipsChildren: Bool { false }
    /// The cells the node's own drawing (not its children's) may cover, redrawn when its content
    /// changes: its frame, or nothing for a node that only draws its children.
    func ownDrawingRegion(_ node: ViewNode) -> CellRect { drawsOwnContent ? node.frame : .zero }
    /// The layout priority of this view in a stack.
    func layoutPriority(_ node: ViewNode) -> Double {
        guard let child = node.unmanagedOnlyChild else { return 0 }
        return child.withNode { child in child.withBehavior { $0.layoutPriority(child) } }
    }

    /// Whether the node's size for a proposal depends on the proposal alone, not on its value's
    /// content or anything below it (a lazy scroll view, whose rows scroll inside the size it
    /// is given). Such a node is a layout boundary (see `isLayoutBoundary`).
    var sizeIgnoresContent: Bool { false }
    /// Whether a change below the node (or of its value, keeping `sizeIgnoresContent`) leaves
    /// its ancestors' layout as it is: it is then placed again at its frame (see
    /// `ViewNode.invalidateLayout`). Not while toolbar items or titles are below it: the
    /// navigation container collects them when it is placed.
    final func isLayoutBoundary(_ node: ViewNode) -> Bool { sizeIgnoresContent && node.toolbarNodeCount == 0 }
    /// Whether the node is placing its children right now and measures and places what changes
    /// in them meanwhile (a lazy scroll view building and updating its rows).
    var isPlacingChildren: Bool { false }

    /// The size this node wants for a proposal (children stacked on top of each other).
    func measure(_ node: ViewNode, _ proposal: ProposedSize) -> CellSize {
        var size = CellSize(width: 0, height: 0)
        let children = node.layoutChildren
        for index in children.indices {
            let childSize = children[index].sizeThatFits(proposal)
            size = CellSize(width: max(size.width, childSize.width), height: max(size.height, childSize.height))
        }
        return size
    }

    /// Places the children in the node's frame, for the proposal its size came from
    /// (`ViewNode.placementProposal`; the frame's size when there is none).
    func place(_ node: ViewNode, in rect: CellRect) {
        placeOnTop(node.layoutChildren, in: rect, proposal: node.placementProposal)
    }

    /// Places children on top of each other at `rect`'s origin, each at the size it answers
    /// `proposal` (what the node measured them with; `rect`'s size when `nil`), cut to `rect`.
    final func placeOnTop(_ children: [ViewNode], in rect: CellRect, proposal: ProposedSize?) {
        let proposal = proposal ?? ProposedSize(rect.size)
        for index in children.indices {
            let child = children[index]
            let size = child.sizeThatFits(proposal)
            let frame = CellRect(origin: rect.origin, size: CellSize(width: min(size.width, rect.width), height: min(size.height, rect.height)))
            child.place(in: frame, proposal: proposal)
        }
    }

    /// The children this node placed, when where it places them depends only on its size: a
    /// node whose layout did not change and that keeps its size but moves (rows of a list after
    /// one was inserted above) moves them by the same offset instead of placing them again.
    /// `nil`: the node places its children again (positions kept in the behaviour, children
    /// placed by someone else).
    func childrenMovingWithFrame(_ node: ViewNode) -> [ViewNode]? { node.layoutChildren }

    /// Whether each child heads nodes whose frames are kept relative to a `FrameAnchor` of its
    /// own (the rows of a scroll view, which move as one when they do not change).
    var anchorsChildFrames: Bool { false }

    /// Whether a child made now starts out of view (`FrameAnchor.isOutOfView`): a lazy row
    /// built outside a layout, as a scroll measures the rows it passes.
    var buildsChildrenOutOfView: Bool { false }

    /// Draws the node (by default, its children in order).
    func draw(_ node: ViewNode, into canvas: inout Canvas) {
        ViewNode.draw(node.layoutChildren, into: &canvas)
    }

    /// Child nodes the behaviour keeps besides the node's children (lazy rows out of view).
    var keptChildNodes: [ViewNode] { [] }

    /// Called when the node leaves the graph.
    func nodeWillDisappear(_ node: ViewNode) {}
    /// Called when the lazy row holding this node scrolls out of view (its node is kept).
    func rowDidLeaveView(_ node: ViewNode) {}
    /// Called when the lazy row holding this node scrolls back into view.
    func rowDidEnterView(_ node: ViewNode) {}

    // MARK: Input

    /// Children in focus and hit-testing order (only what is shown).
    func traversalChildren(_ node: ViewNode) -> [ViewNode] { node.children }

    /// The kind of focus stop this node is, if any.
    func focusRole(_ node: ViewNode) -> FocusRole? { nil }
    /// Handles a key while this node has focus; returns whether it was consumed.
    func handleKey(_ key: TerminalKeyEvent, node: ViewNode, host: ViewHost) -> Bool { false }
    /// Handles a key the focused node's `handleKey` and every `onKeyPress` handler on the way to
    /// the root left (a multi-line text field's Up/Down); returns whether it was consumed.
    func handleUnclaimedKey(_ key: TerminalKeyEvent, node: ViewNode, host: ViewHost) -> Bool { false }
    /// Handles pasted text while focused.
    func handlePaste(_ text: String, node: ViewNode, host: ViewHost) -> Bool { false }
    /// Performs the primary action (Enter/Space, click).
    func activate(_ node: ViewNode, host: ViewHost) -> Bool { false }
    /// Handles a click at a screen position inside the node (by default, its primary action;
    /// a control made of parts acts on the part clicked).
    func click(at point: CellPoint, node: ViewNode, host: ViewHost) -> Bool { activate(node, host: host) }
    /// `onKeyPress` handlers: called for keys while this node or a descendant has focus.
    func handleKeyPress(_ key: TerminalKeyEvent, node: ViewNode, host: ViewHost) -> Bool { false }
    /// Where the terminal cursor stands while this node has focus.
    func cursorPosition(_ node: ViewNode) -> CellPoint? { nil }

    // MARK: Presentations

    /// Lays out a presented overlay on the screen.
    func placePresentation(_ node: ViewNode, in screen: CellRect) {}
    /// Draws a presented overlay.
    func drawPresentation(_ node: ViewNode, into canvas: inout Canvas) {}
    /// Dismisses a presented overlay (Escape); returns whether it could.
    func dismissPresentation(_ node: ViewNode) -> Bool { false }
}

/// What kind of focus stop a node is.
enum FocusRole {
    case button, textField, link, tappable, focusable
}

/// The behaviour of composite views, custom modifiers and single-child wrappers: exactly the
/// layout of the child.
///
/// The class keeps nothing per node: plain passthrough nodes share one instance (`reusing`), so
/// building a composite view or a wrapper allocates no behaviour of its own.
class PassthroughBehavior: NodeBehavior {
    /// The instance shared by the nodes whose behaviour is a plain passthrough.
    static let shared = PassthroughBehavior()
    /// `existing` when it is a passthrough (of any kind), else the shared instance.
    static func reusing(_ existing: NodeBehavior) -> PassthroughBehavior { existing as? PassthroughBehavior ?? shared }

    override final var isPassthrough: Bool { true }
    /// The child is read without retaining it (or its behaviour): the node's children hold it,
    /// and measuring and placing a node change no ancestor's children.
    override func measure(_ node: ViewNode, _ proposal: ProposedSize) -> CellSize {
        guard let child = node.unmanagedFirstChild else { return CellSize(width: 0, height: 0) }
        if child.withNode({ $0.withBehavior { $0.isGroup } }) { return super.measure(node, proposal) }
        return child.withNode { $0.sizeThatFits(proposal) }
    }
    override func place(_ node: ViewNode, in rect: CellRect) {
        guard let child = node.unmanagedFirstChild else { return }
        if child.withNode({ $0.withBehavior { $0.isGroup } }) {
            super.place(node, in: rect)
        } else {
            let proposal = node.placementProposal
            child.withNode { $0.place(in: rect, proposal: proposal) }
        }
    }
    override func childrenMovingWithFrame(_ node: ViewNode) -> [ViewNode]? {
        guard let child = node.children.first else { return [] }
        if child.behavior.isGroup { return node.layoutChildren }
        // The children array itself when it holds just the child: no array made per move.
        return node.children.count == 1 ? node.children : [child]
    }
}

/// The behaviour of views that only group their children for the container around them.
/// It keeps nothing per node: every group node shares one instance (`reusing`).
final class GroupBehavior: NodeBehavior {
    /// The instance every group node shares.
    static let shared = GroupBehavior()
    /// `existing` when it is the group behaviour, else the shared instance.
    static func reusing(_ existing: NodeBehavior) -> GroupBehavior { existing as? GroupBehavior ?? shared }

    override var isGroup: Bool { true }
    /// Laid out on its own (as a root, or inside a modifier), a group stacks its children vertically.
    override func measure(_ node: ViewNode, _ proposal: ProposedSize) -> CellSize {
        StackLayout(axis: .vertical, spacing: 0, crossAlignment: 0).measure(node.layoutChildren, proposal)
    }
    override func place(_ node: ViewNode, in rect: CellRect) {
        StackLayout(axis: .vertical, spacing: 0, crossAlignment: 0).place(node.layoutChildren, in: rect, proposal: node.placementProposal)
    }
}

extension ViewNode {
    /// The children that take part in layout: groups are flattened (through composite views
    /// whose body is a group). Measuring, placing and drawing all ask for them, so they are kept
    /// until the structure they come from changes (see `layoutStructureDidChange`).
    var layoutChildren: [ViewNode] {
        if let layoutChildrenCache { return layoutChildrenCache }
        let result = flattenedLayoutChildren()
        layoutChildrenCache = result
        return result
    }

    /// `layoutChildren` worked out afresh.
    func flattenedLayoutChildren() -> [ViewNode] {
        let children = self.children
        // A loop by index, not `contains(where:)`: no run-time check of the closure's actor, and
        // no retain and release of each child.
        var hasGroup = false
        for index in children.indices where children.unmanagedNode(at: index).withNode({ $0.isEffectivelyGroup }) {
            hasGroup = true
            break
        }
        guard hasGroup else { return children }
        var result: [ViewNode] = []
        appendLayoutChildren(of: self, to: &result)
        return result
    }

    /// Drops the kept `layoutChildren` that read this node's children or behaviour: its own,
    /// its parent's, and further up through passthrough and group nodes, which `layoutChildren`
    /// looks through. The walk stops below a parent that does not hold the node (yet): a
    /// subtree being built reads none of its ancestors' kept children, which are dropped when
    /// the subtree is taken in.
    ///
    /// Most calls come from nodes being built (each sets its children and its behaviour): they
    /// have nothing kept and are not taken in, and return at once, before the walk retains and
    /// releases the node and its parent (about 5 k instructions of a chat's append, whose new
    /// row is ~80 nodes). Not taken in (`holds(_:)`), a node is held by no
    /// parent that could have kept layout children read from it.
    func layoutStructureDidChange() {
        if layoutChildrenCache != nil { layoutChildrenCache = nil }
        guard isTakenIn else { return }
        // Holding none of the nodes on the way (see `Unmanaged.parent`).
        var node = Unmanaged.passUnretained(self)
        while node.withNode({ $0.isTakenIn }), let parent = node.parent {
            let goesOn = parent.withNode { parent -> Bool in
                graph.countStructureWalkStep()
                parent.layoutChildrenCache = nil
                return parent.withBehavior { $0.isGroup || $0.isPassthrough }
            }
            guard goesOn else { return }
            node = parent
        }
    }

    private func appendLayoutChildren(of node: ViewNode, to result: inout [ViewNode]) {
        let children = node.children
        for index in children.indices {
            let child = children[index]
            if children.unmanagedNode(at: index).withNode({ $0.isEffectivelyGroup }) {
                appendLayoutChildren(of: child.groupRoot, to: &result)
            } else {
                result.append(child)
            }
        }
    }

    /// Whether this node (or the chain of composite views it heads) ends in a group, or in a
    /// composite view with no child (a body that is an absent optional, see `ContentListing`):
    /// neither takes part in layout itself.
    var isEffectivelyGroup: Bool {
        unmanagedGroupRoot.withNode { root in
            root.withBehavior { $0.isGroup || ($0.isPassthrough && root.children.isEmpty) }
        }
    }

    /// The first child, not retained: for a walk that reads it while this node's children
    /// hold it (and change no children on the way).
    @inline(__always) var unmanagedFirstChild: Unmanaged<ViewNode>? {
        children.isEmpty ? nil : children.unmanagedNode(at: 0)
    }

    /// The only child (nil unless there is exactly one), not retained, as `unmanagedFirstChild`.
    @inline(__always) var unmanagedOnlyChild: Unmanaged<ViewNode>? {
        children.count == 1 ? children.unmanagedNode(at: 0) : nil
    }

    /// Follows composite views down to the first node that is not a passthrough.
    var groupRoot: ViewNode { unmanagedGroupRoot.takeUnretainedValue() }

    /// `groupRoot`, walked without retaining and releasing each node on the way: each is held
    /// by its parent's children, and nothing changes them during the walk.
    private var unmanagedGroupRoot: Unmanaged<ViewNode> {
        var node = Unmanaged.passUnretained(self)
        while let next = node.withNode({ current -> Unmanaged<ViewNode>? in
            guard current.withBehavior({ $0.isPassthrough }), current.children.count == 1 else { return nil }
            return Unmanaged.passUnretained(current.children[0])
        }) {
            node = next
        }
        return node
    }

    /// Calls `body` with the behaviour, not retained: for calls that do not replace it (the
    /// node holds it meanwhile). A behaviour is asked something for each node walked in layout
    /// and drawing; retaining and releasing it each time cost more than most answers.
    ///
    /// Closures are handed to main-actor methods (this one, `Unmanaged.withNode`), never to the
    /// standard library's `_withUnsafeGuaranteedRef` directly: a main-actor closure handed to a
    /// function of no actor checks at run time that it runs on the main actor, on every call
    /// (about 100 instructions; more than the retain and release saved).
    @inline(__always) func withBehavior<R>(_ body: (NodeBehavior) -> R) -> R {
        Unmanaged.passUnretained(behavior)._withUnsafeGuaranteedRef(body)
    }

    /// The size this node wants for a proposal, cached until its layout is invalidated.
    func sizeThatFits(_ proposal: ProposedSize) -> CellSize {
        if let size = sizeCache.size(for: proposal) { return size }
        if graph.laidOutNodes != nil { graph.laidOutNodes?.append(self) }
        // The behaviour is not retained for the call: only an update of this node replaces it,
        // and measuring a node updates nothing but (in lazy and reconciling layouts) its
        // children.
        let size = withBehavior { $0.measure(self, proposal) }
        sizeCache.record(size, for: proposal)
        graph.advanceLayoutStamp()
        return size
    }

    /// Gives this node its frame and places its subtree. Untouched subtrees keep their layout;
    /// an untouched subtree that only moves is moved (see `NodeBehavior.childrenMovingWithFrame`).
    ///
    /// `proposal` is what the parent measured this node with to get `rect`'s size. When the
    /// node's size for it is exactly that size, the node lays its subtree out for that proposal
    /// (`placementProposal`), as its measurement did: its children are placed at the sizes they
    /// were measured at, so their sizes come from the cache instead of being measured again
    /// for the frame's size (a lazy row measured for its ideal height and placed at it). At
    /// any other size (or with no proposal) the layout proposes the frame's size.
    ///
    /// While a scroll view moves the cells its rows drew (`ViewGraph.drawnCellsOffset`), a node
    /// whose frame moves by exactly that much finds its cells already there: only what changed
    /// inside it is redrawn.
    ///
    /// A lazy row that moves that way and in which nothing changed since it was last placed
    /// moves as one: its `FrameAnchor` moves (see `offsetMoveStamp`), not each node.
    func place(in rect: CellRect, proposal: ProposedSize? = nil) {
        let frame = self.frame
        if !layoutDirty && frame == rect { return }
        // Where this node's cells are now.
        let drawn = frame.offsetBy(dx: 0, dy: graph.drawnCellsOffset)
        if drawn == rect, !layoutDirty, ownsFrameAnchor, let frameAnchor, offsetMoveStamp == frameAnchor.changes {
            // Recorded clean (not layout-dirty, not content-dirty) at the current change count:
            // moving each node would only offset its frame.
            frameAnchor.move(dx: 0, dy: rect.y - frame.y)
            return
        }
        graph.countNodePlacement()
        if frameAnchor == nil, !withBehavior({ $0.anchorsChildFrames }) { graph.countPlacementOutsideRows() }
        if graph.laidOutNodes != nil { graph.laidOutNodes?.append(self) }
        let redrawsOwnCells = drawn == rect && contentDirty
        if drawn != rect { graph.damage(drawn.union(rect)) }
        if !layoutDirty, rect.size == frame.size, let moving = withBehavior({ $0.childrenMovingWithFrame(self) }),
           !Self.anyNeedsLayout(moving) {
            let dx = rect.x - frame.x, dy = rect.y - frame.y
            self.frame = rect
            if redrawsOwnCells { graph.damage(withBehavior { $0.ownDrawingRegion(self) }) }
            contentDirty = false
            for index in moving.indices {
                let child = moving[index]
                child.place(in: child.frame.offsetBy(dx: dx, dy: dy))
            }
            recordOffsetMove(moving)
            return
        }
        self.frame = rect
        if let proposal, sizeThatFits(proposal) == rect.size { placementProposal = proposal } else { placementProposal = nil }
        if redrawsOwnCells { graph.damage(withBehavior { $0.ownDrawingRegion(self) }) }
        graph.advanceLayoutStamp()
        layoutDirty = false
        contentDirty = false
        // Not retained for the call, as in `sizeThatFits`: placing a node updates nothing but
        // its children.
        withBehavior { $0.place(self, in: rect) }
        if frameAnchor != nil { recordOffsetMove(withBehavior { $0.childrenMovingWithFrame(self) }) }
    }

    /// Records, inside a lazy row, whether a move of this node's frame would only offset the
    /// frames of its subtree: this node moves `moving` with its frame, and each of them is
    /// placed, clean and recorded at the current change count of the row's anchor.
    private func recordOffsetMove(_ moving: [ViewNode]?) {
        guard let frameAnchor else { return }
        let changes = frameAnchor.changes
        guard let moving, !contentDirty, !layoutDirty else {
            offsetMoveStamp = 0
            return
        }
        for index in moving.indices where moving[index].layoutDirty || moving[index].offsetMoveStamp != changes {
            offsetMoveStamp = 0
            return
        }
        offsetMoveStamp = changes
    }

    /// Whether one of `nodes` needs layout. A loop, not `contains(where:)`: a closure handed to
    /// the standard library checks at run time that it runs on the main actor, on every call,
    /// and this is asked for every node placed.
    private static func anyNeedsLayout(_ nodes: [ViewNode]) -> Bool {
        for index in nodes.indices where nodes[index].layoutDirty { return true }
        return false
    }

    /// Draws this node if it intersects the canvas clip.
    ///
    /// The behaviour is called through an unretained reference: drawing never replaces a
    /// node's behaviour, and the node (which its caller holds) keeps it alive meanwhile, so the
    /// retain and release of every node drawn are saved.
    func draw(into canvas: inout Canvas) {
        guard frame.intersects(canvas.clip) || withBehavior({ $0.drawsOutsideFrame }) else { return }
        withBehavior { $0.draw(self, into: &canvas) }
    }

    /// Draws `nodes` in order. Read by index from the array, which holds them meanwhile: a
    /// `for`-`in` loop retains and releases each node it hands out.
    static func draw(_ nodes: [ViewNode], into canvas: inout Canvas) {
        for index in nodes.indices { nodes[index].draw(into: &canvas) }
    }
}

extension Unmanaged where Instance == ViewNode {
    /// Calls `body` with the node, not retained (see `ViewNode.withBehavior`).
    @MainActor @inline(__always) func withNode<R>(_ body: (ViewNode) -> R) -> R {
        _withUnsafeGuaranteedRef(body)
    }

    /// The node's parent, not retained: the step of every walk up the tree that holds no node
    /// it visits (no retain and release at each level). A set parent is alive (see
    /// `ViewNode.parent`); a walk must not drop a node on its way.
    ///
    /// The reference's bits are taken as they are (an optional reference and an optional
    /// `Unmanaged` are laid out alike). Bound with `guard let` and handed to `passUnretained`,
    /// the parent was a strong copy that optimized builds kept: a retain and a release at
    /// every step.
    @MainActor @inline(__always) var parent: Unmanaged<ViewNode>? {
        withNode { unsafeBitCast($0.parent, to: Unmanaged<ViewNode>?.self) }
    }
}

extension ViewNode {
    /// Whether this node is a `Spacer` (possibly inside composite views).
    var isSpacer: Bool { groupRoot.behavior is SpacerBehavior }
}
