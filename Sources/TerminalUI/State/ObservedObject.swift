import CombineSubset

/// A property wrapper type that subscribes to an observable object and invalidates a view
/// whenever the observable object changes.
@MainActor @preconcurrency @propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// The underlying value referenced by the observed object.
    @MainActor @preconcurrency public var wrappedValue: ObjectType

    /// Creates an observed object with an initial wrapped value.
    @MainActor @preconcurrency public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }

    /// Creates an observed object with an initial value.
    @MainActor @preconcurrency public init(initialValue: ObjectType) { self.wrappedValue = initialValue }

    /// A projection of the observed object that creates bindings to its properties.
    @MainActor @preconcurrency public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

extension ObservedObject {
    /// A wrapper of the underlying observable object that can create bindings to its
    /// properties using dynamic member lookup.
    @MainActor @preconcurrency @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        /// Gets a binding to the value of a specified key path.
        @MainActor @preconcurrency public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            ObjectPropertyBinding.make(object, keyPath)
        }
    }
}

extension ObservedObject: NodeLinkedProperty {
    @MainActor func link(to node: ViewNode, slot: Int) {
        let subscription = node.slots[slot] as? ObjectSubscription ?? ObjectSubscription()
        node.slots[slot] = subscription
        subscription.observe(wrappedValue, token: node.token)
    }
}
