/// A vertical scroll view. With lazy content (`LazyVStack`, `List`, a `ForEach`) it builds,
/// measures and places only the rows it shows, anchored at a row (top) or at the bottom;
/// otherwise it lays its content out at full height and shows a window of it.
///
/// Its stored properties are `@exclusivity(unchecked)`: the runtime checked each access to them
/// (`swift_beginAccess`), about 75 per layout of a chat's rows. The behaviour is confined to the
/// main actor, and none of them is read or written by what runs while an access to it is in
/// progress (values are read out before calls; assignments run no callbacks). The row store is
/// a class of its own (`LazyRowStore`), held in a constant: fetching a row, which builds and
/// updates rows and so runs views' code, makes no access to the behaviour's properties.
final class ScrollBehavior: NodeBehavior {
    @exclusivity(unchecked) var rows: RowSource?
    @exclusivity(unchecked) var spacing = 0
    /// The row nodes, shown or scrolled out of view.
    let rowStore = LazyRowStore()
    /// The environment of the rows: derived through the node, so it keeps its version while the
    /// scroll view's environment is unchanged and unchanged `Equatable` rows are not evaluated
    /// again when the data changes.
    @exclusivity(unchecked) var rowEnvironment = EnvironmentValues()

    /// Top anchor: the first row shown and how many of its cells are scrolled off.
    @exclusivity(unchecked) var anchorIndex = 0
    @exclusivity(unchecked) var anchorOffset = 0
    /// Bottom anchor: the last row's bottom sits at the bottom (chat transcripts).
    @exclusivity(unchecked) var pinnedToBottom = false
    @exclusivity(unchecked) var appliedDefaultAnchor = false
    /// Non-lazy content offset in cells.
    @exclusivity(unchecked) var contentOffset = 0
    /// Sized to its (non-lazy) content up to what is offered, instead of taking all of it (the
    /// entries of a presented box, ``PresentationScroll``).
    @exclusivity(unchecked) var fitsContent = false
    /// The non-lazy content offset the content was last placed at: frames below the scroll view
    /// are where that placement put them until the next one.
    @exclusivity(unchecked) private(set) var placedContentOffset = 0
    /// The rows shown, top to bottom, with the index and frame each was placed at.
    @exclusivity(unchecked) var visible: [(index: Int, row: LazyRow, frame: CellRect)] = []
    /// The rows `visible` were fetched from (a shown row's id is compared with its new one
    /// through them, unboxed).
    @exclusivity(unchecked) private var visibleSource: RowSource?
    @exclusivity(unchecked) private var viewport = CellRect.zero
    /// Set when rows, scroll position or viewport changed: the visible rows are recomputed.
    @exclusivity(unchecked) var needsRowLayout = true
    /// A row to bring into view at the next layout (`ScrollTarget.swift`).
    @exclusivity(unchecked) var scrollTarget: ScrollTarget?
    /// Counts the layouts of the visible rows (a row records the last one that showed it).
    @exclusivity(unchecked) var layoutPass = 0
    /// Whether the rows alone draw the viewport, as last worked out (see `drawnCellMove`).
    @exclusivity(unchecked) private var drawsAloneMemo = DrawsAloneMemo()
    /// Rows whose subtrees were told they left or came into view, for tests.
    @exclusivity(unchecked) var rowsToldOfVisibility = 0

    /// The branches of the conditionals the lazy rows are shown through (see
    /// `ScrollView.lazyRows(shownBy:)`).
    @exclusivity(unchecked) private var lazyBranch: [Bool] = []

    /// Brings the content up to date: lazy rows of `content` (shown through the conditionals'
    /// `branch`), or `content` laid out whole.
    func update(content: any View, lazy: Bool, spacing: Int, branch: [Bool] = [], node: ViewNode) {
        rowStore.advanceGeneration()
        needsRowLayout = true
        if lazy, rows != nil, branch != lazyBranch {
            // Another branch shows its own lazy stack: its rows are other rows, as each branch
            // has its own identity in SwiftUI. The old rows go (the shown ones disappear before
            // the new ones appear) and the new rows are shown from the default position.
            releaseRows(node)
            rows = nil
            anchorIndex = 0
            anchorOffset = 0
            contentOffset = 0
            appliedDefaultAnchor = false
        }
        lazyBranch = branch
        if !appliedDefaultAnchor {
            appliedDefaultAnchor = true
            pinnedToBottom = node.environment.defaultScrollAnchor == .bottom
        }
        rowEnvironment = node.deriveEnvironment(isSameDerivation: true, writing: { $0.stackAxis = .vertical })
        if lazy {
            // Rows redraw what their update changes, and rows that move or go are damaged when
            // the rows are placed again: an update alone does not redraw the whole viewport
            // (unless non-lazy content drawn before goes away).
            if rows != nil {
                node.contentDirty = false
            } else {
                // The content becomes lazy (a conditional shows a lazy stack): the content shown
                // before goes (disposed, with `onDisappear`) before the rows are built.
                disposeShownContent(node)
            }
            let newRows = RowSource(content: content)
            if let previous = rows { releaseRemovedRows(from: previous, to: newRows, node: node) }
            if !pinnedToBottom, anchorIndex > 0 || anchorOffset > 0, let previous = rows {
                // Scrolled into the list, the rows on screen stay where they are when rows come
                // or go above them, as a list that keeps its scroll position by identity. At the
                // very top the offset is kept instead (new rows above show, as in SwiftUI).
                anchorIndex = Self.anchorIndex(keeping: anchorIndex, from: previous, in: newRows)
            }
            rows = newRows
            self.spacing = spacing
        } else {
            if rows != nil { releaseRows(node) }
            rows = nil
            node.reconcileChildren(CollectionOfOne(content), environment: rowEnvironment)
            node.contentDirty = true
        }
    }

    /// Where the top row at `anchor` of `previous` is in `rows`: found through the first of the
    /// rows from it down (at most a screenful) that is still there (a row whose id changed,
    /// such as a date heading that moved up, is skipped), or `anchor` unchanged. Each is tried at
    /// its own and its shifted position first; at most three are searched for in every row.
    private static func anchorIndex(keeping anchor: Int, from previous: RowSource, in rows: RowSource) -> Int {
        let shift = rows.count - previous.count
        let candidates = (anchor..<min(anchor + 40, previous.count)).map { (offset: $0 - anchor, key: previous.id($0)) }
        for candidate in candidates {
            let old = anchor + candidate.offset
            if let found = rows.index(of: candidate.key, amongst: [old + shift, old]) { return max(0, found - candidate.offset) }
        }
        for candidate in candidates.prefix(3) {
            if let found = rows.index(of: candidate.key.id), rows.id(found) == candidate.key { return max(0, found - candidate.offset) }
        }
        return anchor
    }

    /// The row shown at `index` before the current layout, if any (found by position).
    private func shownRow(at index: Int) -> LazyRow? {
        guard let first = visible.first else { return nil }
        let position = index - first.index
        guard position >= 0, position < visible.count, visible[position].index == index else { return nil }
        return visible[position].row
    }

    /// Row `index`, created or brought up to date.
    private func lazyRow(_ index: Int, node: ViewNode) -> LazyRow {
        guard let rows else { fatalError("lazyRow without rows") }
        return lazyRow(index, of: rowFetch(rows), node: node)
    }

    /// What fetching rows of `rows` reads of the scroll view, read once for all the rows fetched.
    private func rowFetch(_ rows: RowSource) -> RowFetch {
        RowFetch(rows: rows, shownSource: visibleSource, shownIDs: visibleSource.map { rowStore.shownRowIDs(rows, $0) }, environment: rowEnvironment)
    }

    /// Row `index` of `fetch`'s rows, created or brought up to date.
    private func lazyRow(_ index: Int, of fetch: RowFetch, node: ViewNode) -> LazyRow {
        rowStore.row(at: index, in: fetch.rows, shown: shownRow(at: index), shownSource: fetch.shownSource, shownIDs: fetch.shownIDs,
                     environment: fetch.environment, parent: node)
    }

    /// The node for row `index`, created or brought up to date outside a layout (a scroll
    /// measuring the rows it passes): a row built here is out of view until a layout shows it
    /// (then it runs its `onAppear`s and starts its tasks, `notifyVisibilityChanges`).
    func rowNode(_ index: Int, node: ViewNode) -> ViewNode {
        buildsRowsOutOfView = true
        defer { buildsRowsOutOfView = false }
        return lazyRow(index, node: node).node
    }

    /// Set while rows are fetched outside a layout (`rowNode`).
    @exclusivity(unchecked) private var buildsRowsOutOfView = false
    override var buildsChildrenOutOfView: Bool { buildsRowsOutOfView }

    func height(of row: ViewNode, width: Int) -> Int {
        row.sizeThatFits(Self.rowProposal(width: width)).height
    }

    /// What a row (or non-lazy content) is offered: the width, and its ideal height. It is
    /// placed with it, so it lays out as it was measured.
    private static func rowProposal(width: Int) -> ProposedSize { ProposedSize(width: width, height: nil) }

    /// With lazy rows the size is the proposal's, whatever the rows are (see `measure`).
    override var sizeIgnoresContent: Bool { rows != nil }
    override var isPlacingChildren: Bool { isPlacingRows }
    /// Set while `place` builds, updates, measures and places rows (not while it tells them
    /// they came or went: what that runs may invalidate it).
    @exclusivity(unchecked) var isPlacingRows = false

    override func measure(_ node: ViewNode, _ proposal: ProposedSize) -> CellSize {
        if rows == nil, let child = node.children.first {
            let size = child.sizeThatFits(ProposedSize(width: proposal.width, height: nil))
            if fitsContent {
                return CellSize(width: min(proposal.width ?? size.width, size.width), height: min(proposal.height ?? size.height, size.height))
            }
            return CellSize(width: proposal.width ?? size.width, height: min(proposal.height ?? size.height, Layout.unbounded))
        }
        return CellSize(width: proposal.width ?? 1, height: proposal.height ?? 1)
    }

    override func place(_ node: ViewNode, in rect: CellRect) {
        let wasPlacingRows = isPlacingRows
        isPlacingRows = true
        defer { isPlacingRows = wasPlacingRows }
        let previousViewport = viewport
        if rect != viewport { needsRowLayout = true }
        viewport = rect
        if rows != nil, !needsRowLayout, replaceVisibleRows() { return }
        needsRowLayout = false
        guard let rows else {
            guard let child = node.children.first else { return }
            let height = child.sizeThatFits(Self.rowProposal(width: rect.width)).height
            let maxOffset = max(0, height - rect.height)
            if pinnedToBottom { contentOffset = maxOffset }
            contentOffset = min(max(0, contentOffset), maxOffset)
            placedContentOffset = contentOffset
            child.place(in: CellRect(x: rect.x, y: rect.y - contentOffset, width: rect.width, height: height), proposal: Self.rowProposal(width: rect.width))
            return
        }
        guard rows.count > 0, rect.height > 0 else {
            hideShownRows(node, rowsLeft: rows.count > 0)
            return
        }
        anchorIndex = min(anchorIndex, rows.count - 1)
        if let target = scrollTarget {
            scrollTarget = nil
            applyScrollTarget(target, in: rows, height: rect.height, width: rect.width, node: node)
        }
        let creationsBefore = rowStore.creations
        let fetch = rowFetch(rows)
        var placed: [(index: Int, row: LazyRow, height: Int)] = []
        // About as many rows as were shown (one more for an append): grown, the array was copied
        // several times per layout.
        placed.reserveCapacity(visible.count + 2)
        if pinnedToBottom {
            var used = 0
            var index = rows.count - 1
            while index >= 0, used < rect.height {
                let row = lazyRow(index, of: fetch, node: node)
                let height = height(of: row.node, width: rect.width)
                placed.append((index, row, height))
                used += height + (index < rows.count - 1 ? spacing : 0)
                index -= 1
            }
            placed.reverse()
            anchorIndex = placed.first?.index ?? 0
            anchorOffset = max(0, used - rect.height)
        } else {
            var used = -anchorOffset
            var index = anchorIndex
            while index < rows.count, used < rect.height {
                let row = lazyRow(index, of: fetch, node: node)
                let height = height(of: row.node, width: rect.width)
                placed.append((index, row, height))
                used += height + spacing
                index += 1
            }
            // Scrolled to the end (the last row's bottom at or above the viewport's, not at the
            // very top): pinned, so rows appended next show, as when the last row is scrolled to.
            if index == rows.count, used - spacing <= rect.height, anchorIndex > 0 || anchorOffset > 0 {
                pinnedToBottom = true
                needsRowLayout = true
                place(node, in: rect)
                return
            }
        }
        var y = rect.y - anchorOffset
        var frames: [CellRect] = []
        frames.reserveCapacity(placed.count)
        // Loops over indices that read fields in place: a `for`-`in` loop over the entries
        // copies each, retaining and releasing its row.
        for position in placed.indices {
            let height = placed[position].height
            frames.append(CellRect(x: rect.x, y: y, width: rect.width, height: height))
            y += height + spacing
        }
        let move = rect == previousViewport ? drawnCellMove(rows: placed, frames: frames, in: rect, node: node) : nil
        layoutPass += 1
        let previous = visible
        visible = []
        visibleSource = rows
        visible.reserveCapacity(placed.count)
        var children: [ViewNode] = []
        children.reserveCapacity(placed.count)
        for position in placed.indices {
            let row = placed[position].row
            if let move, move.rows.contains(position) {
                let outer = node.graph.drawnCellsOffset
                node.graph.drawnCellsOffset = outer + move.dy
                row.node.place(in: frames[position], proposal: Self.rowProposal(width: rect.width))
                node.graph.drawnCellsOffset = outer
            } else {
                row.node.place(in: frames[position], proposal: Self.rowProposal(width: rect.width))
            }
            row.shownInPass = layoutPass
            visible.append((placed[position].index, row, frames[position]))
            children.append(row.node)
        }
        let previousChildren = node.children
        // The same rows in the same order (a scroll within a row, rows updated in place) change
        // nothing of the node's structure: assigning them would tell it they did.
        if !Self.areSameNodes(previousChildren, children) { node.children = children }
        // A row that is no longer shown leaves its cells (moved with the others, if they were
        // moved) to whatever is placed there now.
        for position in previous.indices where previous[position].row.shownInPass != layoutPass {
            node.graph.damage(previous[position].frame.offsetBy(dx: 0, dy: move?.dy ?? 0).intersection(rect))
        }
        isPlacingRows = false
        notifyVisibilityChanges(previous: previous, previousChildren: previousChildren, node: node, creationsBefore: creationsBefore)
        disposeReleasedRows(previous)
        let pass = layoutPass
        rowStore.dropFarRows(shownIndex: anchorIndex) { $0.shownInPass == pass }
    }

    /// When rows shown before move together by the same number of cell rows (an append while
    /// pinned to the bottom, a scroll), their drawn cells are moved instead of drawn again: the
    /// longest run of such rows that were not changed (`rows`, positions in `frames`) and `dy`.
    /// The move is recorded with the graph, and the viewport's cells that it does not fill
    /// (above or below the run) are damaged. Nil when nothing moves, when the run would leave
    /// stale cells both above and below it, or when other views draw into the viewport.
    private func drawnCellMove(rows: [(index: Int, row: LazyRow, height: Int)], frames: [CellRect], in rect: CellRect, node: ViewNode) -> (dy: Int, rows: Range<Int>)? {
        func cleanMove(_ position: Int) -> Int? {
            let row = rows[position].row, old = row.node.frame, new = frames[position]
            guard row.shownInPass == layoutPass, !row.node.layoutDirty, old.size == new.size, old.x == new.x, old.y != new.y else { return nil }
            return new.y - old.y
        }
        var best: (dy: Int, rows: Range<Int>)?
        var start = 0
        while start < rows.count {
            guard let dy = cleanMove(start) else {
                start += 1
                continue
            }
            var end = start + 1
            while end < rows.count, cleanMove(end) == dy { end += 1 }
            if (best?.rows.count ?? 0) < end - start { best = (dy, start..<end) }
            start = end
        }
        guard let best, abs(best.dy) < rect.height else { return nil }
        // The cells the moved rows fill: their frames, within what the viewport held before.
        let filledTop = max(frames[best.rows.lowerBound].y, rect.y + max(best.dy, 0))
        let filledBottom = min(frames[best.rows.upperBound - 1].maxY, rect.maxY + min(best.dy, 0))
        guard filledTop < filledBottom, filledTop <= rect.y || filledBottom >= rect.maxY, drawsAloneMemo.drawsAlone(node, in: rect) else { return nil }
        node.graph.moveCells(in: rect, by: best.dy)
        node.graph.damage(CellRect(x: rect.x, y: rect.y, width: rect.width, height: filledTop - rect.y))
        node.graph.damage(CellRect(x: rect.x, y: filledBottom, width: rect.width, height: rect.maxY - filledBottom))
        return best
    }

    /// Whether `nodes` are the same nodes as `others`, in the same order. Loops, not
    /// `allSatisfy`: a closure handed to the standard library checks at run time that it runs
    /// on the main actor, on every call (about 200 instructions per row compared).
    static func areSameNodes(_ nodes: [ViewNode], _ others: [ViewNode]) -> Bool {
        guard nodes.count == others.count else { return false }
        for index in nodes.indices where nodes[index] !== others[index] { return false }
        return true
    }

    /// When only rows' insides changed, places the same rows again, if no row changed height.
    private func replaceVisibleRows() -> Bool {
        for entry in visible where height(of: entry.row.node, width: entry.frame.width) != entry.frame.height {
            return false
        }
        for entry in visible { entry.row.node.place(in: entry.frame, proposal: Self.rowProposal(width: entry.frame.width)) }
        return true
    }

    override var keptChildNodes: [ViewNode] { rowStore.nodes }

    /// The list goes: the rows it keeps out of view go with it (its shown rows, its children,
    /// are disposed as every child is).
    override func nodeWillDisappear(_ node: ViewNode) { disposeRowsOutOfView(node) }

    /// Disposes what the node shows (its children: rows, or non-lazy content) before other
    /// content is built, so the old content's `onDisappear`s come before the new one's
    /// `onAppear`s whichever way the content switches.
    private func disposeShownContent(_ node: ViewNode) {
        if node.children.isEmpty { return }
        for child in node.children { child.dispose() }
        node.children = []
    }

    /// Disposes the rows kept out of view. They had their `onDisappear`, and their tasks were
    /// cancelled, when they left the view; disposing them ends their subscriptions and lets
    /// their slots go.
    private func disposeRowsOutOfView(_ node: ViewNode) {
        let shown = node.children
        for row in rowStore.nodes where !shown.holdsNode(row) { row.disposeOutOfView() }
    }

    /// The content stopped being lazy (a conditional shows another branch), or no row is left
    /// (`hideShownRows`): the rows kept out of view are disposed, then the shown ones (with
    /// `onDisappear`, queued before the new content's `onAppear`s, as when the content becomes
    /// lazy), and none is kept or taken for shown.
    func releaseRows(_ node: ViewNode) {
        disposeRowsOutOfView(node)
        disposeShownContent(node)
        rowStore.removeAll()
        visible = []
        visibleSource = nil
    }

    /// Each row's frames are kept relative to the row: an unchanged row moves as one.
    override var anchorsChildFrames: Bool { true }

    /// Placed again when it moves (it keeps positions, or places only some children).
    override func childrenMovingWithFrame(_ node: ViewNode) -> [ViewNode]? { nil }
    /// Its content is drawn in the viewport only (see `draw`).
    override var clipsChildren: Bool { true }
    override func draw(_ node: ViewNode, into canvas: inout Canvas) {
        let savedClip = canvas.clip
        canvas.clip = canvas.clip.intersection(node.frame)
        ViewNode.draw(node.children, into: &canvas)
        canvas.clip = savedClip
    }

    override var drawsOutsideFrame: Bool { false }
    /// Lazy rows draw themselves; what they leave or uncover is damaged when they are placed.
    /// Content that is not lazy is clipped to the viewport as it scrolls.
    override var drawsOwnContent: Bool { rows == nil }

    /// Scrolls by a number of rows (negative: up). Returns whether the position changed.
    @discardableResult
    func scroll(by delta: Int, node: ViewNode) -> Bool {
        needsRowLayout = true
        defer {
            // Lazy rows that move or go are damaged when they are placed again.
            if rows == nil { node.contentDirty = true }
            node.invalidateLayout()
        }
        guard let rows else {
            let before = contentOffset
            pinnedToBottom = false
            contentOffset += delta
            return contentOffset != before
        }
        guard rows.count > 0 else { return false }
        if let target = scrollTarget {
            // Scrolled to a row since the last layout: from where that puts it.
            scrollTarget = nil
            applyScrollTarget(target, in: rows, height: viewport.height, width: viewport.width, node: node)
        }
        if pinnedToBottom {
            if delta >= 0 { return false }
            pinnedToBottom = false
        }
        var remaining = delta
        let width = viewport.width
        while remaining < 0 {
            if anchorOffset > 0 {
                let step = min(anchorOffset, -remaining)
                anchorOffset -= step
                remaining += step
            } else if anchorIndex > 0 {
                anchorIndex -= 1
                anchorOffset = height(of: rowNode(anchorIndex, node: node), width: width) + spacing
            } else {
                break
            }
        }
        while remaining > 0 {
            let height = height(of: rowNode(anchorIndex, node: node), width: width) + spacing
            if anchorOffset + remaining < height {
                anchorOffset += remaining
                remaining = 0
            } else if anchorIndex < rows.count - 1 {
                remaining -= height - anchorOffset
                anchorIndex += 1
                anchorOffset = 0
            } else {
                pinnedToBottom = true
                remaining = 0
            }
        }
        return true
    }

    var pageSize: Int { max(1, viewport.height - 1) }
}

/// What fetching a scroll view's rows reads of it: its rows, the rows its shown rows were
/// fetched from, the unboxed comparisons of the two (`ShownRowIDs`) and the rows' environment. A
/// layout reads them once for all the rows it fetches; read from the scroll view for each row,
/// they were copied each time (about 500 instructions per row, retains and releases of what they
/// hold), and the comparisons were looked up for each row (~200 instructions).
@MainActor private struct RowFetch {
    let rows: RowSource
    let shownSource: RowSource?
    let shownIDs: ShownRowIDs?
    let environment: EnvironmentValues
}
