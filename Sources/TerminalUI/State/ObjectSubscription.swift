import CombineSubset

/// A node's subscription to one observable object's `objectWillChange`, kept in a slot.
/// Re-subscribes only when the object changes identity.
@MainActor final class ObjectSubscription: NodeDisposable {
    private(set) var objectID: ObjectIdentifier?
    private var cancellable: AnyCancellable?
    /// The object itself, for `@StateObject` (which owns it).
    var ownedObject: AnyObject?

    /// Subscribes the node to the object unless already subscribed to it.
    func observe<Object: ObservableObject>(_ object: Object, token: NodeToken) {
        let id = ObjectIdentifier(object)
        guard id != objectID else { return }
        objectID = id
        cancellable = object.objectWillChange.sink { _ in token.invalidate() }
    }

    nonisolated func disposeSlot() {
        MainActor.assumeIsolated {
            cancellable?.cancel()
            cancellable = nil
        }
    }
}

/// A dynamic-member wrapper that makes bindings to an observable object's properties.
@dynamicMemberLookup
public struct ObservedObjectWrapper<ObjectType: ObservableObject> {
    let object: ObjectType
    /// Gets a binding to the value of a specified key path.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
        let object = self.object
        let access = ErasedAccess<Subject>(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        return access.binding
    }
}

/// Reads and writes one property of an object for a binding.
final class ErasedAccess<Subject>: @unchecked Sendable {
    private let getter: () -> Subject
    private let setter: (Subject) -> Void
    init(get: @escaping () -> Subject, set: @escaping (Subject) -> Void) {
        getter = get
        setter = set
    }
    var binding: Binding<Subject> { Binding(get: { self.getter() }, set: { self.setter($0) }) }
}
