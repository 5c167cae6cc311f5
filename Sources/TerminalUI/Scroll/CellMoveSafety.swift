extension ViewNode {
    /// Whether the cells of `region` (inside this node's frame) are drawn by this node's subtree
    /// alone, over at most a uniform fill beneath it: then moving the cells this subtree drew
    /// there moves exactly what the screen shows. No presentation may be up; no ancestor may
    /// draw there itself; every other node drawing there must be a fill, drawn earlier (beneath),
    /// that covers the whole region.
    func drawsAlone(in region: CellRect) -> Bool { checkDrawsAlone(in: region).drawsAlone }

    /// `drawsAlone(in:)`, and whether the answer holds while no node outside lazy rows is placed
    /// (`ViewGraph.placementsOutsideRows` stays the same): true when every node it read (this
    /// node's ancestors and the subtrees of their other children) is outside lazy rows and no
    /// lazy container, whose frames, drawing and children only change by being placed.
    func checkDrawsAlone(in region: CellRect) -> (drawsAlone: Bool, isKeepable: Bool) {
        guard graph.presentations.isEmpty else { return (false, false) }
        // The nodes read, told to the graph only while tests count them.
        var reads = 0
        let answer = checkDrawsAlone(in: region, reads: &reads)
        if graph.countsDrawsAloneWalks { graph.countDrawsAloneWalk(reading: reads) }
        return answer
    }

    /// `checkDrawsAlone(in:)`, counting in `reads` the nodes read outside the ancestor chain.
    ///
    /// The walk holds no node it reads (no retain and release of each): every node read is
    /// held by its parent (a set parent is alive, see `parent`), and the walk changes nothing.
    private func checkDrawsAlone(in region: CellRect, reads: inout Int) -> (drawsAlone: Bool, isKeepable: Bool) {
        var keepable = true
        var child = Unmanaged.passUnretained(self)
        while let parent = child.parent {
            let drawsAlone = parent.withNode { parent in
                parent.noteReadForDrawsAlone(&keepable)
                guard parent.withBehavior({ $0.ownDrawingRegion(parent) }).intersection(region).isEmpty else { return false }
                // Siblings before the child draw beneath it, those after it over it.
                var beneath = true
                let siblings = parent.children
                for index in siblings.indices {
                    if Unmanaged.passUnretained(siblings[index]).toOpaque() == child.toOpaque() {
                        beneath = false
                    } else if !siblings[index].leavesCellsAlone(in: region, beneath: beneath, keepable: &keepable, reads: &reads) {
                        return false
                    }
                }
                return !beneath
            }
            guard drawsAlone else { return (false, keepable) }
            child = parent
        }
        return (true, keepable)
    }

    /// Whether nothing in this subtree draws into `region`, except fills that cover all of it
    /// (allowed only `beneath` the moving cells).
    ///
    /// A subtree whose root's frame does not meet `region` (and whose root draws inside its
    /// frame and is no group) is not entered: drawing does not enter it either when it redraws
    /// cells of `region` (`draw(into:)` skips a node whose frame is outside what is drawn), so
    /// nothing below it counts there. A chat's header and composer are so answered by their
    /// roots, not node by node (the walk read about 150 cold nodes at the first append after a
    /// screen was built).
    private func leavesCellsAlone(in region: CellRect, beneath: Bool, keepable: inout Bool, reads: inout Int) -> Bool {
        reads &+= 1
        noteReadForDrawsAlone(&keepable)
        if withBehavior({ $0.drawsOutsideFrame }) { return false }
        let frame = self.frame
        // Groups (and composite views whose body is one) are not drawn themselves: their
        // children are, in their container's stead, and their own frame says nothing.
        if !frame.intersects(region), !isEffectivelyGroup { return true }
        let coversOthers = withBehavior { behavior in
            !behavior.ownDrawingRegion(self).intersection(region).isEmpty
                && !(beneath && behavior.drawsUniformFill && frame.intersection(region) == region)
        }
        if coversOthers { return false }
        let children = self.children
        for index in children.indices where !children[index].leavesCellsAlone(in: region, beneath: beneath, keepable: &keepable, reads: &reads) {
            return false
        }
        return true
    }

    /// Clears `keepable` when this node is one whose changes `ViewGraph.placementsOutsideRows`
    /// does not count: a node of a lazy row (rows move as one without being placed) or a lazy
    /// container (placed on every change of its rows).
    private func noteReadForDrawsAlone(_ keepable: inout Bool) {
        if frameAnchor != nil || withBehavior({ $0.anchorsChildFrames }) { keepable = false }
    }
}

/// The last answer of `ViewNode.drawsAlone(in:)` for a scroll view's viewport, kept while no node
/// it was read from can have changed (see `ViewNode.checkDrawsAlone(in:)`): an append to a chat's
/// list asks it every time, and it walked the composer, the header and the other views around
/// the list (about 150 nodes) each time.
@MainActor struct DrawsAloneMemo {
    private var region = CellRect.zero
    private var placements: UInt64 = 0
    private var answer: Bool?

    /// Whether `node`'s subtree alone draws `region`, from the last answer when it still holds.
    mutating func drawsAlone(_ node: ViewNode, in region: CellRect) -> Bool {
        let graph = node.graph
        if let answer, region == self.region, placements == graph.placementsOutsideRows, graph.presentations.isEmpty {
            return answer
        }
        let (drawsAlone, isKeepable) = node.checkDrawsAlone(in: region)
        self.region = region
        placements = graph.placementsOutsideRows
        answer = isKeepable && graph.presentations.isEmpty ? drawsAlone : nil
        return drawsAlone
    }
}
