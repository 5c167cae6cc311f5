import CombineSubset
import Foundation

/// A property wrapper type that instantiates an observable object once per view identity.
///
/// The object is created on first use and kept in the view's graph node, so re-creating the
/// view value does not re-create the object.
@MainActor @preconcurrency @propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Set by the nonisolated initializer, so itself nonisolated (its state is main-actor only).
    nonisolated let holder: StateObjectHolder<ObjectType>

    /// Creates a new state object with an initial wrapped value (evaluated once per identity).
    nonisolated public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        holder = StateObjectHolder(make: thunk)
    }

    /// The underlying object.
    @MainActor @preconcurrency public var wrappedValue: ObjectType { holder.object }

    /// A projection of the state object that creates bindings to its properties.
    @MainActor @preconcurrency public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject<ObjectType>.Wrapper(object: wrappedValue) }
}

/// Holds a `@StateObject`'s factory and, once made or linked, its object. It is created by the
/// wrapper's nonisolated initializer (as Apple's is); its state is read and written only by its
/// main-actor members (`object`, `adopt`), which is what makes the unchecked `Sendable` sound.
final class StateObjectHolder<ObjectType: ObservableObject>: @unchecked Sendable {
    private let make: () -> ObjectType
    private var made: ObjectType?
    init(make: @escaping () -> ObjectType) { self.make = make }

    @MainActor var object: ObjectType {
        if let made { return made }
        let object = make()
        made = object
        return object
    }

    @MainActor func adopt(_ object: ObjectType) { made = object }
}

extension StateObject: NodeLinkedProperty {
    @MainActor func link(to node: ViewNode, slot: Int) {
        let subscription: ObjectSubscription
        if let existing = node.slots[slot] as? ObjectSubscription, let owned = existing.ownedObject as? ObjectType {
            holder.adopt(owned)
            subscription = existing
        } else {
            subscription = ObjectSubscription()
            subscription.ownedObject = holder.object
            node.slots[slot] = subscription
        }
        subscription.observe(holder.object, token: node.token)
    }
}
