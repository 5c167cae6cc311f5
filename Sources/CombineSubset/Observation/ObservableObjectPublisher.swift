/// A publisher that publishes changes from observable objects.
///
/// It sends (no value, `()`) before the object changes. Thread-safe.
final public class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never

    private let broadcaster = SubjectBroadcaster<Void, Never>(keepsLatest: false)

    /// Creates an observable object publisher.
    public init() {}

    final public func receive<S>(subscriber: S) where S: Subscriber, S.Failure == Never, S.Input == () {
        broadcaster.attach(subscriber, initial: nil)
    }

    /// Sends the changed value to the downstream subscribers.
    final public func send() {
        broadcaster.send(())
    }
}
