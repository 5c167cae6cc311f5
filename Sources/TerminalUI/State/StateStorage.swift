import Foundation

/// Storage for one `@State`/`@FocusState` value. It lives in a graph node's slot (so it
/// survives re-creation of the view value) and invalidates its node when set.
final class StateBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var storedValue: Value
    /// The node to invalidate when the value changes.
    var token: NodeToken?
    /// Whether this is a `@FocusState`'s box: its changes are told to `FocusRequestInputs`.
    private let isFocusState: Bool

    init(_ value: Value, isFocusState: Bool = false) {
        storedValue = value
        self.isFocusState = isFocusState
    }

    var value: Value {
        get { lock.withLock { storedValue } }
        set { set(newValue) }
    }

    /// Stores a value and invalidates the owning node, unless the value is equal to the old one.
    func set(_ newValue: Value) {
        let unchanged: Bool = lock.withLock {
            let same = ValueEquality.areEqual(storedValue, newValue)
            storedValue = newValue
            return same
        }
        guard !unchanged else { return }
        if isFocusState { FocusRequestInputs.noteChange() }
        token?.invalidate()
    }
}

/// The per-value handle of a `@State`: points at the box that holds the value, which is the
/// node's box once the view value has been bound to its node.
final class StateLink<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var current: StateBox<Value>
    init(_ box: StateBox<Value>) { current = box }
    var box: StateBox<Value> {
        get { lock.withLock { current } }
        set { lock.withLock { current = newValue } }
    }
}

/// Compares two values when their type is `Equatable`.
enum ValueEquality {
    static func areEqual<T>(_ lhs: T, _ rhs: T) -> Bool {
        guard let left = lhs as? any Equatable else { return false }
        return left.isEqual(to: rhs)
    }
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
