/// A vertical scroll view. With lazy content (`LazyVStack`, `List`, a `ForEach`) it builds,
/// measures and places only the rows it shows, anchored at a row (top) or at the bottom;
/// otherwise it lays its content out at full height and shows a window of it.
final class ScrollBehavior: NodeBehavior {
    var rows: RowSource?
    var spacing = 0
    var rowNodes: [RowKey: ViewNode] = [:]
    /// The environment of the rows: derived through the node, so it keeps its version while the
    /// scroll view's environment is unchanged and unchanged `Equatable` rows are not evaluated
    /// again when the data changes.
    var rowEnvironment = EnvironmentValues()
    private var generation = 0
    private var rowGenerations: [ObjectIdentifier: Int] = [:]

    /// Top anchor: the first row shown and how many of its cells are scrolled off.
    var anchorIndex = 0
    var anchorOffset = 0
    /// Bottom anchor: the last row's bottom sits at the bottom (chat transcripts).
    var pinnedToBottom = false
    var appliedDefaultAnchor = false
    /// Non-lazy content offset in cells.
    var contentOffset = 0
    private var visible: [(index: Int, node: ViewNode)] = []
    private var visibleFrames: [CellRect] = []
    private var viewport = CellRect.zero
    /// Set when rows, scroll position or viewport changed: the visible rows are recomputed.
    private var needsRowLayout = true

    func update(content: any View, lazy: Bool, spacing: Int, node: ViewNode) {
        generation += 1
        needsRowLayout = true
        if !appliedDefaultAnchor {
            appliedDefaultAnchor = true
            pinnedToBottom = node.environment.defaultScrollAnchor == .bottom
        }
        rowEnvironment = node.deriveEnvironment(writing: { $0.stackAxis = .vertical })
        if lazy {
            rows = RowSource(content: content)
            self.spacing = spacing
            for child in node.children { child.contentDirty = true }
        } else {
            rows = nil
            node.reconcileChildren([content], environment: rowEnvironment)
        }
        node.contentDirty = true
    }

    /// The node for row `index`, created or brought up to date.
    private func rowNode(_ index: Int, node: ViewNode) -> ViewNode {
        guard let rows else { fatalError("rowNode without rows") }
        let id = rows.id(index)
        if let existing = rowNodes[id], rowGenerations[ObjectIdentifier(existing)] == generation { return existing }
        let view = rows.view(index)
        if let existing = rowNodes[id], existing.viewType == ViewNode.typeIdentity(of: view) {
            rowGenerations[ObjectIdentifier(existing)] = generation
            existing.update(with: view, environment: rowEnvironment)
            return existing
        }
        if let old = rowNodes[id] { old.dispose() }
        let created = node.makeChild(view, identity: AnyHashable(id), environment: rowEnvironment)
        rowNodes[id] = created
        rowGenerations[ObjectIdentifier(created)] = generation
        return created
    }

    private func height(of row: ViewNode, width: Int) -> Int {
        row.sizeThatFits(ProposedSize(width: width, height: nil)).height
    }

    override func measure(_ node: ViewNode, _ proposal: ProposedSize) -> CellSize {
        if rows == nil, let child = node.children.first {
            let size = child.sizeThatFits(ProposedSize(width: proposal.width, height: nil))
            return CellSize(width: proposal.width ?? size.width, height: min(proposal.height ?? size.height, Layout.unbounded))
        }
        return CellSize(width: proposal.width ?? 1, height: proposal.height ?? 1)
    }

    override func place(_ node: ViewNode, in rect: CellRect) {
        if rect != viewport { needsRowLayout = true }
        viewport = rect
        if rows != nil, !needsRowLayout, replaceVisibleRows() { return }
        needsRowLayout = false
        guard let rows else {
            guard let child = node.children.first else { return }
            let height = child.sizeThatFits(ProposedSize(width: rect.width, height: nil)).height
            let maxOffset = max(0, height - rect.height)
            if pinnedToBottom { contentOffset = maxOffset }
            contentOffset = min(max(0, contentOffset), maxOffset)
            child.place(in: CellRect(x: rect.x, y: rect.y - contentOffset, width: rect.width, height: height))
            return
        }
        guard rows.count > 0, rect.height > 0 else {
            visible = []
            node.children = []
            return
        }
        anchorIndex = min(anchorIndex, rows.count - 1)
        var placed: [(index: Int, node: ViewNode, height: Int)] = []
        if pinnedToBottom {
            var used = 0
            var index = rows.count - 1
            while index >= 0, used < rect.height {
                let row = rowNode(index, node: node)
                let height = height(of: row, width: rect.width)
                placed.insert((index, row, height), at: 0)
                used += height + (index < rows.count - 1 ? spacing : 0)
                index -= 1
            }
            anchorIndex = placed.first?.index ?? 0
            anchorOffset = max(0, used - rect.height)
        } else {
            var used = -anchorOffset
            var index = anchorIndex
            while index < rows.count, used < rect.height {
                let row = rowNode(index, node: node)
                let height = height(of: row, width: rect.width)
                placed.append((index, row, height))
                used += height + spacing
                index += 1
            }
            if used - spacing < rect.height, anchorIndex > 0 || anchorOffset > 0 {
                pinnedToBottom = true
                needsRowLayout = true
                place(node, in: rect)
                return
            }
        }
        var y = rect.y - anchorOffset
        visible = []
        visibleFrames = []
        for entry in placed {
            let frame = CellRect(x: rect.x, y: y, width: rect.width, height: entry.height)
            entry.node.place(in: frame)
            visible.append((entry.index, entry.node))
            visibleFrames.append(frame)
            y += entry.height + spacing
        }
        let previous = node.children
        node.children = visible.map(\.node)
        notifyVisibilityChanges(from: previous, to: node.children)
    }

    /// Lazy rows that scroll out of view get `onDisappear`; rows that come back, `onAppear`.
    private func notifyVisibilityChanges(from previous: [ViewNode], to current: [ViewNode]) {
        let now = Set(current.map(ObjectIdentifier.init))
        let before = Set(previous.map(ObjectIdentifier.init))
        for row in previous where !now.contains(ObjectIdentifier(row)) {
            row.forEachDescendant { $0.behavior.rowDidLeaveView($0) }
        }
        for row in current where !before.contains(ObjectIdentifier(row)) {
            row.forEachDescendant { $0.behavior.rowDidEnterView($0) }
        }
        if let graph = current.first?.graph ?? previous.first?.graph { graph.runAfterUpdate() }
    }

    /// When only rows' insides changed, places the same rows again, if no row changed height.
    private func replaceVisibleRows() -> Bool {
        for (entry, frame) in zip(visible, visibleFrames) where height(of: entry.node, width: frame.width) != frame.height {
            return false
        }
        for (entry, frame) in zip(visible, visibleFrames) { entry.node.place(in: frame) }
        return true
    }

    override var keptChildNodes: [ViewNode] { Array(rowNodes.values) }

    /// Placed again when it moves (it keeps positions, or places only some children).
    override func childrenMovingWithFrame(_ node: ViewNode) -> [ViewNode]? { nil }
    override func draw(_ node: ViewNode, into canvas: inout Canvas) {
        let savedClip = canvas.clip
        canvas.clip = canvas.clip.intersection(node.frame)
        for child in node.children { child.draw(into: &canvas) }
        canvas.clip = savedClip
    }

    override var drawsOutsideFrame: Bool { false }

    /// Scrolls by a number of rows (negative: up). Returns whether the position changed.
    @discardableResult
    func scroll(by delta: Int, node: ViewNode) -> Bool {
        needsRowLayout = true
        defer {
            node.contentDirty = true
            node.invalidateLayout()
        }
        guard let rows else {
            let before = contentOffset
            pinnedToBottom = false
            contentOffset += delta
            return contentOffset != before
        }
        guard rows.count > 0 else { return false }
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

    /// Scrolls so row `index` is shown at the top (or the bottom).
    func scroll(toRow index: Int, bottom: Bool, node: ViewNode) {
        guard let rows, rows.count > 0 else { return }
        needsRowLayout = true
        if bottom && index >= rows.count - 1 {
            pinnedToBottom = true
        } else {
            pinnedToBottom = false
            anchorIndex = max(0, min(index, rows.count - 1))
            anchorOffset = 0
        }
        node.contentDirty = true
        node.invalidateLayout()
    }

    var pageSize: Int { max(1, viewport.height - 1) }
}
