/// A publisher that exposes a method for outside callers to publish elements.
///
/// Our subjects are thread-safe: `send` may be called from any thread, and each subscriber
/// still receives its calls one at a time.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Sends a value to the subscriber.
    func send(_ value: Self.Output)
    /// Sends a completion signal to the subscriber.
    func send(completion: Subscribers.Completion<Self.Failure>)
    /// Provides this subject with a subscription.
    func send(subscription: any Subscription)
}

extension Subject where Self.Output == () {
    /// Sends a void value to the subscriber.
    public func send() {
        send(())
    }
}

extension Publisher {
    /// Attaches the specified subject to this publisher.
    public func subscribe<S>(_ subject: S) -> AnyCancellable where S: Subject, Self.Failure == S.Failure, Self.Output == S.Output {
        let forwarder = SubjectForwarder(subject: subject)
        subscribe(forwarder)
        return AnyCancellable(forwarder)
    }
}

/// Subscribes a subject to an upstream publisher: forwards values and completion, and cancels
/// the upstream subscription when cancelled.
private final class SubjectForwarder<Target: Subject>: Subscriber, Cancellable {
    typealias Input = Target.Output
    typealias Failure = Target.Failure

    private let subject: Target
    private let upstream = SubscriptionSlot()

    init(subject: Target) {
        self.subject = subject
    }

    func receive(subscription: any Subscription) {
        if upstream.attach(subscription) {
            subject.send(subscription: subscription)
        }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        if upstream.isActive { subject.send(input) }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        if upstream.finish() { subject.send(completion: completion) }
    }

    func cancel() {
        upstream.cancel()
    }
}
