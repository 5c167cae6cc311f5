/// The origin the frames of one lazy row's nodes are kept relative to.
///
/// A scroll view that moves the cells its rows drew moves the rows that did not change by
/// the same number of cell rows. Placing such a row again would offset the frame of every
/// node in it; the row's nodes keep their frames relative to the row's anchor instead, so the
/// row moves as one by moving its anchor (see `ViewNode.place(in:proposal:)`).
///
/// Whether a row may move as one is known from `changes`: it advances whenever a node of the
/// row changes in a way that placing it again would see (its layout is invalidated, its
/// drawing or its children or behaviour change). A node placed while its whole subtree moves
/// by an offset records the count then (`ViewNode.offsetMoveStamp`); the row moves as one
/// only while its root's record is the current count.
///
/// Its counters are `@exclusivity(unchecked)`: confined to the main actor and only read or
/// incremented, so no two accesses can overlap; every node of a row reads them when placed.
@MainActor final class FrameAnchor {
    /// How far the row's nodes are from where they were placed, in cells.
    @exclusivity(unchecked) private(set) var dx = 0
    @exclusivity(unchecked) private(set) var dy = 0
    /// Advances with every change of a node of the row (never 0: 0 is "not recorded").
    @exclusivity(unchecked) private(set) var changes: UInt64 = 1
    /// Whether the row is out of view: its list keeps it while it is not shown, or built it as a
    /// scroll passed it and has not shown it yet. Every node of the row reads it, also one made
    /// later in the row (an `if` in the row turning true while it is out of view): their
    /// lifecycle modifiers run no `onAppear` or task until the row is shown
    /// (`ViewNode.rowDidEnterView`). A row's anchor starts out of view when its list builds it
    /// out of view or the row it is in is out of view.
    @exclusivity(unchecked) var isOutOfView: Bool

    init(isOutOfView: Bool) {
        self.isOutOfView = isOutOfView
    }

    /// A node of the row changed: no record made before holds any more.
    func noteChange() { changes &+= 1 }

    /// Moves every node of the row by an offset.
    func move(dx: Int, dy: Int) {
        self.dx += dx
        self.dy += dy
    }
}
