/// The toolbar of one navigation level: items by zone and the title.
@MainActor struct CollectedToolbar {
    var leading: [ViewNode] = []
    var principal: [ViewNode] = []
    var trailing: [ViewNode] = []
    var bottom: [ViewNode] = []
    var title: Text?
}

/// Collects the toolbar items and navigation title declared inside a subtree, skipping nested
/// navigation containers (they draw their own header).
@MainActor enum ToolbarCollector {
    static func collect(in root: ViewNode) -> CollectedToolbar {
        var toolbar = CollectedToolbar()
        visit(root, into: &toolbar)
        return toolbar
    }

    private static func visit(_ node: ViewNode, into toolbar: inout CollectedToolbar) {
        let behavior = node.behavior
        switch behavior.toolbarRole {
        case .item:
            guard let item = behavior as? ToolbarItemBehavior else { break }
            switch item.placement.zone {
            case .leading: toolbar.leading.append(node)
            case .principal: toolbar.principal.append(node)
            case .trailing: toolbar.trailing.append(node)
            case .bottom: toolbar.bottom.append(node)
            }
            return
        case .holder:
            if let holder = behavior as? ToolbarHolderBehavior, let title = holder.title, toolbar.title == nil {
                toolbar.title = title
            }
        case .navigation, .none:
            break
        }
        for child in node.children where child.toolbarNodeCount > 0 && child.behavior.toolbarRole != .navigation {
            visit(child, into: &toolbar)
        }
    }
}

extension ViewNode {
    /// `toolbarNodeCount` worked out afresh from the children's counts.
    ///
    /// Only a child with toolbar nodes is asked its role (most have none); children and
    /// behaviours are read without retaining them.
    func countedToolbarNodes() -> Int {
        var count = withBehavior { $0.toolbarRole.isCollected } ? 1 : 0
        let children = self.children
        for index in children.indices {
            count += children.unmanagedNode(at: index).withNode { child in
                guard child.toolbarNodeCount > 0, child.withBehavior({ $0.toolbarRole != .navigation }) else { return 0 }
                return child.toolbarNodeCount
            }
        }
        return count
    }

    /// Recounts this node's toolbar nodes after its children or behaviour changed, and its
    /// ancestors' while their counts change. A parent's count is its own role plus its
    /// children's counts: it is recounted when this node's count changed, or when this node's
    /// role may have (whether it is a navigation container decides whether the parent counts
    /// it); a node with no toolbar content before or after changes no ancestor's count, and a
    /// parent that does not hold the node (yet) does not count it (see `holds`).
    func refreshToolbarNodeCount(roleMayHaveChanged: Bool) {
        let count = countedToolbarNodes()
        if count == toolbarNodeCount, !roleMayHaveChanged { return }
        setToolbarNodeCount(count)
        // Up through parents that hold the node (`holds`: it is taken in), holding none of them
        // (see `Unmanaged.parent`); a node being built is not taken in, and stops the walk at
        // once.
        var node = Unmanaged.passUnretained(self)
        while node.withNode({ $0.isTakenIn }), let parent = node.parent {
            let goesOn = parent.withNode { parent -> Bool in
                graph.countStructureWalkStep()
                let count = parent.countedToolbarNodes()
                if count == parent.toolbarNodeCount { return false }
                parent.setToolbarNodeCount(count)
                return true
            }
            guard goesOn else { return }
            node = parent
        }
    }

    /// The navigation container collects the toolbar when it is placed: a count that changes at
    /// a node whose size ignores its content, whose layout changes need not reach its ancestors
    /// (see `NodeBehavior.isLayoutBoundary`), lays them out again.
    private func setToolbarNodeCount(_ count: Int) {
        guard count != toolbarNodeCount else { return }
        toolbarNodeCount = count
        if behavior.sizeIgnoresContent { parent?.invalidateLayout() }
    }
}

/// What a node is to `ToolbarCollector` (asked of every node below a navigation container on
/// every placement, so it is a property rather than casts): a toolbar item, the holder of a
/// title, a nested navigation container (skipped), or none of these.
enum ToolbarRole {
    case none, item, holder, navigation

    /// Whether the collector takes something from such a node.
    var isCollected: Bool { self == .item || self == .holder }
}
