import Foundation

/// One node of the retained view graph.
///
/// A node stands for one view (or toolbar content) at one structural position. It keeps the
/// latest view value, the storage of its dynamic properties (`@State`, ...), its children,
/// its behaviour (how it lays out, draws and handles input) and its layout caches.
///
/// Its stored properties are `@exclusivity(unchecked)`: the runtime's check of every access to
/// a class's stored property (`swift_beginAccess`) ran several times per node in measuring,
/// placing and updating (about 8% of the instructions of an append). The node is confined to
/// the main actor, and no access to its properties runs code that could reach the same node's
/// property again: values are copied out before calls, and mutations (`sizeCache.record`,
/// `children` assignments, `ViewValue.exchange` of `value`) run no callbacks.
@usableFromInline @MainActor final class ViewNode {
    /// The graph the node belongs to, which outlives it (the host keeps the graph, the graph
    /// its root, and nothing uses a node after its host is gone). Not a checked `unowned`
    /// reference: reading one retains and releases the graph, on every layout of every node.
    unowned(unsafe) let graph: ViewGraph
    /// The parent node. Not a weak reference: a weak reference gives the parent a side table,
    /// which makes every retain and release of it slower; a node clears its children's (and
    /// its kept lazy rows') parent when it goes away instead (see `deinit`).
    @exclusivity(unchecked) unowned(unsafe) var parent: ViewNode?
    /// The dynamic type of the view value; a different type at the same position is a new node.
    let viewType: ObjectIdentifier
    /// Explicit identity (`.id()`, `ForEach` element id), if any.
    @exclusivity(unchecked) var identity: AnyHashable?
    /// The latest value bound to this node (a view, or a carrier of toolbar content).
    @exclusivity(unchecked) var value: any View
    /// How values of the type of `value` are applied to the node.
    @exclusivity(unchecked) var typeInfo: ViewTypeInfo
    /// The environment-writing modifiers this node carries (see `EnvironmentCarrier`): the
    /// values it is given are of the modified type (`viewType`), `value` is their content.
    let carried: CarriedModifiers?
    @exclusivity(unchecked) var children: [ViewNode] = [] {
        didSet {
            let children = self.children
            for index in children.indices {
                children.unmanagedNode(at: index).withNode { child in if !child.isTakenIn { child.isTakenIn = true } }
            }
            frameAnchor?.noteChange()
            layoutStructureDidChange()
            refreshToolbarNodeCount(roleMayHaveChanged: false)
            noteChangeIfWatched()
        }
    }
    /// The `ViewGraph.attachmentWatch` generation of the watched path this node was last marked
    /// on (see `AttachmentCache`): while it is the graph's, a change of this node's children is
    /// counted as a change of that path.
    @exclusivity(unchecked) var attachmentWatch: UInt64 = 0

    /// Counts a change of the graph's watched path when this node is on it.
    @inline(__always) private func noteChangeIfWatched() {
        if attachmentWatch == graph.attachmentWatch { graph.noteWatchedPathChange() }
    }
    /// Dynamic-property storage by slot (declaration order of the wrappers in the value).
    @exclusivity(unchecked) var slots: [Int: AnyObject] = [:]
    @exclusivity(unchecked) var environment = EnvironmentValues()
    /// The environments this node derived for its children, by slot (reused while unchanged).
    @exclusivity(unchecked) var derivedEnvironments = DerivedEnvironments()
    /// Set by an update whose new value derives its children's environment as the old one did
    /// (see `NodeUpdater.derivesSameEnvironment`); the updater takes it with
    /// `takeSameDerivation()`.
    @exclusivity(unchecked) var derivesSameEnvironment = false
    @exclusivity(unchecked) var behavior: NodeBehavior = NodeBehavior.unset {
        didSet {
            frameAnchor?.noteChange()
            layoutStructureDidChange()
            refreshToolbarNodeCount(roleMayHaveChanged: true)
        }
    }
    /// Set when state this node read changed; its body runs at the next update.
    @exclusivity(unchecked) var needsEvaluation = false
    /// Depth from the root (root = 0); parents are evaluated before children.
    let depth: Int

    /// Toolbar items and title holders in this subtree outside nested navigation containers
    /// (an upper bound: what `ToolbarCollector` may find here; zero means it need not look).
    @exclusivity(unchecked) var toolbarNodeCount = 0
    /// Set when the node is first in its parent's `children` (see `holds`).
    @exclusivity(unchecked) var isTakenIn = false

    // Layout state.
    /// `layoutChildren`, kept until a node it was read from changes its children or behaviour.
    @exclusivity(unchecked) var layoutChildrenCache: [ViewNode]?
    @exclusivity(unchecked) var sizeCache = SizeCache()
    @exclusivity(unchecked) var layoutDirty = true
    /// The graph's layout stamp when this node was last invalidated (see `invalidateLayout`).
    @exclusivity(unchecked) var invalidationStamp: UInt64?
    /// Set when this node's own drawing changed; its frame is redrawn at the next render.
    @exclusivity(unchecked) var contentDirty = true {
        didSet { if contentDirty { frameAnchor?.noteChange() } }
    }
    /// Where the node is on the screen.
    var frame: CellRect {
        get {
            guard let frameAnchor else { return placedFrame }
            return placedFrame.offsetBy(dx: frameAnchor.dx, dy: frameAnchor.dy)
        }
        set {
            guard let frameAnchor else { placedFrame = newValue; return }
            placedFrame = newValue.offsetBy(dx: -frameAnchor.dx, dy: -frameAnchor.dy)
        }
    }
    /// `frame`, relative to `frameAnchor` when there is one.
    @exclusivity(unchecked) private var placedFrame = CellRect.zero
    /// The anchor of the lazy row this node belongs to (nil outside lazy rows): its frame is
    /// kept relative to it, so an unchanged row moves as one (see `FrameAnchor`).
    let frameAnchor: FrameAnchor?
    /// Whether this node heads the nodes that share `frameAnchor` (a lazy row's root).
    let ownsFrameAnchor: Bool
    /// The `frameAnchor` change count at which this node and everything it moves with its
    /// frame were last placed clean, so that a move of its frame only offsets their frames
    /// (0: not recorded). See `FrameAnchor`.
    @exclusivity(unchecked) var offsetMoveStamp: UInt64 = 0
    /// The proposal this node's layout was last worked out for: the one its parent measured it
    /// with, when that gave exactly the size of `frame` (see `place(in:proposal:)`); `nil` when
    /// the node was placed at a size no such proposal produced, and its layout proposes its
    /// frame's size.
    @exclusivity(unchecked) var placementProposal: ProposedSize?

    /// The handle state storage and subscriptions invalidate this node through.
    var token: NodeToken {
        if let tokenStorage { return tokenStorage }
        let token = NodeToken(queue: graph.invalidations)
        token.node = self
        tokenStorage = token
        return token
    }
    @exclusivity(unchecked) private var tokenStorage: NodeToken?
    /// Whether the node made its `token` (a node whose state and subscriptions never needed one
    /// has none).
    var hasToken: Bool { tokenStorage != nil }

    /// A handler that invalidates this node, for observation tracking (makes the token).
    func invalidationHandler() -> @Sendable () -> Void {
        let token = self.token
        return { token.invalidate() }
    }

    /// `typeInfo`: that of `value`'s type, when the caller has it. `carried`: the modifiers
    /// of the view of type `viewType` whose content `value` is.
    init(graph: ViewGraph, parent: ViewNode?, viewType: ObjectIdentifier, identity: AnyHashable?, value: any View,
         typeInfo: ViewTypeInfo? = nil, carried: CarriedModifiers? = nil) {
        self.graph = graph
        self.parent = parent
        self.viewType = viewType
        self.identity = identity
        self.value = value
        self.typeInfo = typeInfo ?? ViewTypeInfo.of(value)
        self.carried = carried
        self.depth = (parent?.depth ?? -1) + 1
        if let parent, parent.behavior.anchorsChildFrames {
            frameAnchor = FrameAnchor(isOutOfView: parent.behavior.buildsChildrenOutOfView || parent.frameAnchor?.isOutOfView == true)
            ownsFrameAnchor = true
        } else {
            frameAnchor = parent?.frameAnchor
            ownsFrameAnchor = false
        }
    }

    /// Lets go of the links to this node (see `detachLinks`) after one check that it runs on
    /// the main actor.
    ///
    /// Nodes are made, held and let go only on the main actor: what holds one is the graph, a
    /// parent node, a behaviour, a lazy row or the host, all main-actor objects, and state
    /// storage and subscriptions reach a node through its token, which does not hold it. An
    /// `isolated deinit` asked twice per node (`swift_task_deinitOnExecutor` and a check on
    /// entry). The deinit asks once (`MainActor.runAssumingIsolated`), stopping the program
    /// rather than racing if a node were ever let go elsewhere, then calls the main actor's
    /// code directly.
    deinit {
        MainActor.runAssumingIsolated(ViewNode.detachLinks, with: self, "a view node let go off the main actor")
    }

    /// Whatever still holds a child, a kept row or the token sees that `node` is gone.
    /// The children and kept rows are read without retaining each (their arrays hold them).
    private static func detachLinks(of node: ViewNode) {
        let children = node.children
        for index in children.indices { children.unmanagedNode(at: index).withNode { $0.parent = nil } }
        let rows = node.withBehavior { $0.keptChildNodes }
        for index in rows.indices { rows.unmanagedNode(at: index).withNode { $0.parent = nil } }
        node.tokenStorage?.node = nil
    }

    /// Whether `child` may be one of this node's children: false for a node not yet taken in
    /// (a node being built is taken in by its parent only when all its new children are built,
    /// see `reconcileChildren`). Nothing this node keeps about its children's structure (layout
    /// children, toolbar node count) reads a node that was never taken in. Once taken in, a
    /// node counts as held (a kept lazy row that is no longer shown too: walking up for it is
    /// only more than needed).
    func holds(_ child: ViewNode) -> Bool { child.isTakenIn }

    /// Drops cached sizes here and in every ancestor whose size may depend on ours, up to the
    /// nearest layout boundary (see `NodeBehavior.isLayoutBoundary`).
    ///
    /// A boundary's size does not depend on what changed: it keeps its cached sizes and its
    /// ancestors keep their layout. It is marked for layout and recorded with the graph, and the
    /// host places it again at its frame (see `ViewHost.render`). A boundary that is placing its
    /// children right now measures and places what they change meanwhile: it is left as it is.
    /// `ownSizeKept` false: this node's own size may have changed even if it is a boundary now
    /// (its update changed what it is), so the walk goes on above it.
    ///
    /// The walk stops at an ancestor invalidated at the current layout stamp: nothing was
    /// measured or placed since, so it and its own ancestors are still invalidated.
    ///
    /// The walk holds no node it visits (no retain and release of each): a node's parent is set
    /// only while the parent is alive (see `parent`), and nothing on the way drops a node.
    func invalidateLayout(ownSizeKept: Bool = true) {
        let stamp = graph.layoutStamp
        var node: Unmanaged<ViewNode>? = .passUnretained(self)
        while let unmanaged = node {
            let goesOn = unmanaged.withNode { current -> Bool in
                if current.withBehavior({ $0.isLayoutBoundary(current) }), ownSizeKept || current !== self {
                    current.invalidateLayoutAsBoundary()
                    return false
                }
                if current.invalidationStamp == stamp { return false }
                current.invalidationStamp = stamp
                current.frameAnchor?.noteChange()
                current.sizeCache.removeAll()
                current.layoutDirty = true
                return true
            }
            node = goesOn ? unmanaged.parent : nil
        }
    }

    /// A change below this layout boundary (or of its own, keeping its size): it needs layout
    /// where it is, its ancestors do not. Not stamped: a later walk that finds its size may have
    /// changed (see `invalidateLayout(ownSizeKept:)`) goes on above it.
    private func invalidateLayoutAsBoundary() {
        if behavior.isPlacingChildren { return }
        frameAnchor?.noteChange()
        if layoutDirty { return }
        layoutDirty = true
        graph.layoutBoundariesToPlace.append(self)
    }

    /// Whether the node is attached (`isAttached`) and, if so, whether some ancestor needs
    /// layout (it is placed again, or is not placed at all): one walk up for both, as a layout
    /// boundary placed after the root asks both (two walks read every ancestor twice). Groups
    /// (and composite views whose body is one) are left out of the second: their children are
    /// placed in their stead, so they keep the mark; what invalidates them marks the container
    /// placing their children too.
    var placementAttachment: PlacementAttachment {
        var needsLayoutAbove = false
        var node = Unmanaged.passUnretained(self)
        while let parent = node.parent {
            let holdsNode = parent.withNode { parent in
                if !needsLayoutAbove, parent.layoutDirty, !parent.isEffectivelyGroup { needsLayoutAbove = true }
                return node.withNode { parent.hasChild($0) }
            }
            guard holdsNode else { return .detached }
            node = parent
        }
        guard node.withNode({ graph.isRoot($0) }) else { return .detached }
        return needsLayoutAbove ? .belowAncestorNeedingLayout : .attached
    }

    /// Whether the node is still part of its graph, and not a row scrolled out of a lazy list:
    /// every ancestor lists it among its children, up to the root.
    /// One walk up (asked for the focused node after every frame, for a layout boundary placed
    /// after the root in every append to a list), holding no ancestor it reads (no retain and
    /// release of each: a set parent is alive, see `parent`; the walk changes nothing).
    var isAttached: Bool {
        var node = Unmanaged.passUnretained(self)
        while let parent = node.parent {
            guard parent.withNode({ parent in node.withNode { parent.hasChild($0) } }) else { return false }
            node = parent
        }
        return node.withNode { graph.isRoot($0) }
    }

    /// Whether `node` is among the children.
    private func hasChild(_ node: ViewNode) -> Bool { children.holdsNode(node) }

    /// Calls `visit` on this node and every descendant, parents first.
    /// The children are read without retaining each: the array taken before visiting them
    /// holds them, whatever `visit` does to a node's children.
    func forEachDescendant(_ visit: (ViewNode) -> Void) {
        visit(self)
        let children = self.children
        for index in children.indices { children.unmanagedNode(at: index).withNode { $0.forEachDescendant(visit) } }
    }

    /// Whether `ancestor` is this node or one of its ancestors.
    func isDescendant(of ancestor: ViewNode) -> Bool {
        var node: ViewNode? = self
        while let current = node {
            if current === ancestor { return true }
            node = current.parent
        }
        return false
    }

    /// Tears down subscriptions of this subtree (the nodes are being dropped): each node's
    /// behaviour is told (`nodeWillDisappear`: `onDisappear`, task cancellation, and a lazy
    /// list's kept rows out of view disposed, see `disposeOutOfView`) and its slots let go.
    func dispose() {
        graph.damage(frame)
        disposeOutOfView()
    }

    /// `dispose` without damaging the frame: for a subtree not shown (a lazy row kept out of
    /// view, whose frame is where it was last placed).
    func disposeOutOfView() {
        forEachDescendant { node in
            node.behavior.nodeWillDisappear(node)
            // Most nodes hold no dynamic property: nothing to cast or let go.
            guard !node.slots.isEmpty else { return }
            for slot in node.slots.values { (slot as? NodeDisposable)?.disposeSlot() }
            node.slots.removeAll()
        }
    }
}

/// Slot storage that holds a subscription to cancel when its node goes away.
protocol NodeDisposable: AnyObject {
    func disposeSlot()
}

/// A rectangle of cells.
struct CellRect: Hashable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    static let zero = CellRect(x: 0, y: 0, width: 0, height: 0)

    var maxX: Int { x + width }
    var maxY: Int { y + height }
    var size: CellSize { CellSize(width: width, height: height) }
    var origin: CellPoint { CellPoint(x: x, y: y) }
    var isEmpty: Bool { width <= 0 || height <= 0 }

    init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    init(origin: CellPoint, size: CellSize) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    func intersection(_ other: CellRect) -> CellRect {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        return CellRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    func union(_ other: CellRect) -> CellRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = min(x, other.x), y0 = min(y, other.y)
        return CellRect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    func intersects(_ other: CellRect) -> Bool { !intersection(other).isEmpty }

    func offsetBy(dx: Int, dy: Int) -> CellRect { CellRect(x: x + dx, y: y + dy, width: width, height: height) }

    /// Whether every cell of `other` (not empty) is in this rectangle.
    func contains(_ other: CellRect) -> Bool {
        other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY
    }

    func contains(_ point: CellPoint) -> Bool {
        point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
    }

    func inset(top: Int, leading: Int, bottom: Int, trailing: Int) -> CellRect {
        CellRect(x: x + leading, y: y + top, width: width - leading - trailing, height: height - top - bottom)
    }
}
