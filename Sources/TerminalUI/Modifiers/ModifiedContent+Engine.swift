/// A built-in modifier the engine applies directly.
@MainActor protocol PrimitiveModifier {
    /// The behaviour of the modified node, reusing `existing` when it is of the right kind.
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior
    /// The children of the modified node; the content comes first.
    @MainActor func childViews(content: any View, node: ViewNode) -> [any View]
    /// The environment the children see.
    @MainActor func childEnvironment(_ environment: EnvironmentValues, node: ViewNode) -> EnvironmentValues
    /// Whether an update of this modifier never changes its node's layout or drawing (see
    /// `PrimitiveView.isLayoutNeutral`).
    @MainActor var isLayoutNeutral: Bool { get }
}

extension PrimitiveModifier {
    @MainActor var isLayoutNeutral: Bool { false }
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        existing as? PassthroughBehavior ?? PassthroughBehavior()
    }
    @MainActor func childViews(content: any View, node: ViewNode) -> [any View] { [content] }
    @MainActor func childEnvironment(_ environment: EnvironmentValues, node: ViewNode) -> EnvironmentValues { environment }
}

/// The engine's view of `ModifiedContent`: either a primitive modifier applied directly, or a
/// custom modifier whose `body(content:)` is evaluated like a view's body.
@MainActor protocol ModifiedContentEngine {
    /// The adapter for a primitive modifier; nil for custom modifiers.
    @MainActor var primitiveAdapter: PrimitiveView? { get }
    /// The custom modifier's body with this content.
    @MainActor func modifierBody() -> any View
    /// The value whose dynamic properties the node links (the modifier).
    var linkTarget: Any { get }
}

extension ModifiedContent: ModifiedContentEngine where Content: View, Modifier: ViewModifier {
    @MainActor var primitiveAdapter: PrimitiveView? {
        guard let primitive = modifier as? PrimitiveModifier else { return nil }
        return ModifierAdapter(modifier: primitive, content: content)
    }

    @MainActor func modifierBody() -> any View {
        modifier.body(content: _ViewModifier_Content<Modifier>(content: content))
    }

    var linkTarget: Any { modifier }
}

/// Presents a primitive modifier and its content as a primitive view.
struct ModifierAdapter: PrimitiveView, CustomReconciling {
    let modifier: PrimitiveModifier
    let content: any View

    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        modifier.makeBehavior(existing: existing, node: node)
    }

    @MainActor var isLayoutNeutral: Bool { modifier.isLayoutNeutral }

    @MainActor func reconcile(node: ViewNode) {
        if let custom = modifier as? CustomReconcilingModifier {
            custom.reconcile(content: content, node: node)
        } else {
            node.reconcileChildren(modifier.childViews(content: content, node: node),
                                   environment: node.deriveEnvironment { modifier.childEnvironment($0, node: node) })
        }
    }
}

/// A primitive modifier that manages its node's children itself.
protocol CustomReconcilingModifier: PrimitiveModifier {
    @MainActor func reconcile(content: any View, node: ViewNode)
}

/// Two modifiers combined with `concat` apply one after the other.
extension ModifiedContent: PrimitiveModifier where Content: ViewModifier, Modifier: ViewModifier {
    @MainActor func childViews(content view: any View, node: ViewNode) -> [any View] {
        [AnyView(erasingExistential: view).modifier(content).modifier(modifier)]
    }
}
