/// The upstream subscription held by a subscriber, with its lifecycle:
/// waiting → active → finished or cancelled. Thread-safe.
final class SubscriptionSlot: @unchecked Sendable {
    private enum State {
        case waiting
        case active(any Subscription)
        case terminated
    }

    private let state = Locked(State.waiting)

    /// Stores the subscription; returns false (and cancels it) when one was already received or
    /// the subscriber has terminated.
    func attach(_ subscription: any Subscription) -> Bool {
        let accepted = state.withLock { state -> Bool in
            guard case .waiting = state else { return false }
            state = .active(subscription)
            return true
        }
        if !accepted { subscription.cancel() }
        return accepted
    }

    /// True while values may be delivered.
    var isActive: Bool {
        state.withLock { state in
            if case .active = state { return true }
            return false
        }
    }

    /// The current subscription, if active.
    var subscription: (any Subscription)? {
        state.withLock { state in
            if case .active(let subscription) = state { return subscription }
            return nil
        }
    }

    /// Marks completion; returns true the first time only (when not cancelled).
    func finish() -> Bool {
        state.withLock { state in
            if case .terminated = state { return false }
            state = .terminated
            return true
        }
    }

    /// Cancels the upstream subscription, if any, and refuses further values.
    func cancel() {
        let previous = state.withLock { state -> State in
            defer { state = .terminated }
            return state
        }
        if case .active(let subscription) = previous {
            subscription.cancel()
        }
    }
}
