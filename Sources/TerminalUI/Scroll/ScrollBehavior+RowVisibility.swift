/// Telling a lazy list's rows that they left or came into view (`onDisappear`, `onAppear`,
/// tasks cancelled and started again), after each layout of its rows, or when none shows.
extension ScrollBehavior {
    /// Lazy rows that scroll out of view get `onDisappear` (in the order they were shown), then
    /// rows that come into view get `onAppear` (in the order they are shown now): the node's
    /// children before this layout (`previousChildren`: the rows of `previous`, unless the
    /// content was not lazy) against those now (the rows of `visible`). Rows that stay are only
    /// marked: nothing is hashed. A row made in this layout (after `creationsBefore` rows were
    /// made) is not walked: its `onAppear`s were queued as it was built, and it has not left
    /// since. A row made before, outside a layout (`rowNode`), was built out of view: it is
    /// told when it is first shown. The actions are queued with the graph; the host runs them once the screen is laid
    /// out (`ViewHost.render`), with those the rest of the layout queued.
    func notifyVisibilityChanges(previous: [(index: Int, row: LazyRow, frame: CellRect)], previousChildren: [ViewNode], node: ViewNode, creationsBefore: Int) {
        let current = node.children
        if Self.areSameNodes(previousChildren, current) { return }
        if Self.areSameNodes(previousChildren, previous) {
            // Every row shown now was marked in this layout (`shownInPass`); those shown before
            // are marked here (`shownBeforePass`).
            let pass = layoutPass
            for entry in previous { entry.row.shownBeforePass = pass }
            for entry in previous where entry.row.shownInPass != pass { tell(entry.row.node, entering: false) }
            for entry in visible where entry.row.shownBeforePass != pass && entry.row.creation <= creationsBefore {
                tell(entry.row.node, entering: true)
            }
        } else {
            let now = Set(current.map(ObjectIdentifier.init))
            let before = Set(previousChildren.map(ObjectIdentifier.init))
            for row in previousChildren where !now.contains(ObjectIdentifier(row)) { tell(row, entering: false) }
            for row in current where !before.contains(ObjectIdentifier(row)) { tell(row, entering: true) }
        }
    }

    /// No row shows. With no row left (`rowsLeft` false: the items were removed), the rows go
    /// as removed rows do in SwiftUI, their state with them (`releaseRows`: those kept out of
    /// view are disposed, then the shown ones, with `onDisappear`, tasks cancelled), and items
    /// that come back get new rows. With a viewport of no height the items are still there: the rows shown
    /// leave the view (`onDisappear`, tasks cancelled), as rows scrolled out of view do, and the
    /// list keeps them and its scroll position; shown again, they come back into view
    /// (`notifyVisibilityChanges`: the node had no children). Called from `place`, which is done
    /// placing: what telling or disposing them runs may invalidate the layout. Nothing is done
    /// when nothing is shown (or, with no row left, kept): the node's children are not assigned
    /// again at every layout while no row shows.
    func hideShownRows(_ node: ViewNode, rowsLeft: Bool) {
        if !rowsLeft {
            isPlacingRows = false
            if !node.children.isEmpty || rowStore.count > 0 { releaseRows(node) }
            return
        }
        if node.children.isEmpty { return }
        let hidden = visible
        for entry in hidden { node.graph.damage(entry.frame) }
        visible = []
        node.children = []
        isPlacingRows = false
        for entry in hidden { tell(entry.row.node, entering: false) }
        disposeReleasedRows(hidden)
    }

    /// Tells a row's subtree that the row came into view (`entering`) or left it, and counts it.
    private func tell(_ row: ViewNode, entering: Bool) {
        rowsToldOfVisibility += 1
        if entering { row.rowDidEnterView() } else { row.rowDidLeaveView() }
    }

    private static func areSameNodes(_ nodes: [ViewNode], _ entries: [(index: Int, row: LazyRow, frame: CellRect)]) -> Bool {
        guard nodes.count == entries.count else { return false }
        for index in nodes.indices where nodes[index] !== entries[index].row.node { return false }
        return true
    }
}
