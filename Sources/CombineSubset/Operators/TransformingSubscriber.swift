/// The subscriber-and-subscription in the middle of a synchronous one-to-at-most-one operator
/// (`map`, `compactMap`, `filter`, `removeDuplicates`). A value the step drops is compensated
/// by asking upstream for one more, so downstream demand stays exact.
final class TransformingSubscriber<Input, Downstream: Subscriber>: Subscriber, Subscription, @unchecked Sendable {
    typealias Failure = Downstream.Failure

    private let downstream: Downstream
    /// Called one value at a time (publishers serialize their calls), so it may keep state.
    private let step: (Input) -> Downstream.Input?
    private let upstream = SubscriptionSlot()

    init(downstream: Downstream, step: @escaping (Input) -> Downstream.Input?) {
        self.downstream = downstream
        self.step = step
    }

    func receive(subscription: any Subscription) {
        if upstream.attach(subscription) {
            downstream.receive(subscription: self)
        }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard upstream.isActive else { return .none }
        guard let output = step(input) else { return .max(1) }
        return downstream.receive(output)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        if upstream.finish() {
            downstream.receive(completion: completion)
        }
    }

    func request(_ demand: Subscribers.Demand) {
        upstream.subscription?.request(demand)
    }

    func cancel() {
        upstream.cancel()
    }
}
