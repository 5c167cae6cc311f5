import CombineSubset

/// A property wrapper type for an observable object that a parent or ancestor view supplies
/// with `environmentObject(_:)`.
@MainActor @preconcurrency @propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    let holder = EnvironmentObjectHolder<ObjectType>()

    /// Creates an environment object.
    @MainActor @preconcurrency public init() {}

    /// The underlying value referenced by the environment object. Reading it when no ancestor
    /// supplied an object of this type is a programming error, as in SwiftUI.
    @MainActor @preconcurrency public var wrappedValue: ObjectType {
        guard let object = holder.object else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    /// A projection of the environment object that creates bindings to its properties.
    @MainActor @preconcurrency public var projectedValue: EnvironmentObject<ObjectType>.Wrapper { Wrapper(object: wrappedValue) }
}

extension EnvironmentObject {
    /// A wrapper of the underlying environment object that can create bindings to its
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

@MainActor final class EnvironmentObjectHolder<ObjectType: ObservableObject> {
    var object: ObjectType?
}

extension EnvironmentObject: NodeLinkedProperty {
    @MainActor func link(to node: ViewNode, slot: Int) {
        guard let object = node.environment.object(of: ObjectType.self) else { return }
        holder.object = object
        let subscription = node.slots[slot] as? ObjectSubscription ?? ObjectSubscription()
        node.slots[slot] = subscription
        subscription.observe(object, token: node.token)
    }
}
