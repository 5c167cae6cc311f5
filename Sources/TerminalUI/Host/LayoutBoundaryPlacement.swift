/// Places the layout boundaries that changed below them (see `NodeBehavior.isLayoutBoundary`)
/// for one frame: a boundary that the root's placement does not reach (its ancestors keep
/// their layout, or those that need it place the nodes between them and the boundary where
/// they were) is placed again at its frame, for the proposal it was last laid out for, after
/// the root.
///
/// An ancestor that needs layout itself (a navigation container whose header item changed,
/// in the same frame as an append to the list below it) does not make the nodes between it
/// and the boundary lay out again: what it places anew at another frame places the boundary
/// with it (the boundary needs layout, so no placement passes over it); what it leaves where
/// it was keeps the boundary's frame, and the boundary is placed there after the root.
@MainActor struct LayoutBoundaryPlacement {
    /// The boundaries to place at their frames after the root, shallowest first.
    private var inPlace: [ViewNode] = []
    /// The graph's layout stamp when they were found attached below ancestors that keep their
    /// layout: while it stays the same, nothing was measured or placed since, and that holds.
    /// Nil when one was below an ancestor that needs layout: each is checked after the root.
    private var checkedAtStamp: UInt64?

    /// Takes the graph's recorded boundaries before the root is placed. On a screen of another
    /// size (`sameScreen` false) the containers above a boundary are invalidated too: it is
    /// placed with them, as any change below them is.
    ///
    /// Asked every frame with a boundary to place (every append to a chat's list): the recorded
    /// boundaries are taken without copying them and kept as they are in place (no second array),
    /// and filtered and ordered by loops (a main-actor closure handed to the standard library's
    /// `removeAll(where:)` or `sort(by:)` checks its executor on every call).
    init(graph: ViewGraph, sameScreen: Bool) {
        guard !graph.layoutBoundariesToPlace.isEmpty else { return }
        var boundaries: [ViewNode] = []
        swap(&boundaries, &graph.layoutBoundariesToPlace)
        // One walk up per boundary tells both whether it is attached and whether an ancestor
        // needs layout.
        var kept = 0
        var belowAncestorNeedingLayout = false
        for index in boundaries.indices where boundaries[index].layoutDirty {
            let attachment = boundaries[index].placementAttachment
            if attachment == .detached { continue }
            if attachment == .belowAncestorNeedingLayout { belowAncestorNeedingLayout = true }
            if kept != index { boundaries[kept] = boundaries[index] }
            kept += 1
        }
        boundaries.removeLast(boundaries.count - kept)
        // Shallowest first, in the order recorded among those of one depth (an insertion sort:
        // there are one or a few).
        for index in boundaries.indices.dropFirst() {
            var slot = index
            while slot > 0, boundaries[slot - 1].depth > boundaries[slot].depth {
                boundaries.swapAt(slot - 1, slot)
                slot -= 1
            }
        }
        if sameScreen {
            inPlace = boundaries
        } else {
            for boundary in boundaries { boundary.parent?.invalidateLayout() }
        }
        checkedAtStamp = belowAncestorNeedingLayout ? nil : graph.layoutStamp
    }

    /// Places the boundaries at their frames, after the root (and the presentations). One that
    /// placing them laid out already is left as it is; one that is no longer attached, or
    /// whose ancestors still need layout (they were not placed), is laid out with them.
    func placeAfterRoot() {
        for boundary in inPlace where boundary.layoutDirty {
            let attachment = boundary.graph.layoutStamp == checkedAtStamp ? .attached : boundary.placementAttachment
            switch attachment {
            case .detached:
                continue
            case .belowAncestorNeedingLayout:
                boundary.parent?.invalidateLayout()
            case .attached:
                boundary.place(in: boundary.frame, proposal: boundary.placementProposal)
            }
        }
    }
}

/// Where a layout boundary stands, read in one walk up (`ViewNode.placementAttachment`).
enum PlacementAttachment {
    /// No longer part of its graph (or a lazy row scrolled out of view).
    case detached
    /// Attached, with an ancestor that needs layout.
    case belowAncestorNeedingLayout
    /// Attached, below ancestors that keep their layout.
    case attached
}
