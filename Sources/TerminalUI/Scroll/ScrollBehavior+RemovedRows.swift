/// Letting the rows of removed items go: SwiftUI discards the state of an identity removed
/// from a `ForEach`, so an item that comes back gets a new row, and a list whose items are
/// removed (a chat's deleted messages) keeps no row for them.
extension ScrollBehavior {
    /// The content changed from `previous` to `rows`: the rows of items that are no longer
    /// there leave the store (`LazyRowStore.forgetRemovedRows`, a comparison or two per kept
    /// row). Those kept out of view are disposed now (they had their `onDisappear`); those shown
    /// stay the node's children until the next layout, which tells them they left
    /// (`onDisappear`, tasks cancelled) and then disposes them (`disposeReleasedRows`).
    func releaseRemovedRows(from previous: RowSource, to rows: RowSource, node: ViewNode) {
        let removed = rowStore.forgetRemovedRows(from: previous, to: rows)
        if removed.isEmpty { return }
        let shown = node.children
        for row in removed where !shown.holdsNode(row.node) { row.node.disposeOutOfView() }
    }

    /// Disposes the rows of `left` (rows no longer shown, told they left) whose items were
    /// removed (`releaseRemovedRows`).
    func disposeReleasedRows(_ left: [(index: Int, row: LazyRow, frame: CellRect)]) {
        // A released row is not in the store: no layout shows it again.
        for position in left.indices where left[position].row.isReleased {
            left[position].row.node.disposeOutOfView()
        }
    }
}
