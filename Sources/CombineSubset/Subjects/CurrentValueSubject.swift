/// A subject that wraps a single value and publishes a new element whenever the value changes.
///
/// A new subscriber receives the current value first (once it requests demand). A value sent
/// while a subscriber has no outstanding demand is held, latest only, until it asks. Thread-safe:
/// `value` and `send` may be used from any thread.
final public class CurrentValueSubject<Output, Failure>: Subject where Failure: Error {
    private let broadcaster = SubjectBroadcaster<Output, Failure>(keepsLatest: true)
    private let current: Locked<Output>

    /// The value wrapped by this subject, published as a new element whenever it changes.
    final public var value: Output {
        get { current.withLock { $0 } }
        set { send(newValue) }
    }

    /// Creates a current value subject with the given initial value.
    public init(_ value: Output) {
        current = Locked(value)
    }

    final public func send(subscription: any Subscription) {
        broadcaster.send(subscription: subscription)
    }

    final public func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber {
        broadcaster.attach(subscriber, initial: value)
    }

    final public func send(_ input: Output) {
        current.withLock { $0 = input }
        broadcaster.send(input)
    }

    final public func send(completion: Subscribers.Completion<Failure>) {
        broadcaster.send(completion: completion)
    }
}
