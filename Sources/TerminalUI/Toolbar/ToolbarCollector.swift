/// The toolbar of one navigation level: items by zone and the title.
@MainActor struct CollectedToolbar {
    var leading: [ViewNode] = []
    var principal: [ViewNode] = []
    var trailing: [ViewNode] = []
    var bottom: [ViewNode] = []
    var title: Text?
}

/// Collects the toolbar items and navigation title declared inside a subtree, skipping nested
/// navigation containers (they draw their own header).
@MainActor enum ToolbarCollector {
    static func collect(in root: ViewNode) -> CollectedToolbar {
        var toolbar = CollectedToolbar()
        visit(root, into: &toolbar)
        return toolbar
    }

    private static func visit(_ node: ViewNode, into toolbar: inout CollectedToolbar) {
        let behavior = node.behavior
        switch behavior.toolbarRole {
        case .item:
            guard let item = behavior as? ToolbarItemBehavior else { break }
            switch item.placement.zone {
            case .leading: toolbar.leading.append(node)
            case .principal: toolbar.principal.append(node)
            case .trailing: toolbar.trailing.append(node)
            case .bottom: toolbar.bottom.append(node)
            }
            return
        case .holder:
            if let holder = behavior as? ToolbarHolderBehavior, let title = holder.title, toolbar.title == nil {
                toolbar.title = title
            }
        case .navigation, .none:
            break
        }
        for child in node.children where child.toolbarNodeCount > 0 && child.behavior.toolbarRole != .navigation {
            visit(child, into: &toolbar)
        }
    }
}

extension ViewNode {
    /// `toolbarNodeCount` worked out afresh from the children's counts.
    func countedToolbarNodes() -> Int {
        var count = behavior.toolbarRole.isCollected ? 1 : 0
        for child in children where child.behavior.toolbarRole != .navigation { count += child.toolbarNodeCount }
        return count
    }

    /// Recounts this node's toolbar nodes after its children or behaviour changed, and its
    /// ancestors' while their counts change. The parent is always recounted: whether this node
    /// is a navigation container decides whether the parent counts it.
    func refreshToolbarNodeCount() {
        toolbarNodeCount = countedToolbarNodes()
        var node = self
        while let parent = node.parent {
            let count = parent.countedToolbarNodes()
            if count == parent.toolbarNodeCount { return }
            parent.toolbarNodeCount = count
            node = parent
        }
    }
}

/// What a node is to `ToolbarCollector` (asked of every node below a navigation container on
/// every placement, so it is a property rather than casts): a toolbar item, the holder of a
/// title, a nested navigation container (skipped), or none of these.
enum ToolbarRole {
    case none, item, holder, navigation

    /// Whether the collector takes something from such a node.
    var isCollected: Bool { self == .item || self == .holder }
}

/// Places the header zones: leading items from the left, trailing from the right, the
/// principal item (or the title, bold) centred in the space between.
@MainActor struct HeaderLayout {
    private var leading: [ViewNode] = []
    private var principal: [ViewNode] = []
    private var trailing: [ViewNode] = []
    private var bottom: [ViewNode] = []
    private var title: Text?
    private var titleTitleRect = CellRect.zero
    /// The most rows the header zones take, like a navigation bar's fixed height: enough for
    /// a title and subtitle next to a two-row avatar.
    static let maxHeight = 3
    private(set) var height = 0
    private(set) var bottomHeight = 0
    private var frame = CellRect.zero

    static func make(toolbar: CollectedToolbar, back: ViewNode?, width: Int) -> HeaderLayout {
        var layout = HeaderLayout()
        layout.leading = (back.map { [$0] } ?? []) + toolbar.leading
        layout.principal = toolbar.principal
        layout.trailing = toolbar.trailing
        layout.bottom = toolbar.bottom
        layout.title = toolbar.principal.isEmpty ? toolbar.title : nil
        let items = layout.leading + layout.principal + layout.trailing
        let proposal = ProposedSize(width: width, height: maxHeight)
        layout.height = min(maxHeight, items.reduce(layout.title == nil ? 0 : 1) { max($0, $1.sizeThatFits(proposal).height) })
        layout.bottomHeight = layout.bottom.reduce(0) { max($0, $1.sizeThatFits(ProposedSize(width: width, height: nil)).height) }
        return layout
    }

    /// Every header node, leading to trailing, then the bottom bar.
    var items: [ViewNode] { leading + principal + trailing + bottom }

    func contains(_ node: ViewNode) -> Bool {
        (leading + principal + trailing + bottom).contains { $0 === node }
    }

    mutating func place(in rect: CellRect) {
        frame = rect
        guard height > 0 || bottomHeight > 0 else { return }
        var x = rect.x
        for node in leading {
            let size = node.sizeThatFits(ProposedSize(width: max(0, rect.maxX - x), height: height))
            node.place(in: CellRect(x: x, y: rect.y + (height - size.height) / 2, width: size.width, height: size.height))
            x += size.width + 1
        }
        var right = rect.maxX
        for node in trailing.reversed() {
            let size = node.sizeThatFits(ProposedSize(width: max(0, right - x), height: height))
            right -= size.width
            node.place(in: CellRect(x: right, y: rect.y + (height - size.height) / 2, width: size.width, height: size.height))
            right -= 1
        }
        let middle = CellRect(x: x, y: rect.y, width: max(0, right - x), height: height)
        for node in principal {
            let size = node.sizeThatFits(ProposedSize(middle.size))
            node.place(in: centered(size, in: middle, overall: rect))
        }
        if let title {
            let width = DisplayWidth.of(title.plainString)
            titleTitleRect = centered(CellSize(width: min(width, middle.width), height: 1), in: middle, overall: rect)
        }
        var bottomX = rect.x
        for node in bottom {
            let size = node.sizeThatFits(ProposedSize(width: max(0, rect.maxX - bottomX), height: bottomHeight))
            node.place(in: CellRect(x: bottomX, y: rect.maxY - bottomHeight, width: size.width, height: size.height))
            bottomX += size.width + 1
        }
    }

    /// Centres on the whole header when that fits between the zones, else within the middle.
    private func centered(_ size: CellSize, in middle: CellRect, overall: CellRect) -> CellRect {
        let width = min(size.width, middle.width)
        var x = overall.x + (overall.width - width) / 2
        if x < middle.x || x + width > middle.maxX { x = middle.x + (middle.width - width) / 2 }
        return CellRect(x: x, y: middle.y + (middle.height - size.height) / 2, width: width, height: min(size.height, middle.height))
    }

    func draw(frame: CellRect, into canvas: inout Canvas) {
        guard height > 0 || bottomHeight > 0 else { return }
        for node in leading + principal + trailing + bottom { node.draw(into: &canvas) }
        if let title, !titleTitleRect.isEmpty {
            var x = titleTitleRect.x
            for glyph in TextLayout.paragraphs(of: title.runs, environment: EnvironmentValues()).first ?? [] {
                if x + glyph.width > titleTitleRect.maxX { break }
                var style = glyph.style
                style.bold = true
                x += canvas.put(glyph.character, x: x, y: titleTitleRect.y, style: style)
            }
        }
        if height > 0 {
            let y = frame.y + height
            for x in frame.x..<frame.maxX { canvas.put("─", x: x, y: y, style: CellStyle(foreground: .indexed(8))) }
        }
    }
}
