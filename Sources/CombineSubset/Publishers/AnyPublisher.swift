/// A publisher that performs type erasure by wrapping another publisher.
@frozen public struct AnyPublisher<Output, Failure>: CustomStringConvertible, CustomPlaygroundDisplayConvertible where Failure: Error {
    private let subscribeBody: (AnySubscriber<Output, Failure>) -> Void

    public var description: String { "AnyPublisher" }
    public var playgroundDescription: Any { description }

    /// Creates a type-erasing publisher to wrap the provided publisher.
    public init<P>(_ publisher: P) where Output == P.Output, Failure == P.Failure, P: Publisher {
        if let erased = publisher as? AnyPublisher<Output, Failure> {
            self = erased
        } else {
            subscribeBody = { subscriber in publisher.receive(subscriber: subscriber) }
        }
    }
}

extension AnyPublisher: Publisher {
    public func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber {
        subscribeBody(AnySubscriber(subscriber))
    }
}

extension Publisher {
    /// Wraps this publisher with a type eraser.
    public func eraseToAnyPublisher() -> AnyPublisher<Self.Output, Self.Failure> {
        AnyPublisher(self)
    }
}
