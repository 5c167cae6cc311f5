/// A property wrapper type that can read and write a value owned by a source of truth.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let getter: @isolated(any) @Sendable () -> Value
    private let setter: @isolated(any) @Sendable (Value) -> Void

    /// Creates a binding with closures that read and write the binding value.
    ///
    /// The closures are called synchronously on the caller's actor (the main actor, for views).
    @preconcurrency public init(@_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
                                @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Void) {
        self.getter = get
        self.setter = set
    }

    /// Creates a binding with closures that read and write the binding value (transaction ignored).
    @preconcurrency public init(@_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
                                @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value, Transaction) -> Void) {
        self.getter = get
        let plainSet = unsafeBitCast(set, to: (@Sendable (Value, Transaction) -> Void).self)
        self.setter = { plainSet($0, Transaction()) }
    }

    /// Creates a binding with an immutable value.
    public static func constant(_ value: Value) -> Binding<Value> {
        nonisolated(unsafe) let constant = value
        return Binding(get: { constant }, set: { _ in })
    }

    /// Creates a binding from the value of another binding.
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// The underlying value referenced by the binding variable.
    public var wrappedValue: Value {
        get { access.read() }
        nonmutating set { access.write(newValue) }
    }

    /// A projection of the binding value that returns a binding.
    public var projectedValue: Binding<Value> { self }

    /// Returns a binding to the resulting value of a given key path.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let access = access
        nonisolated(unsafe) let path = keyPath
        return Binding<Subject>(get: { access.read()[keyPath: path] },
                                set: { newValue in
                                    var value = access.read()
                                    value[keyPath: path] = newValue
                                    access.write(value)
                                })
    }

    /// The binding's closures, capturable in `@Sendable` closures whatever `Value` is.
    var access: BindingAccess<Value> { BindingAccess(getter: getter, setter: setter) }
}

extension Binding {
    /// Creates a binding by projecting the base value to an optional value.
    public init<V>(_ base: Binding<V>) where Value == V? {
        let access = base.access
        self.init(get: { Optional(access.read()) }, set: { if let value = $0 { access.write(value) } })
    }

    /// Creates a binding by projecting the base value to an unwrapped value; nil when the base is nil.
    public init?(_ base: Binding<Value?>) {
        guard let current = base.wrappedValue else { return nil }
        let access = base.access
        nonisolated(unsafe) let fallback = current
        self.init(get: { access.read() ?? fallback }, set: { access.write($0) })
    }
}

extension Binding: Sendable where Value: Sendable {}

/// The getter and setter of a binding, called synchronously on the caller's actor (the main
/// actor, for views). Both closures are `@Sendable`, so this handle crosses into other
/// `@Sendable` closures (derived bindings) even when `Value` itself is not `Sendable`.
struct BindingAccess<Value>: Sendable {
    let getter: @isolated(any) @Sendable () -> Value
    let setter: @isolated(any) @Sendable (Value) -> Void

    func read() -> Value { unsafeBitCast(getter, to: (@Sendable () -> Value).self)() }
    func write(_ value: Value) { unsafeBitCast(setter, to: (@Sendable (Value) -> Void).self)(value) }
}

extension Binding: Identifiable where Value: Identifiable {
    /// The stable identity of the entity associated with this instance.
    public var id: Value.ID { wrappedValue.id }
}
