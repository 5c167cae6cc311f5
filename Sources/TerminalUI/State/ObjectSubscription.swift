import CombineSubset

/// A node's subscription to one observable object's `objectWillChange`, kept in a slot.
/// Re-subscribes only when the object changes identity.
///
/// An object whose publisher is an `ObservableObjectPublisher` (the synthesized one, or one
/// declared as `let objectWillChange = ObservableObjectPublisher()`) tells the node's token
/// directly (`ObservableObjectPublisher.observe`): a few hundred instructions, where a `sink`
/// (subscriber, subscription, locks, `AnyCancellable`) cost ~16 k per subscribed node. Other
/// publishers are subscribed with `sink`.
@MainActor final class ObjectSubscription: NodeDisposable {
    private(set) var objectID: ObjectIdentifier?
    private var cancellable: AnyCancellable?
    /// The direct observation of an `ObservableObjectPublisher` (nil for other publishers,
    /// which are subscribed with `sink`).
    private(set) var observation: ObjectWillChangeObservation?
    /// The object itself, for `@StateObject` (which owns it).
    var ownedObject: AnyObject?

    /// Subscribes the node to the object unless already subscribed to it.
    func observe<Object: ObservableObject>(_ object: Object, token: NodeToken) {
        let id = ObjectIdentifier(object)
        guard id != objectID else { return }
        objectID = id
        cancellable = nil
        observation = nil
        if let publisher = object.objectWillChange as? ObservableObjectPublisher {
            observation = publisher.observe(token)
        } else {
            cancellable = object.objectWillChange.sink { _ in token.invalidate() }
        }
    }

    nonisolated func disposeSlot() {
        MainActor.assumeIsolated {
            cancellable?.cancel()
            cancellable = nil
            observation?.cancel()
            observation = nil
        }
    }
}

extension NodeToken: ObjectWillChangeObserver {
    func objectWillChange() { invalidate() }
}

/// Makes the bindings of `ObservedObject.Wrapper` and `EnvironmentObject.Wrapper`.
enum ObjectPropertyBinding {
    /// A binding that reads and writes `object[keyPath: keyPath]`.
    static func make<Object: AnyObject, Subject>(_ object: Object, _ keyPath: ReferenceWritableKeyPath<Object, Subject>) -> Binding<Subject> {
        ErasedAccess<Subject>(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 }).binding
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
