import CombineSubset

/// A property wrapper type that subscribes to an observable object and invalidates a view
/// whenever the observable object changes.
@MainActor @preconcurrency @propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// A wrapper of the underlying observable object that can create bindings to its properties.
    public typealias Wrapper = ObservedObjectWrapper<ObjectType>

    /// The underlying value referenced by the observed object.
    public var wrappedValue: ObjectType

    /// Creates an observed object with an initial wrapped value.
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }

    /// Creates an observed object with an initial value.
    public init(initialValue: ObjectType) { self.wrappedValue = initialValue }

    /// A projection of the observed object that creates bindings to its properties.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

extension ObservedObject: NodeLinkedProperty {
    @MainActor func link(to node: ViewNode, slot: Int) {
        let subscription = node.slots[slot] as? ObjectSubscription ?? ObjectSubscription()
        node.slots[slot] = subscription
        subscription.observe(wrappedValue, token: node.token)
    }
}
