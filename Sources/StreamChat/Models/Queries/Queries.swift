import Foundation

/// Which channels a channel list shows, in which order, a page at a time.
public struct ChannelListQuery: Hashable, Sendable {
    public var filter: Filter<ChannelListFilterScope>
    public var sort: [Sorting<ChannelListSortingKey>]
    public var pageSize: Int
    /// How many of each channel's newest messages to include.
    public var messagesLimit: Int
    /// How many of each channel's most recently active members to include.
    public var membersLimit: Int

    public init(filter: Filter<ChannelListFilterScope>, sort: [Sorting<ChannelListSortingKey>] = [],
                pageSize: Int = 20, messagesLimit: Int = 25, membersLimit: Int = 30) {
        self.filter = filter
        self.sort = sort.isEmpty ? [Sorting(key: .default)] : sort
        self.pageSize = pageSize
        self.messagesLimit = messagesLimit
        self.membersLimit = membersLimit
    }
}

/// Which users a user list or search shows.
public struct UserListQuery: Hashable, Sendable {
    public var filter: Filter<UserListFilterScope>?
    public var sort: [Sorting<UserListSortingKey>]
    public var pageSize: Int

    public init(filter: Filter<UserListFilterScope>? = nil, sort: [Sorting<UserListSortingKey>] = [Sorting(key: .name, isAscending: true)],
                pageSize: Int = 30) {
        self.filter = filter
        self.sort = sort
        self.pageSize = pageSize
    }

    /// Users whose name or id has a word starting with `term` (case- and diacritic-insensitive).
    public static func search(term: String, pageSize: Int = 30) -> UserListQuery {
        UserListQuery(filter: .or([.autocomplete(.name, text: term), .autocomplete(.id, text: term)]), sort: [], pageSize: pageSize)
    }
}

/// Which members of one channel a member list shows.
public struct ChannelMemberListQuery: Hashable, Sendable {
    public let cid: ChannelId
    public var filter: Filter<MemberListFilterScope>?
    public var sort: [Sorting<ChannelMemberListSortingKey>]
    public var pageSize: Int

    public init(cid: ChannelId, filter: Filter<MemberListFilterScope>? = nil,
                sort: [Sorting<ChannelMemberListSortingKey>] = [], pageSize: Int = 30) {
        self.cid = cid
        self.filter = filter
        self.sort = sort
        self.pageSize = pageSize
    }

    /// Members whose name or id has a word starting with `term`, best match first (for mentions).
    public static func search(cid: ChannelId, term: String, pageSize: Int = 10) -> ChannelMemberListQuery {
        ChannelMemberListQuery(cid: cid, filter: .autocomplete(.name, text: term), pageSize: pageSize)
    }
}

/// A message search: messages whose text has every word of `text` (each as a word prefix,
/// case- and diacritic-insensitive) in the channels the current user is a member of, newest
/// first, `pageSize` at a time. Stream's query takes a channel filter and a message filter;
/// this one is the text search over member channels its `search(text:)` builds.
public struct MessageSearchQuery: Hashable, Sendable {
    /// The text searched; control characters count as spaces, only the first 256 characters
    /// and 16 words are searched, and quotes, `*`, `-` or `NEAR` are plain text.
    public var text: String
    public var pageSize: Int

    public init(text: String, pageSize: Int = 25) {
        self.text = text
        self.pageSize = pageSize
    }
}
