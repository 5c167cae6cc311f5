/// A publisher that immediately terminates with the specified error.
public struct Fail<Output, Failure>: Publisher where Failure: Error {
    /// Creates a publisher that immediately terminates with the specified failure.
    public init(error: Failure) {
        self.error = error
    }

    /// Creates a publisher with the given output type, that immediately terminates with the specified failure.
    public init(outputType: Output.Type, failure: Failure) {
        self.error = failure
    }

    /// The failure to send when terminating the publisher.
    public let error: Failure

    public func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber {
        subscriber.receive(subscription: Subscriptions.empty)
        subscriber.receive(completion: .failure(error))
    }
}

extension Fail: Equatable where Failure: Equatable {
    public static func == (lhs: Fail<Output, Failure>, rhs: Fail<Output, Failure>) -> Bool {
        lhs.error == rhs.error
    }
}
