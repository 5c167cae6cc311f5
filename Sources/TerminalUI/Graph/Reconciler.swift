import Foundation
import Observation

extension ViewNode {
    /// Binds a new value to this node and brings its subtree up to date.
    ///
    /// Composite views re-run `body` only when their value or environment changed (values that
    /// are `Equatable` and equal, with the same environment, are skipped) or their state did.
    ///
    /// `isNew`: the node was just made with this value (`makeChild`), which it holds already.
    func update(with newValue: any View, environment newEnvironment: EnvironmentValues, isNew: Bool = false) {
        // A view of the modified type the node carries: its content, in the environment its
        // modifiers derive (see `EnvironmentCarrier`).
        if let carried {
            updateValue(carried.carrier.content(of: newValue),
                        environment: carriedEnvironment(carried, of: newValue, from: newEnvironment, isNew: isNew), isNew: isNew)
        } else {
            updateValue(newValue, environment: newEnvironment, isNew: isNew)
        }
    }

    /// `update(with:environment:isNew:)` with a value of the node's own type (`value`'s).
    fileprivate func updateValue(_ newValue: any View, environment newEnvironment: EnvironmentValues, isNew: Bool) {
        if isNew {
            environment = newEnvironment
            typeInfo.updater.update(self)
            return
        }
        let sameType = type(of: newValue) == typeInfo.valueType
        if !sameType { typeInfo = ViewTypeInfo.of(newValue) }
        // Only values of an `Equatable` type are compared (the current value is not even read
        // for the others: most built-in views and modifiers hold closures).
        var sameValue = false
        if typeInfo.isEquatable, environment.version == newEnvironment.version {
            graph.countValueComparison()
            sameValue = typeInfo.areEqual(value, newValue)
        }
        derivesSameEnvironment = sameType && !sameValue && typeInfo.comparesDerivations
            && typeInfo.updater.derivesSameEnvironment(value, newValue)
        value = newValue
        finishUpdate(sameValue: sameValue, environment: newEnvironment)
    }

    /// Whether the node holds a value of type `New` (`update(withValueOfItsType:environment:)`
    /// applies to it).
    @usableFromInline func holdsValue<New: View>(ofType _: New.Type) -> Bool {
        typeInfo.valueType == New.self && viewType == ObjectIdentifier(New.self)
    }

    /// `update(with:environment:)` for a new value of the type the node holds (see
    /// `holdsValue(ofType:)`), given unboxed: it is exchanged with the current value in the
    /// current value's storage, so no existential is made and neither value is copied. When the
    /// type is `Equatable` and the environment's version is unchanged, the two are compared
    /// during that exchange (equal, the body is not re-run unless state it read changed).
    /// `newValue` holds the replaced value afterwards.
    ///
    /// The stored existential is opened once, for both (a lazy list updates every row it shows
    /// this way on each change of its rows): comparing through `ViewTypeInfo.areEqual` opened it,
    /// and the value's type checks and generic closures cost more than the row's `==`.
    @usableFromInline func update<New: View>(withValueOfItsType newValue: inout New, environment newEnvironment: EnvironmentValues) {
        // The exchange reads the stored value as a `New`: a caller must have checked the type.
        assert(holdsValue(ofType: New.self), "update(withValueOfItsType:) with a value of another type")
        let info = typeInfo
        let compares = info.isEquatable && environment.version == newEnvironment.version
        if compares { graph.countValueComparison() }
        let sameValue = ViewValue.exchange(&newValue, with: &value, comparingWith: compares ? info.comparator : nil)
        // The replaced value is `newValue`'s now, the new one `value`'s.
        derivesSameEnvironment = !sameValue && info.comparesDerivations
            && info.updater.derivesSameEnvironment(newValue, value)
        finishUpdate(sameValue: sameValue, environment: newEnvironment)
    }

    /// The end of an update whose value is stored: takes the environment, and brings the subtree
    /// up to date unless the value is equal to the last one and no state it read changed.
    ///
    /// An environment of the same version as the node's holds the same values (only its change
    /// record may differ, and a node's record is never read: derivations start without it), so it
    /// is not stored again: the store retained its three buffers and released the node's, for
    /// every row a lazy list shows on every change of its rows.
    private func finishUpdate(sameValue: Bool, environment newEnvironment: EnvironmentValues) {
        if environment.version != newEnvironment.version { environment = newEnvironment }
        if sameValue && !needsEvaluation { return }
        typeInfo.updater.update(self)
    }

    /// Re-runs this node after its state changed, with its current value and environment.
    func reevaluate() { typeInfo.updater.update(self) }

    /// Whether this update's value derives the children's environment as the last one did;
    /// answered once (a later update or re-evaluation derives it again unless told otherwise).
    func takeSameDerivation() -> Bool {
        defer { derivesSameEnvironment = false }
        return derivesSameEnvironment
    }

    /// Updates a built-in view that lists its children with `childViews`.
    ///
    /// A view without children that had none (a `Text`, a `Color`, a `Spacer`) derives no
    /// environment for them and reconciles nothing.
    func updatePrimitive<Primitive: PrimitiveView>(_ primitive: Primitive) {
        applyPrimitive(isLayoutNeutral: primitive.isLayoutNeutral,
                       makeBehavior: { primitive.makeBehavior(existing: $0, node: self) },
                       reconcile: {
                           let views = primitive.childViews(node: self)
                           if views.isEmpty, children.isEmpty { return }
                           let childEnvironment = deriveEnvironment(isSameDerivation: primitive.derivesFixedEnvironment) {
                               primitive.childEnvironment($0, node: self)
                           }
                           reconcileChildren(listed: views, environment: childEnvironment)
                       })
    }

    /// Updates a built-in view or modifier: takes its behaviour, then `reconcile`s the children.
    func applyPrimitive(isLayoutNeutral keepsLayout: Bool, makeBehavior: (NodeBehavior) -> NodeBehavior, reconcile: () -> Void) {
        needsEvaluation = false
        // A layout-neutral node (it only keeps actions) keeps its layout and drawing; its
        // children invalidate what they change themselves (a new node starts dirty anyway).
        if !keepsLayout { contentDirty = true }
        // A node whose size ignored its content and still does keeps its size (see
        // `NodeBehavior.isLayoutBoundary`).
        let keepsSize = !keepsLayout && withBehavior { $0.sizeIgnoresContent }
        let newBehavior = makeBehavior(behavior)
        if newBehavior !== behavior {
            // What the behaviour it had drew of its own is drawn again (`opacity` turning a
            // hidden node into a passthrough: its content's cells were blank). One that draws
            // only its children has an empty region, which damages nothing.
            graph.damage(withBehavior { $0.ownDrawingRegion(self) })
            behavior = newBehavior
        }
        reconcile()
        if !keepsLayout { invalidateLayout(ownSizeKept: keepsSize) }
        graph.onNodeChanged?(self)
    }

    /// Evaluates the body of a composite view (or the body of a custom modifier, or toolbar
    /// content, of type `evaluatedType`) under observation tracking and reconciles its single
    /// child. `link` links the dynamic properties of the value the body belongs to.
    ///
    /// A body that is a conditional is listed as its taken branch's view (see
    /// `ConditionalBranchPath`) when `bodyTypeIsFixed` (a view's or a modifier's body; toolbar
    /// content carriers of one type hold content of many types).
    func evaluateBody(of evaluatedType: Any.Type, bodyTypeIsFixed: Bool = true, link: () -> Void, body: () -> any View) {
        needsEvaluation = false
        if !behavior.isPassthrough { behavior = PassthroughBehavior.shared }
        link()
        graph.countEvaluation(of: evaluatedType)
        // The handler (and the token it captures) is made only when the body read something
        // observable: `onChange` is an autoclosure the tracking evaluates only then. `body` is
        // handed on as it is: a closure written here would be the main actor's, and one handed
        // to a function of no actor checks on every call that it runs there (~220 instructions
        // a body).
        let body = withObservationTracking(body, onChange: invalidationHandler())
        // The layout is the child's: a child that changes invalidates it (walking up through
        // this node), and so does a different child (`reconcileChildren`). An unchanged child
        // leaves it as it is, as does one below a layout boundary.
        if bodyTypeIsFixed, !typeInfo.isSingleContent(body, slot: 0) {
            reconcileChildren(listed: contentViews(body, listsTuple: false), environment: environment)
        } else {
            reconcileChildren(CollectionOfOne(body), environment: environment)
        }
    }

    /// `reconcileChildren` for views listed with their explicit identities.
    func reconcileChildren(listed views: ChildViews, environment childEnvironment: EnvironmentValues) {
        if views.matchesByIdentity, let identities = views.identities {
            reconcileChildren(matchingIdentities: views, identities, environment: childEnvironment)
        } else if views.hasIdentities {
            reconcileChildren(views, environment: childEnvironment, identities: views.identities, firstIdentity: views.firstIdentity)
        } else {
            reconcileChildren(views, environment: childEnvironment)
        }
    }

    /// Updates children from views by position and type (and explicit identity): a child whose
    /// type and identity match keeps its node (and state); others get new nodes.
    ///
    /// While every child keeps its node in its place (an update that changes no structure), no
    /// list of the next children is made: it is made at the first view that needs a new node
    /// (or when the count changes), holding the children kept before it.
    ///
    /// `identities`: the views' explicit identities by position; without them, `firstIdentity`
    /// is the first view's.
    func reconcileChildren<Views: RandomAccessCollection<any View>>(_ views: Views, environment childEnvironment: EnvironmentValues,
                                                                    identities: [AnyHashable?]? = nil, firstIdentity: AnyHashable? = nil) where Views.Index == Int {
        let count = views.count
        var next: [ViewNode]?
        if count != children.count {
            next = []
            next?.reserveCapacity(count)
        }
        for index in 0..<count {
            let view = views[views.startIndex + index]
            let type = ViewNode.typeIdentity(of: view)
            let identity: AnyHashable?
            if let identities {
                identity = identities[index]
            } else if index == 0 {
                identity = firstIdentity
            } else {
                identity = nil
            }
            if index < children.count, children[index].viewType == type, children[index].identity == identity {
                let child = children[index]
                child.update(with: view, environment: childEnvironment)
                next?.append(child)
            } else {
                if next == nil {
                    var kept = Array(children[..<index])
                    kept.reserveCapacity(count)
                    next = kept
                }
                next?.append(makeChild(view, identity: identity, environment: childEnvironment))
            }
        }
        if let next {
            disposeChildren(notIn: next)
            children = next
            invalidateLayout()
        }
    }

    /// Updates children from views listed in an order of their own, each with an identity of
    /// its own (a listing whose length varies, see `ContentListing`): a child whose type and
    /// identity match a view keeps its node (and state), wherever it moved; others get new
    /// nodes, and children no view matches are disposed.
    ///
    /// The children are in the views' order, so a match found further on passes over children
    /// that no later view can match: they are disposed then, and so are those of earlier tuple
    /// elements before a new node is made for a later one. So an optional's view disappears
    /// before a later element's view appears, as with nodes of the optionals; within one
    /// element a new view is built before the old ones it passes over go, which is not always
    /// the order nodes of the optionals had: in `if a { X; if b { Y }; if !b { Z } }` with `b`
    /// turning false, Z is built (onAppear) before Y is disposed (onDisappear).
    func reconcileChildren(matchingIdentities views: ChildViews, _ identities: [AnyHashable?], environment childEnvironment: EnvironmentValues) {
        let old = children
        var next: [ViewNode]?
        // Old children before `cursor` are kept or disposed.
        var cursor = 0
        for index in 0..<views.count {
            let view = views[index]
            let type = ViewNode.typeIdentity(of: view)
            let identity = identities[index]
            if next == nil {
                if index < old.count, old[index].viewType == type, old[index].identity == identity {
                    old[index].update(with: view, environment: childEnvironment)
                    cursor = index + 1
                    continue
                }
                var kept = Array(old[..<index])
                kept.reserveCapacity(views.count)
                next = kept
            }
            var match = cursor
            while match < old.count, old[match].viewType != type || old[match].identity != identity { match += 1 }
            if match < old.count {
                while cursor < match {
                    old[cursor].dispose()
                    cursor += 1
                }
                old[match].update(with: view, environment: childEnvironment)
                next?.append(old[match])
                cursor = match + 1
            } else {
                let element = ConditionalBranchPath.outermostElement(of: identity)
                while cursor < old.count, ConditionalBranchPath.outermostElement(of: old[cursor].identity) < element {
                    old[cursor].dispose()
                    cursor += 1
                }
                next?.append(makeChild(view, identity: identity, environment: childEnvironment))
            }
        }
        if next == nil {
            if views.count == old.count { return }
            next = Array(old[..<views.count])
        }
        while cursor < old.count {
            old[cursor].dispose()
            cursor += 1
        }
        if let next { children = next }
        invalidateLayout()
    }

    /// Disposes the current children that `kept` does not hold. A new node has none, and most
    /// nodes have one or a few: those are searched without hashing.
    private func disposeChildren(notIn kept: [ViewNode]) {
        if children.isEmpty { return }
        if children.count * kept.count <= 64 {
            for old in children where !kept.holdsNode(old) { old.dispose() }
            return
        }
        let keptIdentifiers = Set(kept.map(ObjectIdentifier.init))
        for old in children where !keptIdentifiers.contains(ObjectIdentifier(old)) { old.dispose() }
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
    ///
    /// A view whose modifiers only write into its content's environment gets its content's node,
    /// which carries them (see `EnvironmentCarrier`).
    func makeChild(_ view: any View, identity: AnyHashable?, environment childEnvironment: EnvironmentValues) -> ViewNode {
        // The value's type is asked once (each `type(of:)` of an existential is a runtime call).
        let valueType = type(of: view)
        let info = ViewTypeInfo.of(type: valueType)
        let viewType = ViewNode.typeIdentity(of: view, valueType: valueType)
        if let carrier = info.environmentCarrier {
            let content = carrier.content(of: view)
            let carried = CarriedModifiers(carrier: carrier, view: view)
            let child = ViewNode(graph: graph, parent: self, viewType: viewType, identity: identity, value: content, carried: carried)
            child.updateValue(content, environment: child.carriedEnvironment(carried, of: view, from: childEnvironment, isNew: true), isNew: true)
            return child
        }
        let child = ViewNode(graph: graph, parent: self, viewType: viewType, identity: identity, value: view, typeInfo: info)
        child.update(with: view, environment: childEnvironment, isNew: true)
        return child
    }
}

extension ViewNode {
    /// The type that decides structural identity (toolbar content counts by its own type).
    static func typeIdentity(of view: any View) -> ObjectIdentifier {
        typeIdentity(of: view, valueType: type(of: view))
    }

    /// `typeIdentity(of:)` for a view whose type (`valueType`, `type(of: view)`) the caller
    /// already asked.
    @inline(__always)
    static func typeIdentity(of view: any View, valueType: any View.Type) -> ObjectIdentifier {
        if valueType == ToolbarContentHost.self {
            return ViewValue.withValue(of: view, as: ToolbarContentHost.self) { ObjectIdentifier(type(of: $0.content)) }
        }
        return ObjectIdentifier(valueType)
    }
}

/// Detects `Optional` values without unwrapping them.
protocol OptionalMarker {
    /// The type of the wrapped value.
    static var wrappedType: Any.Type { get }
}

extension Optional: OptionalMarker {
    static var wrappedType: Any.Type { Wrapped.self }
}

/// Opens existentials to evaluate bodies.
@MainActor enum BodyEvaluator {
    static func body(of view: any View) -> any View { viewBody(view) }

    private static func viewBody<V: View>(_ view: V) -> any View { view.body }
}
