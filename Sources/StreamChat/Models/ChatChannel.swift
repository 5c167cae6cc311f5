import Foundation

/// Unread counts of the current user in a channel.
public struct ChannelUnreadCount: Hashable, Sendable {
    /// Messages by others after the user's last read.
    public let messages: Int
    /// Of those, messages mentioning the user.
    public let mentions: Int

    public init(messages: Int, mentions: Int) {
        self.messages = messages
        self.mentions = mentions
    }

    public static let noUnread = ChannelUnreadCount(messages: 0, mentions: 0)
}

/// How far one member has read a channel.
public struct ChatChannelRead: Hashable, Sendable {
    public let lastReadAt: Date
    public let lastReadMessageId: MessageId?
    public let unreadMessagesCount: Int
    public let user: ChatUser

    public init(lastReadAt: Date, lastReadMessageId: MessageId?, unreadMessagesCount: Int, user: ChatUser) {
        self.lastReadAt = lastReadAt
        self.lastReadMessageId = lastReadMessageId
        self.unreadMessagesCount = unreadMessagesCount
        self.user = user
    }
}

/// A channel as the current user sees it.
public struct ChatChannel: Identifiable, Hashable, Sendable {
    /// The channel's id, `type:id`.
    public let cid: ChannelId
    public var id: ChannelId { cid }
    public internal(set) var name: String?
    public internal(set) var imageURL: URL?
    /// When the newest message was posted.
    public internal(set) var lastMessageAt: Date?
    public let createdAt: Date
    public internal(set) var updatedAt: Date
    /// The user who created the channel (its owner).
    public let createdBy: ChatUser?
    /// The configuration of the channel's type.
    public let config: ChannelConfig
    /// What the current user may do here.
    public internal(set) var ownCapabilities: Set<ChannelCapability>
    /// Whether the channel is a direct message between its members (created from a member list).
    public let isDirectMessageChannel: Bool
    /// How many members the channel has (not only those loaded).
    public internal(set) var memberCount: Int
    /// How many users watch the channel right now.
    public internal(set) var watcherCount: Int
    /// Members, most recently active first, capped by the query's member limit (default 100).
    public internal(set) var lastActiveMembers: [ChatChannelMember]
    /// Users watching the channel right now, most recently active first.
    public internal(set) var lastActiveWatchers: [ChatUser]
    /// The current user's membership, if they are a member.
    public internal(set) var membership: ChatChannelMember?
    /// Users typing right now (the current user excluded).
    public internal(set) var currentlyTypingUsers: Set<ChatUser>
    /// Read states of members.
    public internal(set) var reads: [ChatChannelRead]
    /// The current user's unread counts.
    public internal(set) var unreadCount: ChannelUnreadCount
    /// The newest messages, newest first.
    public internal(set) var latestMessages: [ChatMessage]
    /// Custom fields.
    public let extraData: [String: RawJSON]

    /// Creates a channel value.
    public init(
        cid: ChannelId, name: String? = nil, imageURL: URL? = nil, lastMessageAt: Date? = nil,
        createdAt: Date = Date(timeIntervalSince1970: 0), updatedAt: Date = Date(timeIntervalSince1970: 0),
        createdBy: ChatUser? = nil, config: ChannelConfig = ChannelConfig(), ownCapabilities: Set<ChannelCapability> = [],
        isDirectMessageChannel: Bool = false, memberCount: Int = 0, watcherCount: Int = 0,
        lastActiveMembers: [ChatChannelMember] = [], lastActiveWatchers: [ChatUser] = [],
        membership: ChatChannelMember? = nil, currentlyTypingUsers: Set<ChatUser> = [], reads: [ChatChannelRead] = [],
        unreadCount: ChannelUnreadCount = .noUnread, latestMessages: [ChatMessage] = [], extraData: [String: RawJSON] = [:]
    ) {
        self.cid = cid
        self.name = name
        self.imageURL = imageURL
        self.lastMessageAt = lastMessageAt
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.createdBy = createdBy
        self.config = config
        self.ownCapabilities = ownCapabilities
        self.isDirectMessageChannel = isDirectMessageChannel
        self.memberCount = memberCount
        self.watcherCount = watcherCount
        self.lastActiveMembers = lastActiveMembers
        self.lastActiveWatchers = lastActiveWatchers
        self.membership = membership
        self.currentlyTypingUsers = currentlyTypingUsers
        self.reads = reads
        self.unreadCount = unreadCount
        self.latestMessages = latestMessages
        self.extraData = extraData
    }

    /// The type of the channel.
    public var type: ChannelType { cid.type }
}
