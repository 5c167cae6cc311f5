/// Delivers one result (a value then `.finished`, or a failure) once both the result and demand
/// are there, unless cancelled first. Shared by `Just`, `Future` and `Fail`-like one-shot
/// publishers.
final class ResultSubscription<Downstream: Subscriber>: Subscription, @unchecked Sendable {
    typealias Outcome = Result<Downstream.Input, Downstream.Failure>

    private struct State {
        var downstream: Downstream?
        var demanded = false
        var outcome: Outcome?
    }

    private let state: Locked<State>
    private let onCancel: ((ObjectIdentifier) -> Void)?

    /// - Parameters:
    ///   - outcome: the result, if already known; otherwise call `fulfill(_:)` later.
    ///   - onCancel: runs once, with this subscription's identity, if the subscriber cancels
    ///     before delivery.
    init(downstream: Downstream, outcome: Outcome?, onCancel: ((ObjectIdentifier) -> Void)? = nil) {
        state = Locked(State(downstream: downstream, outcome: outcome))
        self.onCancel = onCancel
    }

    func request(_ demand: Subscribers.Demand) {
        precondition(demand > 0, "Demand must be positive")
        deliverIfReady { $0.demanded = true }
    }

    func fulfill(_ outcome: Outcome) {
        deliverIfReady { $0.outcome = outcome }
    }

    func cancel() {
        let wasPending = state.withLock { state -> Bool in
            defer { state.downstream = nil }
            return state.downstream != nil
        }
        if wasPending { onCancel?(ObjectIdentifier(self)) }
    }

    private func deliverIfReady(_ update: (inout State) -> Void) {
        let ready = state.withLock { state -> (Downstream, Outcome)? in
            update(&state)
            guard state.demanded, let outcome = state.outcome, let downstream = state.downstream else { return nil }
            state.downstream = nil
            return (downstream, outcome)
        }
        guard let (downstream, outcome) = ready else { return }
        switch outcome {
        case .success(let value):
            _ = downstream.receive(value)
            downstream.receive(completion: .finished)
        case .failure(let error):
            downstream.receive(completion: .failure(error))
        }
    }
}
