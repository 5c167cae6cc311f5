/// A subject that broadcasts elements to downstream subscribers.
///
/// Unlike ``CurrentValueSubject``, it has no initial value or buffer of the most recently
/// published element: a value sent while a subscriber has no outstanding demand is dropped for
/// that subscriber. Thread-safe.
final public class PassthroughSubject<Output, Failure>: Subject where Failure: Error {
    private let broadcaster = SubjectBroadcaster<Output, Failure>(keepsLatest: false)

    public init() {}

    final public func send(subscription: any Subscription) {
        broadcaster.send(subscription: subscription)
    }

    final public func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber {
        broadcaster.attach(subscriber, initial: nil)
    }

    final public func send(_ input: Output) {
        broadcaster.send(input)
    }

    final public func send(completion: Subscribers.Completion<Failure>) {
        broadcaster.send(completion: completion)
    }
}
