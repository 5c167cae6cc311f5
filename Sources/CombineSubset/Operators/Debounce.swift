import Foundation

extension Publisher {
    /// Publishes elements only after a specified time interval elapses between events.
    ///
    /// The latest value is delivered on the scheduler once `dueTime` passed without a newer
    /// value. As with Apple's operator, a value still waiting when upstream completes is
    /// dropped, and the completion is delivered on the scheduler.
    public func debounce<S>(for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.Debounce<Self, S> where S: Scheduler {
        Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
    }
}

extension Publishers {
    /// A publisher that publishes elements only after a specified time interval elapses between events.
    public struct Debounce<Upstream, Context>: Publisher where Upstream: Publisher, Context: Scheduler {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The amount of time the publisher should wait before publishing an element.
        public let dueTime: Context.SchedulerTimeType.Stride
        /// The scheduler on which this publisher delivers elements.
        public let scheduler: Context
        /// Scheduler options that customize this publisher's delivery of elements.
        public let options: Context.SchedulerOptions?

        public init(upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.dueTime = dueTime
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            upstream.subscribe(DebounceSubscriber(downstream: subscriber, dueTime: dueTime, scheduler: scheduler, options: options))
        }
    }
}

/// Requests everything from upstream, keeps the latest value with a generation number, and
/// delivers it when the timer of that same generation fires and downstream has demand.
final class DebounceSubscriber<Downstream: Subscriber, Context: Scheduler>: Subscriber, Subscription, @unchecked Sendable {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private struct State {
        var generation = 0
        var pending: Input?
        var demand = Subscribers.Demand.none
        var terminated = false
    }

    private let downstream: Downstream
    private let dueTime: Context.SchedulerTimeType.Stride
    private let scheduler: Context
    private let options: Context.SchedulerOptions?
    private let upstream = SubscriptionSlot()
    private let state = Locked(State())
    private let delivery = NSRecursiveLock()

    init(downstream: Downstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context, options: Context.SchedulerOptions?) {
        self.downstream = downstream
        self.dueTime = dueTime
        self.scheduler = scheduler
        self.options = options
    }

    func receive(subscription: any Subscription) {
        guard upstream.attach(subscription) else { return }
        downstream.receive(subscription: self)
        subscription.request(.unlimited)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        let generation = state.withLock { state -> Int? in
            guard !state.terminated else { return nil }
            state.generation += 1
            state.pending = input
            return state.generation
        }
        guard let generation else { return .none }
        let due = scheduler.now.advanced(by: dueTime)
        scheduler.schedule(after: due, tolerance: scheduler.minimumTolerance, options: options) { [self] in
            fire(generation: generation)
        }
        return .none
    }

    private func fire(generation: Int) {
        delivery.lock()
        defer { delivery.unlock() }
        let value = state.withLock { state -> Input? in
            guard !state.terminated, state.generation == generation, state.demand > 0, let pending = state.pending else { return nil }
            state.pending = nil
            state.demand -= 1
            return pending
        }
        guard let value else { return }
        let more = downstream.receive(value)
        state.withLock { $0.demand += more }
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        guard upstream.finish() else { return }
        scheduler.schedule(options: options) { [self] in
            delivery.lock()
            defer { delivery.unlock() }
            let wasActive = state.withLock { state -> Bool in
                defer { state.terminated = true; state.pending = nil }
                return !state.terminated
            }
            if wasActive { downstream.receive(completion: completion) }
        }
    }

    func request(_ demand: Subscribers.Demand) {
        state.withLock { $0.demand += demand }
    }

    func cancel() {
        state.withLock { state in
            state.terminated = true
            state.pending = nil
        }
        upstream.cancel()
    }
}
