extension Future where Failure == Never {
    /// The published value, awaited: suspends until the promise is fulfilled.
    final public var value: Output {
        get async {
            let box = await withCheckedContinuation { (continuation: CheckedContinuation<UncheckedSendable<Output>, Never>) in
                subscribe(AwaitingSubscriber<Output, Never> { result in
                    if case .success(let output) = result { continuation.resume(returning: UncheckedSendable(output)) }
                })
            }
            return box.value
        }
    }
}

extension Future {
    /// The published value, awaited: suspends until the promise is fulfilled; throws its failure.
    final public var value: Output {
        get async throws {
            let box = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<UncheckedSendable<Output>, any Error>) in
                subscribe(AwaitingSubscriber<Output, Failure> { result in
                    switch result {
                    case .success(let output): continuation.resume(returning: UncheckedSendable(output))
                    case .failure(let error): continuation.resume(throwing: error)
                    }
                })
            }
            return box.value
        }
    }
}

/// Requests one value and reports the first value or failure exactly once. Futures outlive
/// this subscriber's wait: the subscription keeps it until delivery.
private final class AwaitingSubscriber<Input, Failure: Error>: Subscriber, @unchecked Sendable {
    private let report: Locked<((Result<Input, Failure>) -> Void)?>

    init(report: @escaping (Result<Input, Failure>) -> Void) {
        self.report = Locked(report)
    }

    func receive(subscription: any Subscription) {
        subscription.request(.max(1))
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        finish(.success(input))
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        if case .failure(let error) = completion { finish(.failure(error)) }
    }

    private func finish(_ result: Result<Input, Failure>) {
        let callback = report.withLock { stored -> ((Result<Input, Failure>) -> Void)? in
            defer { stored = nil }
            return stored
        }
        callback?(result)
    }
}
