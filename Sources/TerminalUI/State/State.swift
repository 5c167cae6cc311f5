/// A property wrapper type that can read and write a value managed by the engine.
///
/// The value lives in the view's graph node: it survives re-creation of the view value by
/// its parent, and setting it re-evaluates only this view's `body`.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let link: StateLink<Value>

    /// Creates a state property that stores an initial value.
    public init(wrappedValue value: Value) { link = StateLink(StateBox(value)) }

    /// Creates a state property that stores an initial value.
    public init(initialValue value: Value) { self.init(wrappedValue: value) }

    /// The underlying value referenced by the state variable.
    public var wrappedValue: Value {
        get { link.box.value }
        nonmutating set { link.box.set(newValue) }
    }

    /// A binding to the state value.
    public var projectedValue: Binding<Value> {
        let box = link.box
        return Binding(get: { box.value }, set: { box.set($0) })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates a state property without an initial value (nil).
    public init() { self.init(wrappedValue: nil) }
}

extension State: Sendable where Value: Sendable {}

extension State: NodeLinkedProperty {
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
