/// A property wrapper type that can read and write a value that the engine updates as the
/// placement of focus within the scene changes.
///
/// Views marked with `focused(_:)` / `focused(_:equals:)` take focus when the value is set
/// to match them; moving focus with Tab or the arrows writes the value back.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    let link: StateLink<Value>
    let resetValue: Value

    /// A property wrapper type that can read and write a value that indicates the current
    /// focus location.
    @propertyWrapper
    public struct Binding: @unchecked Sendable {
        let box: StateBox<Value>
        let resetValue: Value
        /// The underlying value referenced by the bound property.
        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.set(newValue) }
        }
        /// A projection of the binding value that returns a binding.
        public var projectedValue: FocusState<Value>.Binding { self }
    }

    /// The current state value, taking into account whatever bindings might be in effect
    /// due to the current location of focus.
    public var wrappedValue: Value {
        get { link.box.value }
        nonmutating set { link.box.set(newValue) }
    }

    /// A projection of the focus state value that returns a binding.
    public var projectedValue: FocusState<Value>.Binding {
        Binding(box: link.box, resetValue: resetValue)
    }

    /// Creates a focus state that binds to a Boolean.
    public init() where Value == Bool {
        link = StateLink(FocusStateBox<Value>(false))
        resetValue = false
    }

    /// Creates a focus state that binds to an optional type.
    public init<T: Hashable>() where Value == T? {
        link = StateLink(FocusStateBox<Value>(nil))
        resetValue = nil
    }
}

extension FocusState: @unchecked Sendable {}

extension FocusState: NodeLinkedProperty {
    @MainActor func link(to node: ViewNode, slot: Int) {
        if let existing = node.slots[slot] as? StateBox<Value> {
            link.box = existing
        } else {
            let box = link.box
            box.token = node.token
            node.slots[slot] = box
        }
    }
}
