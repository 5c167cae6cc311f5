/// A key for a dependency stored in ``InjectedValues``.
///
/// Conform a type to this protocol and give it a default `currentValue`, then extend
/// ``InjectedValues`` with a property whose getter and setter go through
/// `InjectedValues[YourKey.self]`. The property can then be read with `@Injected(\.yourProperty)`.
///
/// `currentValue` is main-actor isolated: dependencies are UI state, read and replaced on the
/// main actor, which lets a key hold a non-`Sendable` class instance in a mutable static.
public protocol InjectionKey {
    /// The type of the dependency.
    associatedtype Value

    /// The dependency's current value; assign to it to replace the dependency.
    @MainActor static var currentValue: Self.Value { get set }
}
