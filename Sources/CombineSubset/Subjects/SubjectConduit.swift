import Foundation

/// One subscriber's connection to a subject: its demand, the value held back for want of
/// demand (kept only by subjects that replay the latest value), and the serialization of calls.
class SubjectConduitBase<Output, Failure: Error>: @unchecked Sendable {
    func offer(_ value: Output) {}
    func finish(_ completion: Subscribers.Completion<Failure>) {}
}

final class SubjectConduit<Downstream: Subscriber>: SubjectConduitBase<Downstream.Input, Downstream.Failure>, Subscription, @unchecked Sendable {
    typealias Output = Downstream.Input
    typealias Failure = Downstream.Failure

    private struct State {
        var downstream: Downstream?
        var demand = Subscribers.Demand.none
        var pending: Output?
    }

    /// Serializes calls into the subscriber; recursive so that a subscriber may send to the same
    /// subject (or request more) from inside `receive`.
    private let delivery = NSRecursiveLock()
    private let state: Locked<State>
    private let keepsLatest: Bool
    private weak var broadcaster: SubjectBroadcaster<Output, Failure>?

    init(downstream: Downstream, pending: Output?, keepsLatest: Bool, broadcaster: SubjectBroadcaster<Output, Failure>) {
        state = Locked(State(downstream: downstream, pending: pending))
        self.keepsLatest = keepsLatest
        self.broadcaster = broadcaster
    }

    override func offer(_ value: Output) {
        delivery.lock()
        defer { delivery.unlock() }
        let target = state.withLock { state -> Downstream? in
            guard let downstream = state.downstream else { return nil }
            guard state.demand > 0 else {
                if keepsLatest { state.pending = value }
                return nil
            }
            state.demand -= 1
            state.pending = nil
            return downstream
        }
        guard let target else { return }
        let more = target.receive(value)
        state.withLock { $0.demand += more }
    }

    override func finish(_ completion: Subscribers.Completion<Failure>) {
        delivery.lock()
        defer { delivery.unlock() }
        let target = state.withLock { state -> Downstream? in
            defer { state.downstream = nil; state.pending = nil }
            return state.downstream
        }
        target?.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        precondition(demand > 0, "Demand must be positive")
        delivery.lock()
        defer { delivery.unlock() }
        let replay = state.withLock { state -> (Downstream, Output)? in
            guard let downstream = state.downstream else { return nil }
            state.demand += demand
            guard let pending = state.pending else { return nil }
            state.pending = nil
            state.demand -= 1
            return (downstream, pending)
        }
        guard let (target, value) = replay else { return }
        let more = target.receive(value)
        state.withLock { $0.demand += more }
    }

    func cancel() {
        let wasActive = state.withLock { state -> Bool in
            defer { state.downstream = nil; state.pending = nil }
            return state.downstream != nil
        }
        if wasActive { broadcaster?.remove(self) }
    }
}
