extension Subscribers {
    /// A simple subscriber that assigns received elements to a property indicated by a key path.
    ///
    /// It holds the object strongly until completion or cancellation, as Apple's does.
    final public class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible {
        public typealias Failure = Never

        private let target: Locked<Root?>
        private let upstream = SubscriptionSlot()

        /// The object that contains the property to assign; `nil` after completion or cancellation.
        final public var object: Root? { target.withLock { $0 } }
        /// The key path that indicates the property to assign.
        final public let keyPath: ReferenceWritableKeyPath<Root, Input>

        final public var description: String { "Assign \(Root.self)." }
        final public var customMirror: Mirror {
            Mirror(self, children: ["object": object as Any, "keyPath": keyPath])
        }
        final public var playgroundDescription: Any { description }

        /// Creates a subscriber to assign the value of a property indicated by a key path.
        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
            self.target = Locked(object)
            self.keyPath = keyPath
        }

        final public func receive(subscription: any Subscription) {
            if upstream.attach(subscription) {
                subscription.request(.unlimited)
            }
        }

        final public func receive(_ value: Input) -> Subscribers.Demand {
            guard upstream.isActive, let object else { return .none }
            object[keyPath: keyPath] = value
            return .none
        }

        final public func receive(completion: Subscribers.Completion<Never>) {
            if upstream.finish() {
                target.withLock { $0 = nil }
            }
        }

        final public func cancel() {
            upstream.cancel()
            target.withLock { $0 = nil }
        }
    }
}

extension Publisher where Self.Failure == Never {
    /// Assigns each element from a publisher to a property on an object.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Self.Output>, on object: Root) -> AnyCancellable {
        let subscriber = Subscribers.Assign(object: object, keyPath: keyPath)
        subscribe(subscriber)
        return AnyCancellable(subscriber)
    }
}
