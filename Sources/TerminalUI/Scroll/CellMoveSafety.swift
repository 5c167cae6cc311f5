extension ViewNode {
    /// Whether the cells of `region` (inside this node's frame) are drawn by this node's subtree
    /// alone, over at most a uniform fill beneath it: then moving the cells this subtree drew
    /// there moves exactly what the screen shows. No presentation may be up; no ancestor may
    /// draw there itself; every other node drawing there must be a fill, drawn earlier (beneath),
    /// that covers the whole region.
    func drawsAlone(in region: CellRect) -> Bool {
        guard graph.presentations.isEmpty else { return false }
        var child = self
        while let parent = child.parent {
            guard parent.behavior.ownDrawingRegion(parent).intersection(region).isEmpty,
                  let position = parent.children.firstIndex(where: { $0 === child }) else { return false }
            for (index, sibling) in parent.children.enumerated() where index != position {
                guard sibling.leavesCellsAlone(in: region, beneath: index < position) else { return false }
            }
            child = parent
        }
        return true
    }

    /// Whether nothing in this subtree draws into `region`, except fills that cover all of it
    /// (allowed only `beneath` the moving cells).
    private func leavesCellsAlone(in region: CellRect, beneath: Bool) -> Bool {
        var alone = true
        forEachDescendant { node in
            guard alone else { return }
            let behavior = node.behavior
            if behavior.drawsOutsideFrame {
                alone = false
            } else if !behavior.ownDrawingRegion(node).intersection(region).isEmpty {
                alone = beneath && behavior.drawsUniformFill && node.frame.intersection(region) == region
            }
        }
        return alone
    }
}
