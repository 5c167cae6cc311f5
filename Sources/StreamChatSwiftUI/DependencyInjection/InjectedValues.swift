/// The container of the SDK's dependencies, addressed by key type or by key path.
///
/// The built-in dependencies are ``chatClient``, ``colors``, ``fonts``, ``images`` and ``utils``.
/// Add your own by declaring an ``InjectionKey`` and a computed property in an extension:
///
/// ```swift
/// extension InjectedValues {
///     var customType: CustomType {
///         get { Self[CustomInjectionKey.self] }
///         set { Self[CustomInjectionKey.self] = newValue }
///     }
/// }
/// ```
///
/// The type is nonisolated so that `@Injected(...)` can be declared anywhere, but every value
/// lives on the main actor: reading or writing one from another isolation domain traps.
public struct InjectedValues {
    /// The instance that key paths are applied to; it holds no state of its own, every property
    /// forwards to a key's main-actor `currentValue`.
    nonisolated(unsafe) private static var current = InjectedValues()

    private init() {}

    /// The current value of the dependency stored under `key`.
    public static subscript<K: InjectionKey>(key: K.Type) -> K.Value {
        get { _onMainActor { K.currentValue } }
        set {
            let box = InjectedBox(newValue)
            _onMainActor { K.currentValue = box.value }
        }
    }

    /// The current value of the dependency at `keyPath`, for example `InjectedValues[\.utils]`.
    public static subscript<T>(_ keyPath: WritableKeyPath<InjectedValues, T>) -> T {
        get { current[keyPath: keyPath] }
        set { current[keyPath: keyPath] = newValue }
    }
}

/// Carries a value into the main-actor closure of `_onMainActor`, which runs synchronously on the
/// caller's thread after the isolation check; the value never crosses a thread.
struct InjectedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
