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
            guard parent.behavior.ownDrawingRegion(parent).intersection(region).isEmpty else { return false }
            // Siblings before the child draw beneath it, those after it over it.
            var beneath = true
            for sibling in parent.children {
                if sibling === child {
                    beneath = false
                } else if !sibling.leavesCellsAlone(in: region, beneath: beneath) {
                    return false
                }
            }
            guard !beneath else { return false }
            child = parent
        }
        return true
    }

    /// Whether nothing in this subtree draws into `region`, except fills that cover all of it
    /// (allowed only `beneath` the moving cells).
    private func leavesCellsAlone(in region: CellRect, beneath: Bool) -> Bool {
        let behavior = self.behavior
        if behavior.drawsOutsideFrame { return false }
        if !behavior.ownDrawingRegion(self).intersection(region).isEmpty,
           !(beneath && behavior.drawsUniformFill && frame.intersection(region) == region) {
            return false
        }
        for child in children where !child.leavesCellsAlone(in: region, beneath: beneath) { return false }
        return true
    }
}
