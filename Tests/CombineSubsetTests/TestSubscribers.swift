import CombineSubset
import Foundation

/// A subscriber that records everything and requests a fixed demand up front, plus a fixed
/// extra demand per value: the custom subscriber of the demand tests.
final class RecordingSubscriber<Input, Failure: Error>: Subscriber, @unchecked Sendable {
    private let lock = NSLock()
    private var storedValues: [Input] = []
    private var storedCompletions: [Subscribers.Completion<Failure>] = []
    private(set) var subscription: (any Subscription)?
    private let initialDemand: Subscribers.Demand
    private let demandPerValue: Subscribers.Demand

    init(initialDemand: Subscribers.Demand, demandPerValue: Subscribers.Demand = .none) {
        self.initialDemand = initialDemand
        self.demandPerValue = demandPerValue
    }

    var values: [Input] { lock.withLock { storedValues } }
    var completionCount: Int { lock.withLock { storedCompletions.count } }
    var finished: Bool {
        lock.withLock {
            if case .finished? = storedCompletions.last { return true }
            return false
        }
    }

    func receive(subscription: any Subscription) {
        self.subscription = subscription
        if initialDemand > 0 { subscription.request(initialDemand) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.withLock { storedValues.append(input) }
        return demandPerValue
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.withLock { storedCompletions.append(completion) }
    }
}

struct TestError: Error, Equatable {
    let code: Int
}

/// Collects values from a `sink` callback that may run on any thread.
final class Collector<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Value] = []
    func append(_ value: Value) { lock.withLock { stored.append(value) } }
    var values: [Value] { lock.withLock { stored } }
}
