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

/// The engine's view of `ModifiedContent`: a primitive modifier is applied directly, a custom
/// modifier's `body(content:)` is evaluated like a view's body. Which of the two (and whether
/// the primitive reconciles the children itself) depends only on the type, so it is decided
/// once per type (see `ViewTypeInfo`).
extension ModifiedContent: NodeUpdaterProviding where Content: View, Modifier: ViewModifier {
    static func makeNodeUpdater() -> any NodeUpdater {
        if let reconciling = Modifier.self as? any CustomReconcilingModifier.Type { return reconcilingUpdater(reconciling) }
        if let primitive = Modifier.self as? any PrimitiveModifier.Type { return primitiveUpdater(primitive) }
        return CustomModifierUpdater<Content, Modifier>()
    }

    private static func reconcilingUpdater<Primitive: CustomReconcilingModifier>(_: Primitive.Type) -> any NodeUpdater {
        ReconcilingModifierUpdater<Content, Modifier, Primitive>()
    }

    private static func primitiveUpdater<Primitive: PrimitiveModifier>(_: Primitive.Type) -> any NodeUpdater {
        PrimitiveModifierUpdater<Content, Modifier, Primitive>()
    }
}

/// A custom modifier: its `body(content:)` is evaluated with the content, and its dynamic
/// properties are linked to the node.
private struct CustomModifierUpdater<Content: View, Modifier: ViewModifier>: NodeUpdater {
    func update(_ node: ViewNode) {
        ViewValue.withValue(of: node.value, as: ModifiedContent<Content, Modifier>.self) { modified in
            node.evaluateBody(of: Modifier.self, link: { PropertyLinker.link(modified.modifier, to: node) },
                              body: { modified.modifier.body(content: _ViewModifier_Content<Modifier>(content: modified.content)) })
        }
    }
}

/// A primitive modifier (`Primitive` is `Modifier`, with its conformance): the node takes the
/// modifier's behaviour, its children are the modifier's child views (the content first).
///
/// A modifier that can compare what it writes (`EnvironmentDerivationComparing`) and writes
/// what it wrote last time does not derive its children's environment again.
private struct PrimitiveModifierUpdater<Content: View, Modifier: ViewModifier, Primitive: PrimitiveModifier>: NodeUpdater {
    /// Whether two values of the modifier derive the same environment, when it can tell.
    private let sameDerivation: (@MainActor (Primitive, Primitive) -> Bool)?

    nonisolated init() {
        if let comparing = Primitive.self as? any EnvironmentDerivationComparing.Type {
            sameDerivation = Self.derivationComparison(comparing)
        } else {
            sameDerivation = nil
        }
    }

    func update(_ node: ViewNode) {
        let isSameDerivation = node.takeSameDerivation()
        node.updatePrimitiveModifier(ModifiedContent<Content, Modifier>.self, as: Primitive.self) { modified, modifier in
            node.reconcileChildren(modifier.childViews(content: modified.content, node: node),
                                   environment: node.deriveEnvironment(isSameDerivation: isSameDerivation) {
                                       modifier.childEnvironment($0, node: node)
                                   })
        }
    }

    var comparesDerivations: Bool { sameDerivation != nil }

    func derivesSameEnvironment(_ old: any View, _ new: any View) -> Bool {
        guard let sameDerivation else { return false }
        return ViewValue.withValue(of: old, as: ModifiedContent<Content, Modifier>.self) { old in
            ViewValue.withValue(of: new, as: ModifiedContent<Content, Modifier>.self) { new in
                ViewValue.reinterpret(old.modifier, as: Primitive.self) { oldModifier in
                    ViewValue.reinterpret(new.modifier, as: Primitive.self) { sameDerivation(oldModifier, $0) }
                }
            }
        }
    }

    private nonisolated static func derivationComparison<Comparing: EnvironmentDerivationComparing>(
        _: Comparing.Type
    ) -> @MainActor (Primitive, Primitive) -> Bool {
        { old, new in
            ViewValue.reinterpret(old, as: Comparing.self) { old in
                ViewValue.reinterpret(new, as: Comparing.self) { old.derivesSameEnvironment(as: $0) }
            }
        }
    }
}

/// A primitive modifier that can tell whether another value of it derives its children's
/// environment exactly as it does (writes equal values to the same entries, and nothing else).
protocol EnvironmentDerivationComparing: PrimitiveModifier {
    @MainActor func derivesSameEnvironment(as other: Self) -> Bool
}

/// A primitive modifier that reconciles its node's children itself.
private struct ReconcilingModifierUpdater<Content: View, Modifier: ViewModifier, Primitive: CustomReconcilingModifier>: NodeUpdater {
    func update(_ node: ViewNode) {
        node.updatePrimitiveModifier(ModifiedContent<Content, Modifier>.self, as: Primitive.self) { modified, modifier in
            modifier.reconcile(content: modified.content, node: node)
        }
    }
}

extension ViewNode {
    /// Updates a node holding `ModifiedContent` whose modifier is the primitive `Primitive`:
    /// takes the modifier's behaviour, then `reconcile`s the children.
    fileprivate func updatePrimitiveModifier<Content: View, Modifier: ViewModifier, Primitive: PrimitiveModifier>(
        _: ModifiedContent<Content, Modifier>.Type, as _: Primitive.Type,
        reconcile: (ModifiedContent<Content, Modifier>, Primitive) -> Void
    ) {
        ViewValue.withValue(of: value, as: ModifiedContent<Content, Modifier>.self) { modified in
            ViewValue.reinterpret(modified.modifier, as: Primitive.self) { modifier in
                applyPrimitive(isLayoutNeutral: modifier.isLayoutNeutral,
                               makeBehavior: { modifier.makeBehavior(existing: $0, node: self) },
                               reconcile: { reconcile(modified, modifier) })
            }
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
