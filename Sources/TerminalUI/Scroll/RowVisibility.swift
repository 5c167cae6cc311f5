extension ViewNode {
    /// Tells this lazy row's subtree that the row left the view: the row, and the rows of lists
    /// shown in it, are marked out of view (`FrameAnchor.isOutOfView`) before each node's
    /// behaviour is told (`NodeBehavior.rowDidLeaveView`).
    func rowDidLeaveView() {
        forEachDescendant { node in
            if node.ownsFrameAnchor { node.frameAnchor?.isOutOfView = true }
            node.behavior.rowDidLeaveView(node)
        }
    }

    /// Tells this lazy row's subtree that the row came into view: the row, and the rows of lists
    /// shown in it, are marked in view before each node's behaviour is told
    /// (`NodeBehavior.rowDidEnterView`).
    func rowDidEnterView() {
        forEachDescendant { node in
            if node.ownsFrameAnchor { node.frameAnchor?.isOutOfView = false }
            node.behavior.rowDidEnterView(node)
        }
    }
}
