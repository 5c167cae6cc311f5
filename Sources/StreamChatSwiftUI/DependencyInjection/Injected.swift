/// Reads a dependency from ``InjectedValues`` by key path: `@Injected(\.colors) var colors`.
///
/// The wrapper can be declared in any type; reading or assigning the wrapped value is
/// main-actor isolated and therefore checked by the compiler.
@propertyWrapper
public struct Injected<T> {
    private let keyPath: WritableKeyPath<InjectedValues, T>

    /// The current dependency. Assigning replaces it for everyone.
    @MainActor public var wrappedValue: T {
        get { InjectedValues[keyPath] }
        set { InjectedValues[keyPath] = newValue }
    }

    /// Creates a wrapper that reads the dependency at `keyPath`.
    public init(_ keyPath: WritableKeyPath<InjectedValues, T>) {
        self.keyPath = keyPath
    }
}
