/// Places the header zones: leading items from the left, trailing from the right, the
/// principal item (or the title, bold) centred in the space between. Each item is laid out for
/// the proposal it was measured with.
///
/// The items draw themselves (each node redraws what changes in it). The navigation container
/// draws the rest, its `OwnDrawing`: the title, the divider under the header rows and the blank
/// cells around the items.
@MainActor struct HeaderLayout {
    private var leading: [ViewNode] = []
    private var principal: [ViewNode] = []
    private var trailing: [ViewNode] = []
    private var bottom: [ViewNode] = []
    /// Every header node, leading to trailing, then the bottom bar.
    private(set) var items: [ViewNode] = []
    /// The most rows the header zones take, like a navigation bar's fixed height: enough for
    /// a title and subtitle next to a two-row avatar.
    static let maxHeight = 3
    /// What the container draws of the header itself.
    private(set) var ownDrawing = OwnDrawing()
    var height: Int { ownDrawing.height }
    var bottomHeight: Int { ownDrawing.bottomHeight }

    /// What the navigation container draws of its header: two equal values draw the same cells.
    struct OwnDrawing: Equatable {
        var frame = CellRect.zero
        var height = 0
        var bottomHeight = 0
        var title: Text?
        var titleRect = CellRect.zero

        /// The header rows with their divider, and the bottom bar.
        var regions: [CellRect] {
            var regions: [CellRect] = []
            if height > 0 { regions.append(CellRect(x: frame.x, y: frame.y, width: frame.width, height: height + 1)) }
            if bottomHeight > 0 { regions.append(CellRect(x: frame.x, y: frame.maxY - bottomHeight, width: frame.width, height: bottomHeight)) }
            return regions
        }
    }

    static func make(toolbar: CollectedToolbar, back: ViewNode?, width: Int) -> HeaderLayout {
        var layout = HeaderLayout()
        layout.leading = (back.map { [$0] } ?? []) + toolbar.leading
        layout.principal = toolbar.principal
        layout.trailing = toolbar.trailing
        layout.bottom = toolbar.bottom
        layout.items = layout.leading + layout.principal + layout.trailing + layout.bottom
        let title = toolbar.principal.isEmpty ? toolbar.title : nil
        layout.ownDrawing.title = title
        let proposal = ProposedSize(width: width, height: maxHeight)
        var height = title == nil ? 0 : 1
        for item in layout.items.prefix(layout.items.count - layout.bottom.count) {
            height = max(height, item.sizeThatFits(proposal).height)
        }
        layout.ownDrawing.height = min(maxHeight, height)
        layout.ownDrawing.bottomHeight = layout.bottom.reduce(0) { max($0, $1.sizeThatFits(ProposedSize(width: width, height: nil)).height) }
        return layout
    }

    func contains(_ node: ViewNode) -> Bool { items.contains { $0 === node } }

    mutating func place(in rect: CellRect) {
        ownDrawing.frame = rect
        guard height > 0 || bottomHeight > 0 else { return }
        var x = rect.x
        for node in leading {
            let proposal = ProposedSize(width: max(0, rect.maxX - x), height: height)
            let size = node.sizeThatFits(proposal)
            node.place(in: CellRect(x: x, y: rect.y + (height - size.height) / 2, width: size.width, height: size.height), proposal: proposal)
            x += size.width + 1
        }
        var right = rect.maxX
        for node in trailing.reversed() {
            let proposal = ProposedSize(width: max(0, right - x), height: height)
            let size = node.sizeThatFits(proposal)
            right -= size.width
            node.place(in: CellRect(x: right, y: rect.y + (height - size.height) / 2, width: size.width, height: size.height), proposal: proposal)
            right -= 1
        }
        let middle = CellRect(x: x, y: rect.y, width: max(0, right - x), height: height)
        for node in principal {
            let proposal = ProposedSize(middle.size)
            node.place(in: centered(node.sizeThatFits(proposal), in: middle, overall: rect), proposal: proposal)
        }
        if let title = ownDrawing.title {
            let width = DisplayWidth.of(title.plainString)
            ownDrawing.titleRect = centered(CellSize(width: min(width, middle.width), height: 1), in: middle, overall: rect)
        }
        var bottomX = rect.x
        for node in bottom {
            let proposal = ProposedSize(width: max(0, rect.maxX - bottomX), height: bottomHeight)
            let size = node.sizeThatFits(proposal)
            node.place(in: CellRect(x: bottomX, y: rect.maxY - bottomHeight, width: size.width, height: size.height), proposal: proposal)
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

    /// Draws the header where it meets the canvas clip (nothing when the clip is elsewhere, as
    /// while only the content below is redrawn).
    func draw(into canvas: inout Canvas) {
        guard ownDrawing.regions.contains(where: { $0.intersects(canvas.clip) }) else { return }
        for node in items { node.draw(into: &canvas) }
        if let title = ownDrawing.title, ownDrawing.titleRect.intersects(canvas.clip) {
            let rect = ownDrawing.titleRect
            var x = rect.x
            for glyph in TextLayout.paragraphs(of: title.runs, environment: EnvironmentValues()).first ?? [] {
                if x + glyph.width > rect.maxX { break }
                var style = glyph.style
                style.bold = true
                x += canvas.put(glyph.with(style: style), x: x, y: rect.y)
            }
        }
        let frame = ownDrawing.frame
        let divider = CellRect(x: frame.x, y: frame.y + height, width: frame.width, height: 1).intersection(canvas.clip)
        if height > 0, !divider.isEmpty {
            for x in divider.x..<divider.maxX { canvas.put("─", x: x, y: divider.y, style: CellStyle(foreground: .indexed(8))) }
        }
    }
}
