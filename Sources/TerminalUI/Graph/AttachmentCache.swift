/// Tells whether a node is still attached (`ViewNode.isAttached`: every ancestor lists it among
/// its children, up to the root) without searching its ancestors' children again while none of
/// them changed its children since the node was last found attached. The host asks it for the
/// focused node after every frame; an update elsewhere (rows appended to a list) changes no
/// children on that path.
@MainActor struct AttachmentCache {
    private weak var node: ViewNode?
    /// The node's ancestors, nearest first, each with its `childrenStamp` when the node was
    /// found among its children.
    private var ancestors: [(node: ObjectIdentifier, childrenStamp: UInt64)] = []
    /// Times the ancestors' children were searched (the answer was not known), for tests.
    private(set) var searches = 0

    mutating func isAttached(_ node: ViewNode) -> Bool {
        if node === self.node, ancestorsUnchanged(from: node) { return true }
        searches += 1
        ancestors.removeAll(keepingCapacity: true)
        guard node.isAttached else {
            self.node = nil
            return false
        }
        self.node = node
        var current = node
        while let parent = current.parent {
            ancestors.append((ObjectIdentifier(parent), parent.childrenStamp))
            current = parent
        }
        return true
    }

    /// Whether the path up from `node` is the recorded one, with the same children at every
    /// level (stamps are unique in the graph), and still ends at the root.
    private func ancestorsUnchanged(from node: ViewNode) -> Bool {
        var current = node
        var level = 0
        while let parent = current.parent {
            guard level < ancestors.count, ancestors[level].node == ObjectIdentifier(parent),
                  ancestors[level].childrenStamp == parent.childrenStamp else { return false }
            level += 1
            current = parent
        }
        return level == ancestors.count && (current === node.graph.root || current.behavior.isDetachedRoot)
    }
}
