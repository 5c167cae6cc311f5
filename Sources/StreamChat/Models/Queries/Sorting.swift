import Foundation

/// A field a query can sort by.
public protocol SortingKey: Hashable, Sendable {}

/// Sorts a query's results by `key`.
public struct Sorting<Key: SortingKey>: Hashable, Sendable {
    public let key: Key
    public let isAscending: Bool
    public init(key: Key, isAscending: Bool = false) {
        self.key = key
        self.isAscending = isAscending
    }
}

/// Channel list order. `.default` is by last message (channels without messages by creation).
public enum ChannelListSortingKey: String, SortingKey {
    case `default` = "default"
    case createdAt = "created_at"
    case updatedAt = "updated_at"
    case lastMessageAt = "last_message_at"
    case memberCount = "member_count"
    case cid = "cid"
    case name = "name"
}

/// User list order.
public enum UserListSortingKey: String, SortingKey {
    case id = "id"
    case name = "name"
    case role = "role"
    case lastActivityAt = "last_active"
    case createdAt = "created_at"
}

/// Channel member list order.
public enum ChannelMemberListSortingKey: String, SortingKey {
    case createdAt = "created_at"
    case userId = "user_id"
    case name = "name"
}
