/// A publisher that publishes changes from observable objects.
///
/// It sends (no value, `()`) before the object changes. Thread-safe.
///
/// Besides subscribers, it tells direct observers (``observe(_:)``, for the UI engine's
/// `@ObservedObject`): one entry in a list, no subscriber, subscription or cancellable chain.
/// Its subscriber bookkeeping is made on the first subscriber, so an object that is only
/// observed directly (or not at all) costs one lock-guarded list.
final public class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never

    private struct State {
        /// Made on the first subscriber.
        var broadcaster: SubjectBroadcaster<Void, Never>?
        /// The direct observers, each with the identity of the `ObjectWillChangeObservation`
        /// that removes it.
        var observers: [(id: ObjectIdentifier, observer: any ObjectWillChangeObserver)] = []
    }

    private let state = Locked(State())

    /// Creates an observable object publisher.
    public init() {}

    final public func receive<S>(subscriber: S) where S: Subscriber, S.Failure == Never, S.Input == () {
        let broadcaster = state.withLock { state in
            if let broadcaster = state.broadcaster { return broadcaster }
            let broadcaster = SubjectBroadcaster<Void, Never>(keepsLatest: false)
            state.broadcaster = broadcaster
            return broadcaster
        }
        broadcaster.attach(subscriber, initial: nil)
    }

    /// Sends the changed value to the downstream subscribers and tells the direct observers.
    final public func send() {
        let (broadcaster, observers) = state.withLock { ($0.broadcaster, $0.observers) }
        broadcaster?.send(())
        for entry in observers { entry.observer.objectWillChange() }
    }

    /// Tells `observer` of every later `send()` until the returned observation is cancelled or
    /// released (package API for the UI engine: a subscription without `sink`).
    package func observe(_ observer: any ObjectWillChangeObserver) -> ObjectWillChangeObservation {
        let observation = ObjectWillChangeObservation(publisher: self)
        let id = ObjectIdentifier(observation)
        state.withLock { $0.observers.append((id, observer)) }
        return observation
    }

    fileprivate func removeObserver(_ id: ObjectIdentifier) {
        state.withLock { state in
            if let index = state.observers.firstIndex(where: { $0.id == id }) { state.observers.remove(at: index) }
        }
    }
}

/// Told directly by an `ObservableObjectPublisher` that its object is about to change (see
/// `ObservableObjectPublisher.observe(_:)`); called on the thread that sends.
package protocol ObjectWillChangeObserver: AnyObject, Sendable {
    func objectWillChange()
}

/// Keeps a direct observer of an `ObservableObjectPublisher` registered: cancelling or releasing
/// it removes the observer (as an `AnyCancellable` ends a subscription).
package final class ObjectWillChangeObservation {
    private let publisher: ObservableObjectPublisher
    private var isCancelled = false

    fileprivate init(publisher: ObservableObjectPublisher) { self.publisher = publisher }

    /// Removes the observer; later calls do nothing.
    package func cancel() {
        guard !isCancelled else { return }
        isCancelled = true
        publisher.removeObserver(ObjectIdentifier(self))
    }

    deinit { cancel() }
}
