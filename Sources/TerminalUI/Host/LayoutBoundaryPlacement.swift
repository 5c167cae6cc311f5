/// Places the layout boundaries that changed below them (see `NodeBehavior.isLayoutBoundary`)
/// for one frame: a boundary whose ancestors keep their layout is placed again at its frame,
/// for the proposal it was last laid out for, after the root; the others are laid out with
/// their ancestors.
@MainActor struct LayoutBoundaryPlacement {
    /// The boundaries to place at their frames after the root, shallowest first.
    private var inPlace: [ViewNode] = []
    /// The graph's layout stamp when they were found attached below ancestors that keep their
    /// layout: while it stays the same, nothing was measured or placed since, and that holds.
    private var checkedAtStamp: UInt64 = 0

    /// Takes the graph's recorded boundaries before the root is placed. On a screen of another
    /// size (`sameScreen` false), or below an ancestor that needs layout itself (it may not
    /// place this boundary again where it was, or nodes between them keep their layout and
    /// stop the placement on its way down), the containers above a boundary are invalidated
    /// too: it is placed with them, as any change below them is.
    init(graph: ViewGraph, sameScreen: Bool) {
        guard !graph.layoutBoundariesToPlace.isEmpty else { return }
        var boundaries = graph.layoutBoundariesToPlace
        graph.layoutBoundariesToPlace.removeAll()
        boundaries.removeAll { !$0.layoutDirty || !$0.isAttached }
        boundaries.sort { $0.depth < $1.depth }
        for boundary in boundaries {
            if sameScreen, !boundary.hasAncestorNeedingLayout {
                inPlace.append(boundary)
            } else {
                boundary.parent?.invalidateLayout()
            }
        }
        checkedAtStamp = graph.layoutStamp
    }

    /// Places the boundaries at their frames, after the root (and the presentations). One that
    /// placing them laid out already is left as it is; one that is no longer attached, or
    /// whose ancestors now need layout, is laid out with them.
    func placeAfterRoot() {
        for boundary in inPlace where boundary.layoutDirty {
            let unchanged = boundary.graph.layoutStamp == checkedAtStamp
            if !unchanged, !boundary.isAttached { continue }
            if !unchanged, boundary.hasAncestorNeedingLayout {
                boundary.parent?.invalidateLayout()
            } else {
                boundary.place(in: boundary.frame, proposal: boundary.placementProposal)
            }
        }
    }
}
