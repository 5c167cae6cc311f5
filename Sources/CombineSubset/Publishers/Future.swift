/// A publisher that eventually produces a single value and then finishes or fails.
///
/// Like Apple's, it runs `attemptToFulfill` at once, in the initializer, on the caller's thread.
/// Only the first call of the promise counts. Every subscriber, also one that subscribes after
/// the promise was fulfilled, receives that one result.
final public class Future<Output, Failure>: Publisher where Failure: Error {
    /// A type that represents a closure to invoke in the future, when an element or error is available.
    public typealias Promise = (Result<Output, Failure>) -> Void

    private struct State {
        var outcome: Result<Output, Failure>?
        var waiting: [(id: ObjectIdentifier, fulfill: (Result<Output, Failure>) -> Void)] = []
    }

    private let state = Locked(State())

    /// Creates a publisher that invokes a promise closure when the publisher emits an element.
    public init(_ attemptToFulfill: @escaping (@escaping Future<Output, Failure>.Promise) -> Void) {
        attemptToFulfill(self.fulfill)
    }

    private func fulfill(_ outcome: Result<Output, Failure>) {
        let waiting = state.withLock { state -> [(Result<Output, Failure>) -> Void] in
            guard case .none = state.outcome else { return [] }
            state.outcome = outcome
            defer { state.waiting = [] }
            return state.waiting.map(\.fulfill)
        }
        for deliver in waiting {
            deliver(outcome)
        }
    }

    final public func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber {
        let subscription = ResultSubscription(downstream: subscriber, outcome: nil, onCancel: { [weak self] id in
            self?.state.withLock { $0.waiting.removeAll { $0.id == id } }
        })
        let known = state.withLock { state -> Result<Output, Failure>? in
            if case .none = state.outcome {
                state.waiting.append((ObjectIdentifier(subscription), subscription.fulfill))
            }
            return state.outcome
        }
        if let known { subscription.fulfill(known) }
        subscriber.receive(subscription: subscription)
    }
}
