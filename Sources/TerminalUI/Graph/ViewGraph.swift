import Foundation

/// The retained graph behind one `ViewHost`: the root node, the invalidation queue and
/// counters for tests and benchmarks.
///
/// Its stored properties are `@exclusivity(unchecked)` (as `ViewNode`'s): the graph is
/// confined to the main actor, every node reads its layout stamp and counters, and no access
/// runs code that reaches the same property again (`runAfterUpdate` and `takeDamage` take the
/// value out before calling anything).
@MainActor final class ViewGraph {
    let invalidations = InvalidationQueue()
    @exclusivity(unchecked) var root: ViewNode?
    /// The node with keyboard focus.
    @exclusivity(unchecked) weak var focusedNode: ViewNode?
    /// Where focus goes back to when a navigation stack pops the screen that focus was on
    /// (see `NavigationController.pop`); taken by the host's next focus check.
    @exclusivity(unchecked) var focusAfterPop: ReturningFocus?
    /// The nodes of live `focused(_:)` bindings (focus requests are only searched when one asks).
    @exclusivity(unchecked) var focusBindingNodes: [WeakFocusBindingNode] = []
    /// Number of live `focused(_:)` bindings.
    var focusBindingCount: Int { focusBindingNodes.count }
    /// Presented overlays (sheets, alerts, dialogs, menus), bottom to top.
    @exclusivity(unchecked) var presentations: [ViewNode] = []
    /// Number of `body` evaluations (views, modifiers, toolbar content) since creation.
    @exclusivity(unchecked) private(set) var bodyEvaluations = 0
    /// Called after any node changed (layout, draw or structure), with the node.
    @exclusivity(unchecked) var onNodeChanged: ((ViewNode) -> Void)?
    /// Work to run after the current update (onAppear, onChange, task starts).
    @exclusivity(unchecked) var afterUpdate: [() -> Void] = []

    /// The region of the screen that changed since the last draw.
    @exclusivity(unchecked) private(set) var damagedRegion = DamageRegion()

    /// Advances whenever a node measures or places itself: an invalidation made at an earlier
    /// stamp may have been undone by layout since (see `ViewNode.invalidateLayout`).
    @exclusivity(unchecked) private(set) var layoutStamp: UInt64 = 0

    /// Body evaluations per evaluated type (the view, the custom modifier or the toolbar content),
    /// recorded only while not nil: tests set it to learn which views an update evaluated.
    @exclusivity(unchecked) var evaluationsByType: [ObjectIdentifier: Int]?

    /// Number of view values compared with the value their node held (only `Equatable` values
    /// are), since creation.
    @exclusivity(unchecked) private(set) var valueComparisons = 0

    func countValueComparison() { valueComparisons += 1 }

    /// Number of environments derived for children that changed a value of the node's own (and
    /// were compared with the last one), since creation. A node that knows it writes what it
    /// wrote last reuses the last result uncounted.
    @exclusivity(unchecked) private(set) var environmentDerivations = 0

    func countEnvironmentDerivation() { environmentDerivations += 1 }

    /// Number of ancestors visited to keep layout children and toolbar node counts current
    /// after nodes' children or behaviour changed, since creation.
    @exclusivity(unchecked) private(set) var structureWalkSteps = 0

    func countStructureWalkStep() { structureWalkSteps &+= 1 }

    func countEvaluation(of evaluatedType: Any.Type) {
        bodyEvaluations += 1
        if evaluationsByType != nil { evaluationsByType?[ObjectIdentifier(evaluatedType), default: 0] += 1 }
    }

    func advanceLayoutStamp() { layoutStamp &+= 1 }

    /// Advances with every round of invalidations processed and every new root: the tree may
    /// have changed (see `FocusRequestCheck`).
    @exclusivity(unchecked) private(set) var updateRounds: UInt64 = 0

    /// Layout boundaries that something below them invalidated while they were laid out, in
    /// the order they were (see `ViewNode.invalidateLayout`): the host places them again at
    /// their frames, unless laying out their ancestors does.
    @exclusivity(unchecked) var layoutBoundariesToPlace: [ViewNode] = []

    /// Number of nodes placed (given a frame, or moved node by node) since creation; a lazy row
    /// that moves as one (see `FrameAnchor`) counts none.
    @exclusivity(unchecked) private(set) var nodePlacements = 0

    func countNodePlacement() { nodePlacements += 1 }

    /// Advances whenever a node outside lazy rows that is no lazy container is placed (given a
    /// frame, or moved): such a node's frame, drawing and children change only so. What was
    /// worked out from such nodes alone holds while it stays the same (`DrawsAloneMemo`).
    @exclusivity(unchecked) private(set) var placementsOutsideRows: UInt64 = 0

    func countPlacementOutsideRows() { placementsOutsideRows &+= 1 }

    /// Set by tests to count the walks of `ViewNode.drawsAlone(in:)` (`drawsAloneWalks`) and the
    /// nodes they read (`drawsAloneNodeReads`); off, a walk counts nothing.
    @exclusivity(unchecked) var countsDrawsAloneWalks = false

    /// Number of walks of the views around a scroll view that asked `ViewNode.drawsAlone(in:)`
    /// (an answer kept by `DrawsAloneMemo` walks nothing) while `countsDrawsAloneWalks` was set.
    @exclusivity(unchecked) private(set) var drawsAloneWalks = 0

    /// Number of nodes around scroll views read by those walks (see
    /// `ViewNode.leavesCellsAlone`) while `countsDrawsAloneWalks` was set.
    @exclusivity(unchecked) private(set) var drawsAloneNodeReads = 0

    /// Counts a walk that read `nodes` nodes (called only while `countsDrawsAloneWalks` is set).
    func countDrawsAloneWalk(reading nodes: Int) {
        drawsAloneWalks &+= 1
        drawsAloneNodeReads &+= nodes
    }

    /// The nodes measured (for a proposal not in their cache) or placed, in that order, recorded
    /// only while not nil: tests set it to learn what a change laid out.
    @exclusivity(unchecked) var laidOutNodes: [ViewNode]?

    /// Marks a region of the screen as needing a redraw.
    func damage(_ rect: CellRect) { damagedRegion.add(rect) }

    /// Regions whose drawn cells moved since the last draw (a scroll view moved its rows by
    /// `dy`): the host moves the cells of its last frame the same way before drawing the damage.
    @exclusivity(unchecked) private(set) var cellMoves: [(region: CellRect, dy: Int)] = []

    /// While a scroll view places rows whose drawn cells it moved: how many rows they moved (a
    /// node placed at its frame moved by this much keeps its cells; see `ViewNode.place`).
    @exclusivity(unchecked) var drawnCellsOffset = 0

    /// Records that what was drawn in `region` moved `dy` rows. Damage recorded before is in
    /// the coordinates before the move: what it covers inside the region moves too.
    func moveCells(in region: CellRect, by dy: Int) {
        for damaged in damagedRegion.rects {
            damage(damaged.intersection(region).offsetBy(dx: 0, dy: dy).intersection(region))
        }
        cellMoves.append((region, dy))
    }

    /// Returns and clears the recorded cell moves.
    func takeCellMoves() -> [(region: CellRect, dy: Int)] {
        defer { cellMoves.removeAll() }
        return cellMoves
    }

    /// Returns and clears the damaged region.
    func takeDamage() -> DamageRegion {
        defer { damagedRegion = DamageRegion() }
        return damagedRegion
    }

    /// The generation of the path of ancestors an `AttachmentCache` last marked
    /// (`ViewNode.attachmentWatch`), and the changes of that path counted since: a marked node's
    /// children changed, or the root was replaced.
    @exclusivity(unchecked) private(set) var attachmentWatch: UInt64 = 0
    @exclusivity(unchecked) private(set) var watchedPathChanges: UInt64 = 0

    /// Starts a new watched path (nodes marked before are no longer on it).
    func newAttachmentWatch() -> UInt64 {
        attachmentWatch &+= 1
        return attachmentWatch
    }

    func noteWatchedPathChange() { watchedPathChanges &+= 1 }

    /// Sets the root view, creating or updating the root node.
    func setRoot(_ view: any View, environment: EnvironmentValues) {
        updateRounds &+= 1
        if let root, root.viewType == ObjectIdentifier(type(of: view)) {
            root.update(with: view, environment: environment)
        } else {
            root?.dispose()
            let node = ViewNode(graph: self, parent: nil, viewType: ObjectIdentifier(type(of: view)), identity: nil, value: view)
            root = node
            noteWatchedPathChange()
            node.update(with: view, environment: environment, isNew: true)
        }
        runAfterUpdate()
    }

    /// Takes the whole tree down as its host goes (see `ViewHost`'s `deinit`), as SwiftUI takes
    /// down the views of a window that closes: every node is disposed, so each view shown
    /// (presented overlays included) runs its `onDisappear` and its tasks are cancelled.
    func tearDown() {
        root?.dispose()
        runAfterUpdate()
    }

    /// Re-evaluates every node whose state changed since the last update, parents first.
    /// Returns whether anything was re-evaluated.
    @discardableResult
    func processInvalidations() -> Bool {
        var any = false
        var rounds = 0
        invalidations.beginProcessing()
        defer { invalidations.endProcessing() }
        while !invalidations.isEmpty, rounds < 16 {
            rounds += 1
            updateRounds &+= 1
            let tokens = invalidations.drain()
            var nodes: [ViewNode] = []
            for token in tokens {
                guard let node = token.node, !node.needsEvaluation else { continue }
                node.needsEvaluation = true
                nodes.append(node)
            }
            nodes.sort { $0.depth < $1.depth }
            for node in nodes where node.needsEvaluation && isAttached(node) {
                node.reevaluate()
                any = true
            }
            runAfterUpdate()
        }
        return any
    }

    /// Whether `node` hangs from the root. The walk up holds no node (a
    /// set parent is alive, see `ViewNode.parent`): no retain and release at each level.
    func isAttached(_ node: ViewNode) -> Bool {
        var current = Unmanaged.passUnretained(node)
        while let parent = current.parent { current = parent }
        return current.withNode { isRoot($0) }
    }

    /// Whether `node` is the root node: where every walk up a node that is still part of the
    /// graph ends (presented content hangs from the node that presents it).
    @inline(__always) func isRoot(_ node: ViewNode) -> Bool { node === root }

    func runAfterUpdate() {
        while !afterUpdate.isEmpty {
            let work = afterUpdate
            afterUpdate.removeAll()
            for item in work { item() }
        }
    }
}
