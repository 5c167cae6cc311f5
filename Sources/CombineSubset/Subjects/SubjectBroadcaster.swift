import Foundation

/// The subscriber bookkeeping shared by ``PassthroughSubject``, ``CurrentValueSubject`` and
/// ``ObservableObjectPublisher``: a thread-safe list of conduits (one per subscriber), the
/// terminal completion, and the upstream subscriptions the subject was given.
final class SubjectBroadcaster<Output, Failure: Error>: @unchecked Sendable {
    private struct State {
        var conduits: [SubjectConduitBase<Output, Failure>] = []
        var completion: Subscribers.Completion<Failure>?
        var upstreams: [any Subscription] = []

        var isOpen: Bool {
            if case .none = completion { return true }
            return false
        }
    }

    private let state = Locked(State())

    /// Whether undelivered values are kept (latest only) until demand arrives, as a
    /// `CurrentValueSubject` does, or dropped, as a `PassthroughSubject` does.
    let keepsLatest: Bool

    init(keepsLatest: Bool) {
        self.keepsLatest = keepsLatest
    }

    deinit {
        let upstreams = state.withLock { $0.upstreams }
        for subscription in upstreams { subscription.cancel() }
    }

    /// Attaches a subscriber; `initial` is the value a `CurrentValueSubject` replays.
    func attach<S: Subscriber>(_ subscriber: S, initial: Output?) where S.Input == Output, S.Failure == Failure {
        let conduit = SubjectConduit(downstream: subscriber, pending: initial, keepsLatest: keepsLatest, broadcaster: self)
        let completion = state.withLock { state -> Subscribers.Completion<Failure>? in
            if state.isOpen { state.conduits.append(conduit) }
            return state.completion
        }
        if let completion {
            subscriber.receive(subscription: Subscriptions.empty)
            subscriber.receive(completion: completion)
        } else {
            subscriber.receive(subscription: conduit)
        }
    }

    /// Offers a value to every current subscriber. Returns false once completed.
    @discardableResult
    func send(_ value: Output) -> Bool {
        guard let conduits = state.withLock({ $0.isOpen ? $0.conduits : nil }) else { return false }
        for conduit in conduits { conduit.offer(value) }
        return true
    }

    /// Completes every subscriber; later subscribers receive the same completion.
    func send(completion: Subscribers.Completion<Failure>) {
        let conduits = state.withLock { state -> [SubjectConduitBase<Output, Failure>] in
            guard state.isOpen else { return [] }
            state.completion = completion
            defer { state.conduits = [] }
            return state.conduits
        }
        for conduit in conduits { conduit.finish(completion) }
    }

    /// Keeps an upstream subscription and asks it for everything.
    func send(subscription: any Subscription) {
        state.withLock { $0.upstreams.append(subscription) }
        subscription.request(.unlimited)
    }

    func remove(_ conduit: SubjectConduitBase<Output, Failure>) {
        state.withLock { $0.conduits.removeAll { $0 === conduit } }
    }
}
