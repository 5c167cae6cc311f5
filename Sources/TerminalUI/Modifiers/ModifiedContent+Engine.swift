/// A built-in modifier the engine applies directly.
@MainActor protocol PrimitiveModifier {
    /// The behaviour of the modified node, reusing `existing` when it is of the right kind.
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior
    /// The children of the modified node; the content comes first.
    @MainActor func childViews(content: any View, node: ViewNode) -> ChildViews
    /// The environment the children see.
    @MainActor func childEnvironment(_ environment: EnvironmentValues, node: ViewNode) -> EnvironmentValues
    /// Whether an update of this modifier never changes its node's layout or drawing (see
    /// `PrimitiveView.isLayoutNeutral`).
    @MainActor var isLayoutNeutral: Bool { get }
}

extension PrimitiveModifier {
    @MainActor var isLayoutNeutral: Bool { false }
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        PassthroughBehavior.reusing(existing)
    }
    /// The content, or the taken branch's view of a conditional content (see
    /// `ConditionalBranchPath`); an optional content keeps its node (the modifier has a child).
    @MainActor func childViews(content: any View, node: ViewNode) -> ChildViews {
        node.contentViews(content, listsTuple: false, listsOptional: false)
    }
    @MainActor func childEnvironment(_ environment: EnvironmentValues, node: ViewNode) -> EnvironmentValues { environment }
}

/// The engine's view of `ModifiedContent`: a primitive modifier is applied directly, a custom
/// modifier's `body(content:)` is evaluated like a view's body. Which of the two (and whether
/// the primitive reconciles the children itself) depends only on the type, so it is decided
/// once per type (see `ViewTypeInfo`).
extension ModifiedContent: NodeUpdaterProviding where Content: View, Modifier: ViewModifier {
    static func makeNodeUpdater() -> any NodeUpdater {
        if Modifier.self == _LifecycleModifier.self, let pair = Content.self as? any LifecycleModified.Type {
            return pair.makeLifecyclePairUpdater()
        }
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
    private let layout = ModifiedContentLayout(ModifiedContent<Content, Modifier>.self)

    nonisolated init() {
        sameDerivation = DerivationComparison.of(Primitive.self)
    }

    func update(_ node: ViewNode) {
        let isSameDerivation = node.takeSameDerivation()
        node.updatePrimitiveModifier(layout, content: Content.self, as: Primitive.self) { content, modifier in
            node.reconcileChildren(listed: modifier.childViews(content: content, node: node),
                                   environment: node.deriveEnvironment(isSameDerivation: isSameDerivation) {
                                       modifier.childEnvironment($0, node: node)
                                   })
        }
    }

    var comparesDerivations: Bool { sameDerivation != nil }

    func derivesSameEnvironment(_ old: any View, _ new: any View) -> Bool {
        guard let sameDerivation else { return false }
        return layout.withModifier(of: old, as: Primitive.self) { oldModifier in
            layout.withModifier(of: new, as: Primitive.self) { sameDerivation(oldModifier, $0) }
        }
    }
}

/// `EnvironmentDerivationComparing.derivesSameEnvironment(as:)` for the values of a primitive
/// modifier type, when it conforms (asked once per type).
enum DerivationComparison {
    /// The comparison of two values of `Primitive`; nil when it cannot tell.
    nonisolated static func of<Primitive>(_: Primitive.Type) -> (@MainActor (Primitive, Primitive) -> Bool)? {
        guard let comparing = Primitive.self as? any EnvironmentDerivationComparing.Type else { return nil }
        return comparison(comparing, as: Primitive.self)
    }

    private nonisolated static func comparison<Comparing: EnvironmentDerivationComparing, Primitive>(
        _: Comparing.Type, as _: Primitive.Type
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
    private let layout = ModifiedContentLayout(ModifiedContent<Content, Modifier>.self)

    func update(_ node: ViewNode) {
        node.updatePrimitiveModifier(layout, content: Content.self, as: Primitive.self) { content, modifier in
            modifier.reconcile(content: content, node: node)
        }
    }
}

extension ViewNode {
    /// Updates a node holding `ModifiedContent` (of `layout`) whose modifier is the primitive
    /// `Primitive`: takes the modifier's behaviour, then `reconcile`s the children.
    fileprivate func updatePrimitiveModifier<Content: View, Primitive: PrimitiveModifier>(
        _ layout: ModifiedContentLayout, content _: Content.Type, as _: Primitive.Type,
        reconcile: (Content, Primitive) -> Void
    ) {
        layout.withParts(of: value, as: Content.self, Primitive.self) { content, modifier in
            applyPrimitive(isLayoutNeutral: modifier.isLayoutNeutral,
                           makeBehavior: { modifier.makeBehavior(existing: $0, node: self) },
                           reconcile: { reconcile(content, modifier) })
        }
    }
}

/// Where the content and the modifier are in the values of one `ModifiedContent` type, worked
/// out once per type (by its updater).
///
/// Code generic over `Content` and `Modifier` that names `ModifiedContent<Content, Modifier>`
/// has the runtime look that type up in its tables (a hash of the arguments, a search) every
/// time it runs: three times per update of a modified node. Reading the parts at their offsets
/// needs only the types of the parts, which come with the updater's own type.
struct ModifiedContentLayout {
    let modifiedType: Any.Type
    let contentOffset: Int
    let modifierOffset: Int

    nonisolated init<Content, Modifier>(_ modifiedType: ModifiedContent<Content, Modifier>.Type) {
        guard let contentOffset = MemoryLayout<ModifiedContent<Content, Modifier>>.offset(of: \.content),
              let modifierOffset = MemoryLayout<ModifiedContent<Content, Modifier>>.offset(of: \.modifier)
        else { preconditionFailure("ModifiedContent's parts are stored properties") }
        self.modifiedType = modifiedType
        self.contentOffset = contentOffset
        self.modifierOffset = modifierOffset
    }

    /// Calls `body` with the content and the modifier (seen as `Primitive`, its type with
    /// another conformance) of `view`, which must be of `modifiedType`; both are borrowed.
    @inline(__always)
    func withParts<Content, Primitive, Result>(of view: any View, as _: Content.Type, _: Primitive.Type,
                                               _ body: (Content, Primitive) -> Result) -> Result {
        func open<Source: View>(_ source: Source) -> Result { withParts(ofUnboxed: source, as: Content.self, Primitive.self, body) }
        return open(view)
    }

    /// `withParts(of:as:_:_:)` for a view given unboxed, as its type `Source`.
    @inline(__always)
    func withParts<Source: View, Content, Primitive, Result>(ofUnboxed source: Source, as _: Content.Type, _: Primitive.Type,
                                                              _ body: (Content, Primitive) -> Result) -> Result {
        precondition(Source.self == modifiedType, "reading the parts of a modified view of another type")
        return ViewValue.withField(of: source, at: contentOffset, as: Content.self) { content in
            ViewValue.withField(of: source, at: modifierOffset, as: Primitive.self) { body(content, $0) }
        }
    }

    /// Calls `body` with the modifier of `view` (of `modifiedType`), seen as `Primitive`.
    @inline(__always)
    func withModifier<Primitive, Result>(of view: any View, as _: Primitive.Type, _ body: (Primitive) -> Result) -> Result {
        func open<Source: View>(_ source: Source) -> Result {
            precondition(Source.self == modifiedType, "reading the modifier of a modified view of another type")
            return ViewValue.withField(of: source, at: modifierOffset, as: Primitive.self, body)
        }
        return open(view)
    }
}

/// A primitive modifier that manages its node's children itself.
protocol CustomReconcilingModifier: PrimitiveModifier {
    @MainActor func reconcile(content: any View, node: ViewNode)
}

/// Two modifiers combined with `concat` apply one after the other.
extension ModifiedContent: PrimitiveModifier where Content: ViewModifier, Modifier: ViewModifier {
    @MainActor func childViews(content view: any View, node: ViewNode) -> ChildViews {
        ChildViews(AnyView(erasingExistential: view).modifier(content).modifier(modifier))
    }
}
