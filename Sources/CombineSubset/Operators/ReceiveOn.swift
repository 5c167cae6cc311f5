import Foundation

extension Publisher {
    /// Specifies the scheduler on which to receive elements from the publisher.
    ///
    /// Values and completion are delivered through `scheduler.schedule(options:_:)`; requests
    /// and cancellation go upstream directly.
    public func receive<S>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> where S: Scheduler {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
    }
}

extension Publishers {
    /// A publisher that delivers elements to its downstream subscriber on a specific scheduler.
    public struct ReceiveOn<Upstream, Context>: Publisher where Upstream: Publisher, Context: Scheduler {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The scheduler the publisher is to use for element delivery.
        public let scheduler: Context
        /// Scheduler options that customize the delivery of elements.
        public let options: Context.SchedulerOptions?

        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            upstream.subscribe(ReceiveOnSubscriber(downstream: subscriber, scheduler: scheduler, options: options))
        }
    }
}

/// Re-delivers each event on the scheduler; a cancelled subscription delivers nothing more.
final class ReceiveOnSubscriber<Downstream: Subscriber, Context: Scheduler>: Subscriber, Subscription, @unchecked Sendable {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let downstream: Downstream
    private let scheduler: Context
    private let options: Context.SchedulerOptions?
    private let upstream = SubscriptionSlot()
    /// Serializes deliveries, in case the scheduler runs actions concurrently.
    private let delivery = NSRecursiveLock()
    private let cancelled = Locked(false)

    init(downstream: Downstream, scheduler: Context, options: Context.SchedulerOptions?) {
        self.downstream = downstream
        self.scheduler = scheduler
        self.options = options
    }

    func receive(subscription: any Subscription) {
        if upstream.attach(subscription) {
            downstream.receive(subscription: self)
        }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        scheduler.schedule(options: options) { [self] in
            delivery.lock()
            defer { delivery.unlock() }
            guard !cancelled.withLock({ $0 }) else { return }
            let more = downstream.receive(input)
            if more > 0 { upstream.subscription?.request(more) }
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        guard upstream.finish() else { return }
        scheduler.schedule(options: options) { [self] in
            delivery.lock()
            defer { delivery.unlock() }
            guard !cancelled.withLock({ $0 }) else { return }
            downstream.receive(completion: completion)
        }
    }

    func request(_ demand: Subscribers.Demand) {
        upstream.subscription?.request(demand)
    }

    func cancel() {
        cancelled.withLock { $0 = true }
        upstream.cancel()
    }
}
