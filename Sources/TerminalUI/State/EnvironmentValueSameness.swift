import Foundation

/// Whether two environment values are the same for the views that read them.
///
/// `Equatable` values compare with `==`, objects by identity, optionals by their contents, and
/// values built around a closure (actions) by their identity (`IdentifiedAction`). Anything else
/// counts as different, so a write of it is a change.
///
/// Every environment write asks this, so how values of a type compare is decided once per type
/// (`SamenessComparison`): asking the runtime on every write whether a value is `Equatable` (a
/// conformance lookup) or casting it to an optional of its type cost more than the write.
enum EnvironmentValueSameness {
    static func areSame(_ lhs: Any, _ rhs: Any) -> Bool {
        let valueType = type(of: lhs)
        guard valueType == type(of: rhs) else { return false }
        return comparison(for: valueType).areSame(lhs, rhs)
    }

    private static let lock = NSLock()
    /// The comparison of each type met so far (environment values are written on any thread).
    /// Unchecked exclusivity: every access is one dictionary read or write under `lock`.
    @exclusivity(unchecked) nonisolated(unsafe) private static var comparisons: [ObjectIdentifier: any SamenessComparison] = [:]

    /// Whether how values of `valueType` compare was worked out already.
    static func hasDecided(_ valueType: Any.Type) -> Bool {
        lock.withLock { comparisons[ObjectIdentifier(valueType)] != nil }
    }

    private static func comparison(for valueType: Any.Type) -> any SamenessComparison {
        let key = ObjectIdentifier(valueType)
        if let known = lock.withLock({ comparisons[key] }) { return known }
        let made = makeComparison(for: valueType)
        lock.withLock { comparisons[key] = made }
        return made
    }

    /// The kinds in the order they are tried: optionals first (by their type: a dynamic cast of
    /// `.some(x)` to a protocol would see `x`), then `Equatable`, actions, objects.
    private static func makeComparison(for valueType: Any.Type) -> any SamenessComparison {
        if let optional = valueType as? any OptionalEnvironmentValue.Type { return optional.contentsComparison }
        if let equatable = valueType as? any Equatable.Type { return equatableComparison(equatable) }
        if let action = valueType as? any IdentifiedAction.Type { return actionComparison(action) }
        if valueType is AnyClass { return IdentityComparison() }
        return NeverSame()
    }

    private static func equatableComparison<Value: Equatable>(_: Value.Type) -> any SamenessComparison {
        EquatableComparison<Value>()
    }

    private static func actionComparison<Action: IdentifiedAction>(_: Action.Type) -> any SamenessComparison {
        ActionComparison<Action>()
    }
}

/// How two values of one type (the type it was made for) compare.
protocol SamenessComparison: Sendable {
    func areSame(_ lhs: Any, _ rhs: Any) -> Bool
}

/// Calls `body` with the value held in `value` seen as `Target`, which must be its dynamic type
/// (no dynamic cast: the value is opened and borrowed). A value held in an existential inside
/// `value` (the contents of an optional `Any`, passed on as `Any`) opens as that existential:
/// it is cast, which looks through it.
///
/// The cast is a function of its own: its result (`Target?`) is a type built at run time, whose
/// metadata the runtime looks up in its tables, and a function holding it asks for that on every
/// call, also when the value is simply borrowed (about 70 instructions per environment write).
private func withOpenedValue<Target, Result>(_ value: Any, as target: Target.Type, _ body: (Target) -> Result) -> Result {
    func open<Source>(_ source: Source) -> Result {
        if Source.self == Target.self { return ViewValue.reinterpret(source, as: target, body) }
        return withCastValue(source, as: target, body)
    }
    return _openExistential(value, do: open)
}

@inline(never)
private func withCastValue<Source, Target, Result>(_ source: Source, as _: Target.Type, _ body: (Target) -> Result) -> Result {
    guard let cast = source as? Target else { preconditionFailure("an environment value of another type than \(Target.self)") }
    return body(cast)
}

private struct EquatableComparison<Value: Equatable>: SamenessComparison {
    func areSame(_ lhs: Any, _ rhs: Any) -> Bool {
        withOpenedValue(lhs, as: Value.self) { left in withOpenedValue(rhs, as: Value.self) { right in left == right } }
    }
}

private struct ActionComparison<Action: IdentifiedAction>: SamenessComparison {
    func areSame(_ lhs: Any, _ rhs: Any) -> Bool {
        withOpenedValue(lhs, as: Action.self) { left in
            withOpenedValue(rhs, as: Action.self) { right in left.actionIdentity === right.actionIdentity }
        }
    }
}

private struct IdentityComparison: SamenessComparison {
    func areSame(_ lhs: Any, _ rhs: Any) -> Bool { (lhs as AnyObject) === (rhs as AnyObject) }
}

private struct NeverSame: SamenessComparison {
    func areSame(_ lhs: Any, _ rhs: Any) -> Bool { false }
}

/// Optionals compare by their contents: both empty, or both holding the same value (compared
/// by the dynamic type of what they hold, which for an optional existential can differ).
///
/// Generic over the optional type itself (`Value` is `Wrapped?`), not over what it wraps: the
/// type `Wrapped?` built in a comparison generic over `Wrapped` was looked up in the runtime's
/// tables on every comparison; a type parameter comes with the comparison's own type.
private struct OptionalContentsComparison<Value: OptionalEnvironmentValue>: SamenessComparison {
    func areSame(_ lhs: Any, _ rhs: Any) -> Bool {
        withOpenedValue(lhs, as: Value.self) { left in
            withOpenedValue(rhs, as: Value.self) { right in
                switch (left.environmentContents, right.environmentContents) {
                case (nil, nil): return true
                case let (leftValue?, rightValue?): return EnvironmentValueSameness.areSame(leftValue, rightValue)
                default: return false
                }
            }
        }
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
    static var contentsComparison: any SamenessComparison { get }
    /// The wrapped value, nil when empty.
    var environmentContents: Any? { get }
}

extension Optional: OptionalEnvironmentValue {
    static var contentsComparison: any SamenessComparison { OptionalContentsComparison<Self>() }

    var environmentContents: Any? {
        switch self {
        case .some(let wrapped): wrapped
        case .none: nil
        }
    }
}
