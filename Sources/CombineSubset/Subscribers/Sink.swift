extension Subscribers {
    /// A simple subscriber that requests an unlimited number of values upon subscription.
    ///
    /// After `cancel()` (or after completion) it delivers nothing more and releases its
    /// subscription.
    final public class Sink<Input, Failure>: Subscriber, Cancellable, CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible where Failure: Error {
        /// The closure to execute on receipt of a value.
        final public private(set) var receiveValue: (Input) -> Void
        /// The closure to execute on completion.
        final public private(set) var receiveCompletion: (Subscribers.Completion<Failure>) -> Void

        private let upstream = SubscriptionSlot()

        final public var description: String { "Sink" }
        final public var customMirror: Mirror { Mirror(self, children: []) }
        final public var playgroundDescription: Any { description }

        /// Initializes a sink with the provided closures.
        public init(receiveCompletion: @escaping ((Subscribers.Completion<Failure>) -> Void), receiveValue: @escaping ((Input) -> Void)) {
            self.receiveCompletion = receiveCompletion
            self.receiveValue = receiveValue
        }

        deinit {
            upstream.cancel()
        }

        final public func receive(subscription: any Subscription) {
            if upstream.attach(subscription) {
                subscription.request(.unlimited)
            }
        }

        final public func receive(_ value: Input) -> Subscribers.Demand {
            if upstream.isActive {
                receiveValue(value)
            }
            return .none
        }

        final public func receive(completion: Subscribers.Completion<Failure>) {
            if upstream.finish() {
                receiveCompletion(completion)
            }
        }

        final public func cancel() {
            upstream.cancel()
        }
    }
}

extension Publisher {
    /// Attaches a subscriber with closure-based behavior.
    ///
    /// Returns a cancellable that ends the subscription when cancelled or deinitialized.
    public func sink(receiveCompletion: @escaping ((Subscribers.Completion<Self.Failure>) -> Void), receiveValue: @escaping ((Self.Output) -> Void)) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        subscribe(sink)
        return AnyCancellable(sink)
    }
}

extension Publisher where Self.Failure == Never {
    /// Attaches a subscriber with closure-based behavior to a publisher that never fails.
    public func sink(receiveValue: @escaping ((Self.Output) -> Void)) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}
