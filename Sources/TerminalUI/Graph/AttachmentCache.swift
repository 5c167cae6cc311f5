/// Tells whether a node is still attached (`ViewNode.isAttached`: every ancestor lists it among
/// its children, up to the root) without walking its ancestors again while none of them changed
/// its children since the node was last found attached. The host asks it for the focused node
/// after every frame; an update elsewhere (rows appended to a list) changes no children on that
/// path.
///
/// When it finds the node attached, it marks the node's ancestors as the graph's watched path
/// (`ViewNode.attachmentWatch`, a new generation of `ViewGraph.attachmentWatch`); a marked node
/// whose children change counts a change of the path (`ViewGraph.watchedPathChanges`), as does
/// a new root. While no change was counted, the answer holds: nothing is read along the path (it
/// compared a recorded stamp of every ancestor, a hundred cold nodes in a chat, after every
/// frame). The graph watches one path at a time: a
/// cache whose path another cache replaced walks again.
@MainActor struct AttachmentCache {
    private weak var node: ViewNode?
    /// The graph's watch generation and path change count when the node was found attached.
    private var watch: UInt64 = 0
    private var changes: UInt64 = 0
    /// Times the ancestors' children were searched (the answer was not known), for tests.
    private(set) var searches = 0

    mutating func isAttached(_ node: ViewNode) -> Bool {
        let graph = node.graph
        if node === self.node, watch == graph.attachmentWatch, changes == graph.watchedPathChanges { return true }
        searches += 1
        guard node.isAttached else {
            self.node = nil
            return false
        }
        self.node = node
        watch = graph.newAttachmentWatch()
        changes = graph.watchedPathChanges
        let generation = watch
        var current = Unmanaged.passUnretained(node)
        while let parent = current.parent {
            parent.withNode { $0.attachmentWatch = generation }
            current = parent
        }
        return true
    }
}
