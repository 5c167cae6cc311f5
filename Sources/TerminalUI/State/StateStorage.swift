import Foundation

/// Storage for one `@State` value (a `@FocusState`'s is a `FocusStateBox`). It lives in a graph
/// node's slot (so it survives re-creation of the view value) and invalidates its node when set.
class StateBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var storedValue: Value
    /// The node to invalidate when the value changes.
    final var token: NodeToken?

    init(_ value: Value) {
        storedValue = value
    }

    final var value: Value {
        get { lock.withLock { storedValue } }
        set { set(newValue) }
    }

    /// Stores a value and invalidates the owning node, unless the value is equal to the old one.
    final func set(_ newValue: Value) {
        let unchanged: Bool = lock.withLock {
            let same = ValueEquality.areEqual(storedValue, newValue)
            storedValue = newValue
            return same
        }
        guard !unchanged else { return }
        valueDidChange()
        token?.invalidate()
    }

    /// Called when `set` changed the value, before the node is invalidated.
    func valueDidChange() {}
}

/// A `@FocusState`'s box: its changes are told to `FocusRequestInputs`.
final class FocusStateBox<Value>: StateBox<Value>, @unchecked Sendable {
    override func valueDidChange() { FocusRequestInputs.noteChange() }
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
