/// Whether two environment values are the same for the views that read them.
///
/// `Equatable` values compare with `==`, objects by identity, optionals by their contents, and
/// values built around a closure (actions) by their identity (`IdentifiedAction`). Anything else counts as different, so a write of it is a change.
enum EnvironmentValueSameness {
    static func areSame(_ lhs: Any, _ rhs: Any) -> Bool {
        guard type(of: lhs) == type(of: rhs) else { return false }
        // Optionals first (by their type: a dynamic cast of `.some(x)` to a protocol would see `x`).
        if let optional = type(of: lhs) as? any OptionalEnvironmentValue.Type { return optional.haveSameContents(lhs, rhs) }
        if let left = lhs as? any Equatable { return left.isSameValue(as: rhs) }
        if let left = lhs as? IdentifiedAction, let right = rhs as? IdentifiedAction {
            return left.actionIdentity === right.actionIdentity
        }
        if type(of: lhs) is AnyClass { return (lhs as AnyObject) === (rhs as AnyObject) }
        return false
    }
}

/// A value that wraps a closure (an action). Closures cannot be compared, so each action made
/// gets an identity, shared by its copies: the part of the engine that writes an action into
/// an environment makes it once and writes that value again on every update, which is then
/// the same; an action made again is a change.
protocol IdentifiedAction {
    var actionIdentity: ActionIdentity { get }
}

/// The identity of one action value and its copies.
final class ActionIdentity: Sendable {}

/// Optionals, compared by their contents.
protocol OptionalEnvironmentValue {
    static func haveSameContents(_ lhs: Any, _ rhs: Any) -> Bool
}

extension Optional: OptionalEnvironmentValue {
    static func haveSameContents(_ lhs: Any, _ rhs: Any) -> Bool {
        guard let left = lhs as? Wrapped?, let right = rhs as? Wrapped? else { return false }
        switch (left, right) {
        case (nil, nil): return true
        case let (leftValue?, rightValue?): return EnvironmentValueSameness.areSame(leftValue, rightValue)
        default: return false
        }
    }
}

extension Equatable {
    fileprivate func isSameValue(as other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
