import Foundation

/// What a filter applies to; each query has its own scope with its own keys.
public protocol FilterScope: Sendable {}
/// Keys of channel list filters (`.cid`, `.type`, `.name`, `.members`, ...).
public enum ChannelListFilterScope: FilterScope {}
/// Keys of user list filters (`.id`, `.name`, `.role`, ...).
public enum UserListFilterScope: FilterScope {}
/// Keys of channel member list filters (`.id`, `.name`, `.memberRole`, ...).
public enum MemberListFilterScope: FilterScope {}

/// A value a filter can compare: text, a number, a flag or a date.
public enum FilterTerm: Hashable, Sendable, Comparable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case date(Date)

    public static func < (lhs: FilterTerm, rhs: FilterTerm) -> Bool {
        switch (lhs, rhs) {
        case let (.string(a), .string(b)): a < b
        case let (.number(a), .number(b)): a < b
        case let (.date(a), .date(b)): a < b
        case let (.bool(a), .bool(b)): !a && b
        default: false
        }
    }
}

/// A type that can appear as a filter value.
public protocol FilterValue: Sendable {
    /// The value as a comparable term.
    var filterTerm: FilterTerm { get }
}

extension String: FilterValue { public var filterTerm: FilterTerm { .string(self) } }
extension Int: FilterValue { public var filterTerm: FilterTerm { .number(Double(self)) } }
extension Double: FilterValue { public var filterTerm: FilterTerm { .number(self) } }
extension Bool: FilterValue { public var filterTerm: FilterTerm { .bool(self) } }
extension Date: FilterValue { public var filterTerm: FilterTerm { .date(self) } }
extension ChannelId: FilterValue { public var filterTerm: FilterTerm { .string(rawValue) } }
extension ChannelType: FilterValue { public var filterTerm: FilterTerm { .string(rawValue) } }
extension UserRole: FilterValue { public var filterTerm: FilterTerm { .string(rawValue) } }
extension MemberRole: FilterValue { public var filterTerm: FilterTerm { .string(rawValue) } }

/// A field that a filter in `Scope` can test, holding values of type `Value`.
public struct FilterKey<Scope: FilterScope, Value: FilterValue>: Hashable, Sendable {
    /// The field's name on the wire (`last_message_at`, `members`, ...).
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}

/// The tree a filter is made of.
public indirect enum FilterExpression: Hashable, Sendable {
    case equal(String, FilterTerm)
    case notEqual(String, FilterTerm)
    case greater(String, FilterTerm)
    case greaterOrEqual(String, FilterTerm)
    case less(String, FilterTerm)
    case lessOrEqual(String, FilterTerm)
    case `in`(String, [FilterTerm])
    case notIn(String, [FilterTerm])
    /// Case- and diacritic-insensitive prefix of any word of the field.
    case autocomplete(String, String)
    /// Case- and diacritic-insensitive substring of the field.
    case query(String, String)
    case exists(String, Bool)
    case and([FilterExpression])
    case or([FilterExpression])
    case nor([FilterExpression])
}

/// A condition on the items of a query, built from keys and operators as in Stream's SDK:
/// `.and([.equal(.type, to: .messaging), .containMembers(userIds: ["luke"])])`.
public struct Filter<Scope: FilterScope>: Hashable, Sendable, CustomStringConvertible {
    /// The condition tree.
    public let expression: FilterExpression

    public init(expression: FilterExpression) { self.expression = expression }

    public var description: String { "\(expression)" }

    public static func equal<V>(_ key: FilterKey<Scope, V>, to value: V) -> Filter { .init(expression: .equal(key.rawValue, value.filterTerm)) }
    public static func notEqual<V>(_ key: FilterKey<Scope, V>, to value: V) -> Filter { .init(expression: .notEqual(key.rawValue, value.filterTerm)) }
    public static func greater<V>(_ key: FilterKey<Scope, V>, than value: V) -> Filter { .init(expression: .greater(key.rawValue, value.filterTerm)) }
    public static func greaterOrEqual<V>(_ key: FilterKey<Scope, V>, than value: V) -> Filter { .init(expression: .greaterOrEqual(key.rawValue, value.filterTerm)) }
    public static func less<V>(_ key: FilterKey<Scope, V>, than value: V) -> Filter { .init(expression: .less(key.rawValue, value.filterTerm)) }
    public static func lessOrEqual<V>(_ key: FilterKey<Scope, V>, than value: V) -> Filter { .init(expression: .lessOrEqual(key.rawValue, value.filterTerm)) }
    public static func `in`<V>(_ key: FilterKey<Scope, V>, values: [V]) -> Filter { .init(expression: .in(key.rawValue, values.map(\.filterTerm))) }
    public static func notIn<V>(_ key: FilterKey<Scope, V>, values: [V]) -> Filter { .init(expression: .notIn(key.rawValue, values.map(\.filterTerm))) }
    /// Matches when a word of the field starts with `text` (case- and diacritic-insensitive).
    public static func autocomplete(_ key: FilterKey<Scope, String>, text: String) -> Filter { .init(expression: .autocomplete(key.rawValue, text)) }
    /// Matches when the field contains `text` (case- and diacritic-insensitive).
    public static func query(_ key: FilterKey<Scope, String>, text: String) -> Filter { .init(expression: .query(key.rawValue, text)) }
    public static func exists<V>(_ key: FilterKey<Scope, V>, exists: Bool = true) -> Filter { .init(expression: .exists(key.rawValue, exists)) }
    public static func and(_ filters: [Filter]) -> Filter { .init(expression: .and(filters.map(\.expression))) }
    public static func or(_ filters: [Filter]) -> Filter { .init(expression: .or(filters.map(\.expression))) }
    public static func nor(_ filters: [Filter]) -> Filter { .init(expression: .nor(filters.map(\.expression))) }
}

extension FilterKey where Scope == ChannelListFilterScope {
    public static var cid: FilterKey<Scope, ChannelId> { .init(rawValue: "cid") }
    public static var id: FilterKey<Scope, String> { .init(rawValue: "id") }
    public static var type: FilterKey<Scope, ChannelType> { .init(rawValue: "type") }
    public static var name: FilterKey<Scope, String> { .init(rawValue: "name") }
    /// Ids of the channel's members.
    public static var members: FilterKey<Scope, UserId> { .init(rawValue: "members") }
    public static var createdBy: FilterKey<Scope, UserId> { .init(rawValue: "created_by_id") }
    public static var lastMessageAt: FilterKey<Scope, Date> { .init(rawValue: "last_message_at") }
    public static var createdAt: FilterKey<Scope, Date> { .init(rawValue: "created_at") }
    public static var memberCount: FilterKey<Scope, Int> { .init(rawValue: "member_count") }
}

extension Filter where Scope == ChannelListFilterScope {
    /// Channels that have all of `userIds` as members.
    public static func containMembers(userIds: [UserId]) -> Filter {
        userIds.count == 1 ? .in(.members, values: userIds) : .and(userIds.map { .in(.members, values: [$0]) })
    }
    /// Channels with at least one message.
    public static var nonEmpty: Filter { .exists(.lastMessageAt) }
}

extension FilterKey where Scope == UserListFilterScope {
    public static var id: FilterKey<Scope, UserId> { .init(rawValue: "id") }
    public static var name: FilterKey<Scope, String> { .init(rawValue: "name") }
    public static var role: FilterKey<Scope, UserRole> { .init(rawValue: "role") }
    public static var isBanned: FilterKey<Scope, Bool> { .init(rawValue: "banned") }
    public static var isOnline: FilterKey<Scope, Bool> { .init(rawValue: "online") }
    public static var lastActiveAt: FilterKey<Scope, Date> { .init(rawValue: "last_active") }
}

extension FilterKey where Scope == MemberListFilterScope {
    public static var id: FilterKey<Scope, UserId> { .init(rawValue: "id") }
    public static var name: FilterKey<Scope, String> { .init(rawValue: "name") }
    public static var memberRole: FilterKey<Scope, MemberRole> { .init(rawValue: "channel_role") }
    public static var isBanned: FilterKey<Scope, Bool> { .init(rawValue: "banned") }
}
