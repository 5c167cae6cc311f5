/// How a node holding a value of one view type is brought up to date (see `ViewTypeInfo`).
@MainActor protocol NodeUpdater {
    /// Applies the node's current value and environment to the node and its subtree.
    func update(_ node: ViewNode)
    /// Whether `derivesSameEnvironment(_:_:)` can ever answer true (asked once per type).
    var comparesDerivations: Bool { get }
    /// Whether `new` derives its children's environment from the node's environment exactly as
    /// `old` did (both values of the node's type). False when it cannot tell.
    func derivesSameEnvironment(_ old: any View, _ new: any View) -> Bool
}

extension NodeUpdater {
    var comparesDerivations: Bool { false }
    func derivesSameEnvironment(_ old: any View, _ new: any View) -> Bool { false }
}

/// A view type that picks its own updater (`Optional`, `ModifiedContent`).
@MainActor protocol NodeUpdaterProviding {
    static func makeNodeUpdater() -> any NodeUpdater
}

/// A composite view: its `body` is evaluated.
struct CompositeUpdater: NodeUpdater {
    func update(_ node: ViewNode) {
        let value = node.value
        node.evaluateBody(of: type(of: value),
                          link: { PropertyLinker.link(view: value, to: node) },
                          body: { BodyEvaluator.body(of: value) })
    }
}

/// A built-in view whose children are listed by `childViews`.
struct PrimitiveUpdater<Primitive: View & PrimitiveView>: NodeUpdater {
    func update(_ node: ViewNode) {
        ViewValue.withValue(of: node.value, as: Primitive.self) { node.updatePrimitive($0) }
    }
}

/// A built-in view that reconciles its children itself.
struct ReconcilingPrimitiveUpdater<Primitive: View & PrimitiveView & CustomReconciling>: NodeUpdater {
    func update(_ node: ViewNode) {
        ViewValue.withValue(of: node.value, as: Primitive.self) { primitive in
            node.applyPrimitive(isLayoutNeutral: primitive.isLayoutNeutral,
                                makeBehavior: { primitive.makeBehavior(existing: $0, node: node) },
                                reconcile: { primitive.reconcile(node: node) })
        }
    }
}

/// Toolbar content carried into the graph: built-in content is a primitive, user content has
/// its `body` evaluated.
struct ToolbarContentHostUpdater: NodeUpdater {
    func update(_ node: ViewNode) {
        ViewValue.withValue(of: node.value, as: ToolbarContentHost.self) { host in
            if host.isPrimitive {
                node.updatePrimitive(host)
            } else {
                node.evaluateBody(of: type(of: host.content), bodyTypeIsFixed: false, link: { PropertyLinker.link(toolbarContent: host.content, to: node) },
                                  body: { ToolbarContentBody.body(of: host.content) })
            }
        }
    }
}

/// `if` without `else`: a group of zero or one view.
///
/// As a dynamic cast of `.some(view)` to `GroupReconciling` sees the wrapped view, an optional
/// holding a view that reconciles a group's children itself (`ForEach`, a conditional,
/// directly or in another optional) lets that view reconcile the optional's node. Any other
/// view (a `GeometryReader`, which reconciles only a node of its own, showed nothing when
/// handed the optional's) is the optional's child.
///
/// Generic over the optional type itself (`Value` is `Wrapped?`): an updater generic over
/// `Wrapped` had the runtime look `Wrapped?` up in its tables on every update.
struct OptionalUpdater<Value: OptionalView>: NodeUpdater {
    /// Whether a wrapped value can reconcile the node (decided per type, checked per value).
    let wrappedMayReconcile: Bool

    func update(_ node: ViewNode) {
        ViewValue.withValue(of: node.value, as: Value.self) { optional in
            if wrappedMayReconcile, let custom = optional.reconcilingContent {
                node.applyPrimitive(isLayoutNeutral: optional.isLayoutNeutral,
                                    makeBehavior: { optional.makeBehavior(existing: $0, node: node) },
                                    reconcile: { custom.reconcile(node: node) })
            } else {
                node.updatePrimitive(optional)
            }
        }
    }
}

/// An optional view (`Wrapped?`), as `OptionalUpdater` sees it.
protocol OptionalView: View, PrimitiveView {
    /// The wrapped view as a view that reconciles a group node itself (`GroupReconciling`), if
    /// it is one.
    var reconcilingContent: (any GroupReconciling)? { get }
}

extension Optional: OptionalView where Wrapped: View {
    var reconcilingContent: (any GroupReconciling)? {
        guard case .some(let wrapped) = self else { return nil }
        return wrapped as? GroupReconciling
    }
}

extension Optional: NodeUpdaterProviding where Wrapped: View {
    static func makeNodeUpdater() -> any NodeUpdater {
        OptionalUpdater<Self>(wrappedMayReconcile: Wrapped.self is any GroupReconciling.Type || Wrapped.self is any OptionalMarker.Type)
    }
}
