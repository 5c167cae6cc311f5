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
        var observers = DirectObserverSlots()
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
        let (broadcaster, slots) = state.withLock { ($0.broadcaster, $0.observers.slots) }
        broadcaster?.send(())
        for slot in slots { slot.observer?.objectWillChange() }
    }

    /// Tells `observer` of every later `send()` until the returned observation is cancelled or
    /// released (package API for the UI engine: a subscription without `sink`).
    package func observe(_ observer: any ObjectWillChangeObserver) -> ObjectWillChangeObservation {
        let (slot, token) = state.withLock { $0.observers.insert(observer) }
        return ObjectWillChangeObservation(publisher: self, slot: slot, token: token)
    }

    /// Removes the observer of the observation with `token` (``DirectObserverSlots/remove(slot:token:)``).
    fileprivate func removeObserver(slot: Int, token: UInt64) {
        state.withLock { $0.observers.remove(slot: slot, token: token) }
    }
}

/// Told directly by an `ObservableObjectPublisher` that its object is about to change (see
/// `ObservableObjectPublisher.observe(_:)`); called on the thread that sends.
package protocol ObjectWillChangeObserver: AnyObject, Sendable {
    func objectWillChange()
}

/// Keeps a direct observer of an `ObservableObjectPublisher` registered: cancelling or releasing
/// it removes the observer (as an `AnyCancellable` ends a subscription). It may be cancelled on
/// any thread: what it holds is constant, and the publisher's lock guards the removal.
package final class ObjectWillChangeObservation: @unchecked Sendable {
    private let publisher: ObservableObjectPublisher
    private let slot: Int
    private let token: UInt64

    fileprivate init(publisher: ObservableObjectPublisher, slot: Int, token: UInt64) {
        self.publisher = publisher
        self.slot = slot
        self.token = token
    }

    /// Removes the observer; later calls do nothing.
    package func cancel() {
        publisher.removeObserver(slot: slot, token: token)
    }

    deinit { cancel() }
}
