/// Padding: proposes the offered size minus the insets, adds them back to the child's size.
final class PaddingBehavior: NodeBehavior {
    var insets = CellInsets()
    override func measure(_ node: ViewNode, _ proposal: ProposedSize) -> CellSize {
        let child = super.measure(node, innerProposal(proposal))
        return CellSize(width: child.width + insets.leading + insets.trailing, height: child.height + insets.top + insets.bottom)
    }
    override func place(_ node: ViewNode, in rect: CellRect) {
        // `if let`, not `map(innerProposal)`: a closure checks its main-actor isolation per call.
        let proposal: ProposedSize? = if let placed = node.placementProposal { innerProposal(placed) } else { nil }
        placeOnTop(node.layoutChildren, in: rect.inset(top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing),
                   proposal: proposal)
    }
    /// What the content is offered: the proposal minus the insets.
    private func innerProposal(_ proposal: ProposedSize) -> ProposedSize {
        // `if let`, not `Optional.map`, as in `place`.
        let width: Int? = if let width = proposal.width { width - insets.leading - insets.trailing } else { nil }
        let height: Int? = if let height = proposal.height { height - insets.top - insets.bottom } else { nil }
        return ProposedSize(width: width, height: height)
    }
}

/// A fixed frame: its size in each set axis, the child's size otherwise; the child is
/// offered the frame and aligned in it.
final class FrameBehavior: NodeBehavior {
    var frame = _FrameModifier(width: nil, height: nil, alignment: .center)
    override func measure(_ node: ViewNode, _ proposal: ProposedSize) -> CellSize {
        if let width = frame.width, let height = frame.height { return CellSize(width: width, height: height) }
        let child = super.measure(node, innerProposal(proposal))
        return CellSize(width: frame.width ?? child.width, height: frame.height ?? child.height)
    }
    override func place(_ node: ViewNode, in rect: CellRect) {
        let proposal = if let placed = node.placementProposal { innerProposal(placed) } else { ProposedSize(rect.size) }
        Aligner.place(node.layoutChildren, in: rect, alignment: frame.alignment, proposal: proposal)
    }
    /// What the content is offered: the frame's lengths where set, the proposal elsewhere.
    private func innerProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: frame.width ?? proposal.width, height: frame.height ?? proposal.height)
    }
}

/// A flexible frame (min/ideal/max in each axis), following SwiftUI: the child is offered the
/// proposal clamped to the limits (the ideal when unspecified); the frame takes the child's
/// size, widened to the proposal when a maximum allows it, clamped to the limits.
final class FlexFrameBehavior: NodeBehavior {
    var frame = _FlexFrameModifier(minWidth: nil, idealWidth: nil, maxWidth: nil, minHeight: nil, idealHeight: nil, maxHeight: nil, alignment: .center)

    override func measure(_ node: ViewNode, _ proposal: ProposedSize) -> CellSize {
        let child = super.measure(node, innerProposal(proposal))
        return CellSize(
            width: Self.length(child: child.width, proposed: proposal.width, min: frame.minWidth, ideal: frame.idealWidth, max: frame.maxWidth),
            height: Self.length(child: child.height, proposed: proposal.height, min: frame.minHeight, ideal: frame.idealHeight, max: frame.maxHeight))
    }

    override func place(_ node: ViewNode, in rect: CellRect) {
        let proposal = if let placed = node.placementProposal { innerProposal(placed) } else { ProposedSize(rect.size) }
        Aligner.place(node.layoutChildren, in: rect, alignment: frame.alignment, proposal: proposal)
    }

    /// What the content is offered: the proposal clamped to the limits (the ideal when unspecified).
    private func innerProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(
            width: Self.childProposal(proposal.width, min: frame.minWidth, ideal: frame.idealWidth, max: frame.maxWidth),
            height: Self.childProposal(proposal.height, min: frame.minHeight, ideal: frame.idealHeight, max: frame.maxHeight))
    }

    static func childProposal(_ proposed: Int?, min lower: Int?, ideal: Int?, max upper: Int?) -> Int? {
        guard let proposed else { return ideal }
        var value = proposed
        if let lower { value = Swift.max(value, lower) }
        if let upper { value = Swift.min(value, upper) }
        return value
    }

    static func length(child: Int, proposed: Int?, min lower: Int?, ideal: Int?, max upper: Int?) -> Int {
        if lower == nil && upper == nil { return proposed == nil ? (ideal ?? child) : child }
        var value = child
        if upper != nil { value = Swift.max(value, proposed ?? ideal ?? child) }
        if let lower { value = Swift.max(value, lower) }
        if let upper { value = Swift.min(value, upper) }
        return Swift.min(value, Layout.unbounded)
    }
}

/// Offers the child nil (its ideal size) in the fixed axes.
final class FixedSizeBehavior: NodeBehavior {
    var horizontal = true, vertical = true
    override func measure(_ node: ViewNode, _ proposal: ProposedSize) -> CellSize {
        super.measure(node, innerProposal(proposal))
    }
    override func place(_ node: ViewNode, in rect: CellRect) {
        let proposal = innerProposal(node.placementProposal ?? ProposedSize(rect.size))
        for child in node.layoutChildren {
            let size = child.sizeThatFits(proposal)
            child.place(in: CellRect(origin: rect.origin, size: size), proposal: proposal)
        }
    }
    /// What the content is offered: nil (its ideal) in the fixed axes.
    private func innerProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }
    override var drawsOutsideFrame: Bool { true }
}

/// Carries a layout priority for the enclosing stack.
final class PriorityBehavior: NodeBehavior {
    var priority = 0.0
    override func layoutPriority(_ node: ViewNode) -> Double { priority }
}

/// Draws the child shifted, without changing its layout size.
final class OffsetBehavior: NodeBehavior {
    var dx = 0, dy = 0
    override var drawsOutsideFrame: Bool { true }
    override func place(_ node: ViewNode, in rect: CellRect) {
        super.place(node, in: CellRect(x: rect.x + dx, y: rect.y + dy, width: rect.width, height: rect.height))
    }
}
