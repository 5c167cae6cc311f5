/// A property wrapper type that can read and write a value owned by a source of truth.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let getter: @isolated(any) @Sendable () -> Value
    private let setter: @isolated(any) @Sendable (Value) -> Void

    /// Creates a binding with closures that read and write the binding value.
    ///
    /// The closures are called synchronously on the caller's actor (the main actor, for views).
    @preconcurrency public init(get: @escaping @isolated(any) @Sendable () -> Value,
                                set: @escaping @isolated(any) @Sendable (Value) -> Void) {
        self.getter = get
        self.setter = set
    }

    /// Creates a binding with closures that read and write the binding value (transaction ignored).
    @preconcurrency public init(get: @escaping @isolated(any) @Sendable () -> Value,
                                set: @escaping @isolated(any) @Sendable (Value, Transaction) -> Void) {
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
        get { unsafeBitCast(getter, to: (@Sendable () -> Value).self)() }
        nonmutating set { unsafeBitCast(setter, to: (@Sendable (Value) -> Void).self)(newValue) }
    }

    /// A projection of the binding value that returns a binding.
    public var projectedValue: Binding<Value> { self }

    /// Returns a binding to the resulting value of a given key path.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let base = self
        nonisolated(unsafe) let path = keyPath
        return Binding<Subject>(get: { base.wrappedValue[keyPath: path] },
                                set: { base.wrappedValue[keyPath: path] = $0 })
    }
}

extension Binding {
    /// Creates a binding by projecting the base value to an optional value.
    public init<V>(_ base: Binding<V>) where Value == V? {
        let base = base
        self.init(get: { Optional(base.wrappedValue) }, set: { if let value = $0 { base.wrappedValue = value } })
    }

    /// Creates a binding by projecting the base value to an unwrapped value; nil when the base is nil.
    public init?(_ base: Binding<Value?>) {
        guard let current = base.wrappedValue else { return nil }
        let base = base
        nonisolated(unsafe) let fallback = current
        self.init(get: { base.wrappedValue ?? fallback }, set: { base.wrappedValue = $0 })
    }
}

extension Binding: @unchecked Sendable {}

extension Binding: Identifiable where Value: Identifiable {
    /// The stable identity of the entity associated with this instance.
    public var id: Value.ID { wrappedValue.id }
}
