/// A protocol representing the connection of a subscriber to a publisher.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    /// Tells a publisher that it may send more values to the subscriber.
    func request(_ demand: Subscribers.Demand)
}

/// A namespace for symbols related to subscriptions.
public enum Subscriptions {}

extension Subscriptions {
    /// Returns the "empty" subscription: requests and cancellation do nothing.
    ///
    /// Use it when a publisher sends a completion right after subscription.
    public static var empty: any Subscription {
        EmptySubscription.shared
    }
}

/// The subscription behind ``Subscriptions/empty``.
final class EmptySubscription: Subscription, Sendable {
    static let shared = EmptySubscription()
    func request(_ demand: Subscribers.Demand) {}
    func cancel() {}
}
