// How the view-building types (tuples, groups, conditionals, optionals, type erasure) take
// part in the graph: they group their children for the enclosing container.

extension TupleView: PrimitiveView {
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior { GroupBehavior.reusing(existing) }
    /// The elements, as a container lists them (a tuple that is a body or a modifier's content
    /// has a node; see `ContentListing`).
    @MainActor func childViews(node: ViewNode) -> ChildViews {
        guard let reader = node.typeInfo.tupleElements else { return ChildViews(children) }
        return reader.elements(of: self)
    }
}

extension EmptyView: PrimitiveView {
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior { GroupBehavior.reusing(existing) }
}

extension Group: PrimitiveView where Content: View {
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior { GroupBehavior.reusing(existing) }
    @MainActor func childViews(node: ViewNode) -> ChildViews { node.contentViews(content) }
}

extension Optional: PrimitiveView where Wrapped: View {
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior { GroupBehavior.reusing(existing) }
    @MainActor func childViews(node: ViewNode) -> ChildViews {
        switch self {
        case .some(let view): return node.contentViews(view)
        case .none: return .none
        }
    }
}

extension _ConditionalContent: PrimitiveView, CustomReconciling, GroupReconciling where TrueContent: View, FalseContent: View {
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior { GroupBehavior.reusing(existing) }
    /// Each branch has its own identity, so switching branches replaces the subtree. A branch
    /// that is a tuple lists its elements, each with the branch's identity. (Where this
    /// conditional sits in a content of fixed type, it has no node: see `ConditionalBranchPath`.)
    @MainActor func reconcile(node: ViewNode) {
        switch storage {
        case .trueContent(let view):
            BranchIdentity.reconcile(node, branch: true, views: node.contentViews(view, slot: 0, resolvesConditional: false))
        case .falseContent(let view):
            BranchIdentity.reconcile(node, branch: false, views: node.contentViews(view, slot: 1, resolvesConditional: false))
        }
    }
}

/// The identities of the views of a conditional's branch; those of a branch of one view are
/// made once (not an array per update).
@MainActor private enum BranchIdentity {
    static let trueBranch: [AnyHashable?] = [AnyHashable(ConditionalBranchPath(bits: 1))]
    static let falseBranch: [AnyHashable?] = [AnyHashable(ConditionalBranchPath(bits: 2))]

    /// Reconciles the children of `node`, a conditional's, with `views`, the views of the
    /// branch it takes.
    static func reconcile(_ node: ViewNode, branch: Bool, views: ChildViews) {
        let identities = of(branch, views: views)
        if views.matchesByIdentity {
            node.reconcileChildren(matchingIdentities: views, identities, environment: node.environment)
        } else {
            node.reconcileChildren(views, environment: node.environment, identities: identities)
        }
    }

    /// The identities of `views`, a branch's views: the branch's, followed by where the view
    /// sits in the branch for views listed with an identity (see `ContentListing`).
    static func of(_ branch: Bool, views: ChildViews) -> [AnyHashable?] {
        let bit: UInt64 = branch ? 1 : 2
        if let inner = views.identities { return inner.map { within(bit, $0) } }
        if let first = views.firstIdentity { return [within(bit, first)] }
        return views.count == 1 ? (branch ? trueBranch : falseBranch)
            : Array(repeating: ConditionalBranchPath(bits: bit).anyHashable, count: views.count)
    }

    private static func within(_ bit: UInt64, _ identity: AnyHashable?) -> AnyHashable {
        let inner = identity?.base as? ConditionalBranchPath
        return ConditionalBranchPath(bits: bit | (inner?.bits ?? 0) << 2, elements: inner?.elements ?? 0).anyHashable
    }
}

extension AnyView: PrimitiveView {
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior { PassthroughBehavior.reusing(existing) }
    @MainActor func childViews(node: ViewNode) -> ChildViews { ChildViews(view) }
}

extension ForEach: PrimitiveView, CustomReconciling, GroupReconciling where Content: View {
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior { GroupBehavior.reusing(existing) }
    /// Rows are matched by id, so a row keeps its node and state when others come and go.
    @MainActor func reconcile(node: ViewNode) {
        let elements = Array(data)
        node.reconcileKeyedChildren(ids: elements.map { AnyHashable(idOf($0)) },
                                    views: { content(elements[$0]) },
                                    environment: node.environment)
    }
}

extension _ViewModifier_Content: PrimitiveView {
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior { PassthroughBehavior.reusing(existing) }
    @MainActor func childViews(node: ViewNode) -> ChildViews { ChildViews(content) }
}

extension ButtonStyleConfiguration.Label: PrimitiveView {
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior { PassthroughBehavior.reusing(existing) }
    @MainActor func childViews(node: ViewNode) -> ChildViews { ChildViews(content) }
}

extension PrimitiveButtonStyleConfiguration.Label: PrimitiveView {
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior { PassthroughBehavior.reusing(existing) }
    @MainActor func childViews(node: ViewNode) -> ChildViews { ChildViews(content) }
}
