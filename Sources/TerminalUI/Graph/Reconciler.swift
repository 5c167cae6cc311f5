import Foundation
import Observation

extension ViewNode {
    /// Binds a new value to this node and brings its subtree up to date.
    ///
    /// Composite views re-run `body` only when their value or environment changed (values that
    /// are `Equatable` and equal, with the same environment, are skipped) or their state did.
    func update(with newValue: any View, environment newEnvironment: EnvironmentValues, isNew: Bool = false) {
        let sameEnvironment = environment.version == newEnvironment.version
        let sameValue = !isNew && sameEnvironment && ValueEquality.areEqualViews(value, newValue)
        value = newValue
        environment = newEnvironment
        if sameValue && !needsEvaluation { return }
        dispatchUpdate()
    }

    private func dispatchUpdate() {
        // Optionals first: a dynamic cast of `.some(x)` to a protocol would see `x` instead.
        if OptionalMarkerCheck.isOptional(value), let optional = value as? PrimitiveView {
            updatePrimitive(optional)
        } else if let host = value as? ToolbarContentHost, !host.isPrimitive {
            evaluateBody(linking: host.content)
        } else if let modified = value as? ModifiedContentEngine {
            if let adapter = modified.primitiveAdapter { updatePrimitive(adapter) } else { evaluateBody(linking: modified.linkTarget) }
        } else if let primitive = value as? PrimitiveView {
            updatePrimitive(primitive)
        } else {
            evaluateBody(linking: value)
        }
    }

    /// Re-runs this node after its state changed, with its current value and environment.
    func reevaluate() { dispatchUpdate() }

    private func updatePrimitive(_ primitive: PrimitiveView) {
        needsEvaluation = false
        // A layout-neutral node (it only keeps actions) keeps its layout and drawing; its
        // children invalidate what they change themselves (a new node starts dirty anyway).
        let keepsLayout = primitive.isLayoutNeutral
        if !keepsLayout { contentDirty = true }
        let newBehavior = primitive.makeBehavior(existing: behavior, node: self)
        if newBehavior !== behavior { behavior = newBehavior }
        if let custom = primitive as? CustomReconciling {
            custom.reconcile(node: self)
        } else {
            let childEnvironment = deriveEnvironment { primitive.childEnvironment($0, node: self) }
            reconcileChildren(primitive.childViews(node: self), environment: childEnvironment)
        }
        if !keepsLayout { invalidateLayout() }
        graph.onNodeChanged?(self)
    }

    /// Evaluates the body of a composite view (or the body of a custom modifier, or toolbar
    /// content) under observation tracking and reconciles its single child.
    private func evaluateBody(linking target: Any) {
        needsEvaluation = false
        if !(behavior is PassthroughBehavior) { behavior = PassthroughBehavior() }
        PropertyLinker.link(target, to: self)
        graph.countEvaluation(of: target)
        let token = self.token
        let current = value
        let body = withObservationTracking {
            BodyEvaluator.body(of: current)
        } onChange: {
            token.invalidate()
        }
        reconcileChildren([body], environment: environment)
        invalidateLayout()
    }

    /// Updates children from views by position and type (and explicit identity): a child whose
    /// type and identity match keeps its node (and state); others get new nodes.
    func reconcileChildren(_ views: [any View], environment childEnvironment: EnvironmentValues, identities: [AnyHashable?]? = nil) {
        var next: [ViewNode] = []
        next.reserveCapacity(views.count)
        var structureChanged = views.count != children.count
        for (index, view) in views.enumerated() {
            let type = ViewNode.typeIdentity(of: view)
            let identity = identities?[index] ?? nil
            if index < children.count, children[index].viewType == type, children[index].identity == identity {
                let child = children[index]
                child.update(with: view, environment: childEnvironment)
                next.append(child)
            } else {
                structureChanged = true
                next.append(makeChild(view, identity: identity, environment: childEnvironment))
            }
        }
        if structureChanged {
            let kept = Set(next.map(ObjectIdentifier.init))
            for old in children where !kept.contains(ObjectIdentifier(old)) { old.dispose() }
            children = next
            invalidateLayout()
        }
    }

    /// Updates children keyed by identity (ForEach rows): a row keeps its node while its id stays.
    func reconcileKeyedChildren(ids: [AnyHashable], views: (Int) -> any View, environment childEnvironment: EnvironmentValues) {
        var existing: [AnyHashable: ViewNode] = [:]
        for child in children { if let identity = child.identity { existing[identity] = child } }
        var next: [ViewNode] = []
        next.reserveCapacity(ids.count)
        for (index, id) in ids.enumerated() {
            let view = views(index)
            let type = ViewNode.typeIdentity(of: view)
            if let child = existing.removeValue(forKey: id), child.viewType == type {
                child.update(with: view, environment: childEnvironment)
                next.append(child)
            } else {
                next.append(makeChild(view, identity: id, environment: childEnvironment))
            }
        }
        for old in existing.values { old.dispose() }
        let changed = next.count != children.count || zip(next, children).contains { $0 !== $1 }
        if changed {
            children = next
            invalidateLayout()
        }
    }

    /// Creates a child node for a view and builds its subtree.
    func makeChild(_ view: any View, identity: AnyHashable?, environment childEnvironment: EnvironmentValues) -> ViewNode {
        let child = ViewNode(graph: graph, parent: self, viewType: ViewNode.typeIdentity(of: view), identity: identity, value: view)
        child.update(with: view, environment: childEnvironment, isNew: true)
        return child
    }
}

extension ViewNode {
    /// The type that decides structural identity (toolbar content counts by its own type).
    static func typeIdentity(of view: any View) -> ObjectIdentifier {
        if let host = view as? ToolbarContentHost { return ObjectIdentifier(type(of: host.content)) }
        return ObjectIdentifier(type(of: view))
    }
}

/// Detects `Optional` values without unwrapping them.
protocol OptionalMarker {}
extension Optional: OptionalMarker {}

enum OptionalMarkerCheck {
    static func isOptional(_ value: Any) -> Bool { type(of: value) is any OptionalMarker.Type }
}

/// Opens existentials to evaluate bodies.
@MainActor enum BodyEvaluator {
    static func body(of value: Any) -> any View {
        if let modified = value as? ModifiedContentEngine { return modified.modifierBody() }
        if let host = value as? ToolbarContentHost { return ToolbarContentBody.body(of: host.content) }
        if let view = value as? any View { return viewBody(view) }
        return EmptyView()
    }

    private static func viewBody<V: View>(_ view: V) -> any View { view.body }
}

extension ValueEquality {
    /// Compares two values of one type; nil for a type that is not `Equatable`.
    typealias ViewComparison = (Any, Any) -> Bool

    /// The comparison of each view type met so far. Asking the runtime whether a type is
    /// `Equatable` scans conformance records (slow, and repeated for every node on every
    /// update), so the answer is looked up once per type.
    @MainActor private static var viewComparisons: [ObjectIdentifier: ViewComparison?] = [:]

    /// Whether two view values are equal: same type, `Equatable`, and `==`.
    @MainActor static func areEqualViews(_ lhs: Any, _ rhs: Any) -> Bool {
        let valueType = type(of: lhs)
        guard valueType == type(of: rhs) else { return false }
        let key = ObjectIdentifier(valueType)
        let comparison: ViewComparison?
        if let known = viewComparisons[key] {
            comparison = known
        } else {
            comparison = (lhs as? any Equatable).map { $0.sameTypeComparison() }
            viewComparisons[key] = .some(comparison)  // kept even when nil (not Equatable)
        }
        return comparison?(lhs, rhs) ?? false
    }
}

extension Equatable {
    /// `==` for two values of this type passed as `Any`.
    fileprivate func sameTypeComparison() -> ValueEquality.ViewComparison {
        { lhs, rhs in
            guard let left = lhs as? Self, let right = rhs as? Self else { return false }
            return left == right
        }
    }
}
