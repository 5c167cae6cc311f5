/// A type-erasing subscriber. It keeps the wrapped subscriber's `combineIdentifier`.
@frozen public struct AnySubscriber<Input, Failure>: Subscriber, CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible where Failure: Error {
    private let receiveSubscriptionBody: (any Subscription) -> Void
    private let receiveValueBody: (Input) -> Subscribers.Demand
    private let receiveCompletionBody: (Subscribers.Completion<Failure>) -> Void
    private let descriptionBody: () -> String

    public let combineIdentifier: CombineIdentifier

    public var description: String { descriptionBody() }
    public var customMirror: Mirror { Mirror(self, children: []) }
    public var playgroundDescription: Any { description }

    /// Creates a type-erasing subscriber to wrap an existing subscriber.
    public init<S>(_ s: S) where Input == S.Input, Failure == S.Failure, S: Subscriber {
        if let erased = s as? AnySubscriber<Input, Failure> {
            self = erased
            return
        }
        combineIdentifier = s.combineIdentifier
        receiveSubscriptionBody = { s.receive(subscription: $0) }
        receiveValueBody = { s.receive($0) }
        receiveCompletionBody = { s.receive(completion: $0) }
        descriptionBody = { (s as? CustomStringConvertible)?.description ?? "\(type(of: s))" }
    }

    /// Creates a type-erasing subscriber that forwards values and completion to a subject.
    public init<S>(_ s: S) where Input == S.Output, Failure == S.Failure, S: Subject {
        combineIdentifier = CombineIdentifier(s)
        receiveSubscriptionBody = { s.send(subscription: $0) }
        receiveValueBody = { s.send($0); return .none }
        receiveCompletionBody = { s.send(completion: $0) }
        descriptionBody = { "\(type(of: s))" }
    }

    /// Creates a type-erasing subscriber that executes the provided closures.
    public init(receiveSubscription: ((any Subscription) -> Void)? = nil, receiveValue: ((Input) -> Subscribers.Demand)? = nil, receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil) {
        combineIdentifier = CombineIdentifier()
        receiveSubscriptionBody = receiveSubscription ?? { _ in }
        receiveValueBody = receiveValue ?? { _ in .none }
        receiveCompletionBody = receiveCompletion ?? { _ in }
        descriptionBody = { "Anonymous AnySubscriber" }
    }

    public func receive(subscription: any Subscription) {
        receiveSubscriptionBody(subscription)
    }

    public func receive(_ value: Input) -> Subscribers.Demand {
        receiveValueBody(value)
    }

    public func receive(completion: Subscribers.Completion<Failure>) {
        receiveCompletionBody(completion)
    }
}
