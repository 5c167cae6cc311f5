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
        /// The direct observers, each in a slot with the token of the `ObjectWillChangeObservation`
        /// that holds it; an empty slot (nil) is listed in `freeSlots` and taken by the next
        /// observer. So an observation removes its observer by index, whatever their number.
        /// Empty slots at the end are dropped, so `send()` walks about as many slots as there
        /// are observers, not as many as there ever were.
        var slots: [(token: UInt64, observer: (any ObjectWillChangeObserver)?)] = []
        /// May list slots since dropped or taken again (each is checked when popped).
        var freeSlots: [Int] = []
        /// The last token handed out (each observation's is new, so a stale one matches no slot).
        var lastToken: UInt64 = 0
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
        let (broadcaster, slots) = state.withLock { ($0.broadcaster, $0.slots) }
        broadcaster?.send(())
        for slot in slots { slot.observer?.objectWillChange() }
    }

    /// Tells `observer` of every later `send()` until the returned observation is cancelled or
    /// released (package API for the UI engine: a subscription without `sink`).
    package func observe(_ observer: any ObjectWillChangeObserver) -> ObjectWillChangeObservation {
        let (slot, token) = state.withLock { state in
            state.lastToken += 1
            let entry = (token: state.lastToken, observer: Optional(observer))
            while let slot = state.freeSlots.popLast() {
                guard slot < state.slots.count, state.slots[slot].observer == nil else { continue }
                state.slots[slot] = entry
                return (slot, entry.token)
            }
            state.slots.append(entry)
            return (state.slots.count - 1, entry.token)
        }
        return ObjectWillChangeObservation(publisher: self, slot: slot, token: token)
    }

    /// Empties the slot if the observation with `token` still holds it (a second removal, or
    /// one after the slot was taken again, finds another token and does nothing).
    fileprivate func removeObserver(slot: Int, token: UInt64) {
        state.withLock { state in
            guard state.slots.indices.contains(slot), state.slots[slot].token == token, state.slots[slot].observer != nil else { return }
            state.slots[slot].observer = nil
            state.freeSlots.append(slot)
            // Each slot is dropped once per append: O(1) amortized. The kept slots keep their
            // indices; a dropped slot's entry in `freeSlots` goes if it is last, else when popped.
            while let last = state.slots.last, last.observer == nil { state.slots.removeLast() }
            while let free = state.freeSlots.last, free >= state.slots.count { state.freeSlots.removeLast() }
            if state.slots.isEmpty { state.freeSlots.removeAll(keepingCapacity: true) }
        }
    }

    /// How many slots the direct observers take (those observing and the empty ones), for tests.
    var directObserverSlotCount: Int { state.withLock { $0.slots.count } }
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
