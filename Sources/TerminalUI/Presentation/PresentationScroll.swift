/// The part of an alert, dialog or menu box below its title: a vertical scroll view as large as
/// its content, up to the space the screen leaves. Entries the box cannot hold scroll: moving
/// focus brings the next one in (as in any scroll view), and the box's border shows that more
/// is hidden above or below (``PresentationBehavior``).
nonisolated struct PresentationScroll: View, PrimitiveView, CustomReconciling {
    typealias Body = Never
    let content: any View

    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        if let behavior = existing as? ScrollBehavior { return behavior }
        let behavior = ScrollBehavior()
        behavior.fitsContent = true
        // The box opens at its first entries, whatever anchor the presenting view's scroll
        // views have (a message's menu inherits the transcript's bottom anchor).
        behavior.appliedDefaultAnchor = true
        return behavior
    }

    @MainActor func reconcile(node: ViewNode) {
        (node.behavior as? ScrollBehavior)?.update(content: content, lazy: false, spacing: 0, node: node)
    }
}

/// A row of buttons (an alert's actions) that stacks them vertically when they do not fit
/// side by side in the width offered.
nonisolated struct ActionButtons: View, PrimitiveView {
    typealias Body = Never
    let spacing: Int
    let content: any View

    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        let behavior = existing as? ActionButtonsBehavior ?? ActionButtonsBehavior()
        behavior.row = StackLayout(axis: .horizontal, spacing: spacing, crossAlignment: 1)
        return behavior
    }
    @MainActor func childViews(node: ViewNode) -> ChildViews { ChildViews(content) }
}

/// Lays the buttons out as a row when its ideal width fits the width offered, else as a column.
final class ActionButtonsBehavior: NodeBehavior {
    var row = StackLayout(axis: .horizontal, spacing: 2, crossAlignment: 1)
    private let column = StackLayout(axis: .vertical, spacing: 0, crossAlignment: 1)

    private func layout(_ node: ViewNode, width: Int?) -> StackLayout {
        guard let width else { return row }
        let ideal = row.measure(node.layoutChildren, ProposedSize(width: nil, height: nil)).width
        return ideal <= width ? row : column
    }

    override func measure(_ node: ViewNode, _ proposal: ProposedSize) -> CellSize {
        layout(node, width: proposal.width).measure(node.layoutChildren, proposal)
    }
    override func place(_ node: ViewNode, in rect: CellRect) {
        let proposal = node.placementProposal ?? ProposedSize(rect.size)
        layout(node, width: proposal.width).place(node.layoutChildren, in: rect, proposal: proposal)
    }
}
