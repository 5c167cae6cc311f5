nonisolated struct _PreferenceModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let value: Key.Value
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        let behavior = existing as? PreferenceBehavior ?? PreferenceBehavior()
        behavior.key = ObjectIdentifier(Key.self)
        behavior.value = value
        return behavior
    }
}

/// Holds one preference value produced by its subtree.
final class PreferenceBehavior: NodeBehavior {
    var key: ObjectIdentifier?
    var value: Any?
    override func measure(_ node: ViewNode, _ proposal: ProposedSize) -> CellSize {
        node.children.first?.sizeThatFits(proposal) ?? CellSize(width: 0, height: 0)
    }
}

nonisolated struct _PreferenceChangeModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier where Key.Value: Equatable {
    typealias Body = Never
    let action: (Key.Value) -> Void
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        let behavior = existing as? PreferenceChangeBehavior<Key> ?? PreferenceChangeBehavior<Key>()
        behavior.action = action
        node.graph.afterUpdate.append { [weak node, weak behavior] in
            guard let node, let behavior else { return }
            behavior.check(node)
        }
        return behavior
    }
}

/// Reduces the preference values of its subtree after each update and reports changes.
final class PreferenceChangeBehavior<Key: PreferenceKey>: NodeBehavior where Key.Value: Equatable {
    var action: (Key.Value) -> Void = { _ in }
    private var last: Key.Value?

    override func measure(_ node: ViewNode, _ proposal: ProposedSize) -> CellSize {
        node.children.first?.sizeThatFits(proposal) ?? CellSize(width: 0, height: 0)
    }

    func check(_ node: ViewNode) {
        var value = Key.defaultValue
        let id = ObjectIdentifier(Key.self)
        var values: [Key.Value] = []
        node.forEachDescendant { descendant in
            if let preference = descendant.behavior as? PreferenceBehavior, preference.key == id, let next = preference.value as? Key.Value {
                values.append(next)
            }
        }
        for next in values { Key.reduce(value: &value, nextValue: { next }) }
        if last != value {
            last = value
            action(value)
        }
    }
}

extension View {
    /// Sets a value for the given preference.
    nonisolated public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        nonisolated(unsafe) let value = value
        return modifier(_PreferenceModifier<K>(value: value))
    }

    /// Adds an action to perform when the specified preference key's value changes.
    nonisolated public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View where K.Value: Equatable {
        modifier(_PreferenceChangeModifier<K>(action: action))
    }
}
