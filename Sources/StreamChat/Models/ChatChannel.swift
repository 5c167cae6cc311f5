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
///
/// A value type whose fields live in one shared, copy-on-write box (like `ChatMessage`), so
/// that copying a channel into views, options and events costs one reference count, and two
/// copies of one value compare equal without comparing their fields.
public struct ChatChannel: Identifiable, Hashable, Sendable {
    private var storage: ChatChannelStorage

    /// Creates a channel value.
    public init(
        cid: ChannelId, name: String? = nil, imageURL: URL? = nil, lastMessageAt: Date? = nil,
        createdAt: Date = Date(timeIntervalSince1970: 0), updatedAt: Date = Date(timeIntervalSince1970: 0),
        createdBy: ChatUser? = nil, config: ChannelConfig = ChannelConfig(), ownCapabilities: Set<ChannelCapability> = [],
        isDirectMessageChannel: Bool = false, memberCount: Int = 0, watcherCount: Int = 0, onlineMemberCount: Int = 0,
        lastActiveMembers: [ChatChannelMember] = [], lastActiveWatchers: [ChatUser] = [],
        membership: ChatChannelMember? = nil, currentlyTypingUsers: Set<ChatUser> = [], reads: [ChatChannelRead] = [],
        unreadCount: ChannelUnreadCount = .noUnread, latestMessages: [ChatMessage] = [], draftMessage: DraftMessage? = nil,
        extraData: [String: RawJSON] = [:]
    ) {
        storage = ChatChannelStorage(ChatChannelFields(
            cid: cid, name: name, imageURL: imageURL, lastMessageAt: lastMessageAt, createdAt: createdAt, updatedAt: updatedAt,
            createdBy: createdBy, config: config, ownCapabilities: ownCapabilities, isDirectMessageChannel: isDirectMessageChannel,
            memberCount: memberCount, watcherCount: watcherCount, onlineMemberCount: onlineMemberCount, lastActiveMembers: lastActiveMembers,
            lastActiveWatchers: lastActiveWatchers, membership: membership, currentlyTypingUsers: currentlyTypingUsers,
            reads: reads, unreadCount: unreadCount, latestMessages: latestMessages, draftMessage: draftMessage, extraData: extraData
        ))
    }

    /// The fields for writing, copied first when another channel value shares them.
    private var writableFields: ChatChannelFields {
        get { storage.fields }
        set {
            if isKnownUniquelyReferenced(&storage) {
                storage.fields = newValue
            } else {
                storage = ChatChannelStorage(newValue)
            }
        }
    }

    /// The channel's id, `type:id`.
    public var cid: ChannelId { storage.fields.cid }
    public var id: ChannelId { cid }
    public internal(set) var name: String? {
        get { storage.fields.name }
        set { writableFields.name = newValue }
    }
    public internal(set) var imageURL: URL? {
        get { storage.fields.imageURL }
        set { writableFields.imageURL = newValue }
    }
    /// When the newest message was posted.
    public internal(set) var lastMessageAt: Date? {
        get { storage.fields.lastMessageAt }
        set { writableFields.lastMessageAt = newValue }
    }
    public var createdAt: Date { storage.fields.createdAt }
    public internal(set) var updatedAt: Date {
        get { storage.fields.updatedAt }
        set { writableFields.updatedAt = newValue }
    }
    /// The user who created the channel (its owner).
    public var createdBy: ChatUser? { storage.fields.createdBy }
    /// The configuration of the channel's type.
    public var config: ChannelConfig { storage.fields.config }
    /// What the current user may do here.
    public internal(set) var ownCapabilities: Set<ChannelCapability> {
        get { storage.fields.ownCapabilities }
        set { writableFields.ownCapabilities = newValue }
    }
    /// Whether the channel is a direct message between its members (created from a member list).
    public var isDirectMessageChannel: Bool { storage.fields.isDirectMessageChannel }
    /// How many members the channel has (not only those loaded).
    public internal(set) var memberCount: Int {
        get { storage.fields.memberCount }
        set { writableFields.memberCount = newValue }
    }
    /// How many users watch the channel right now.
    public internal(set) var watcherCount: Int {
        get { storage.fields.watcherCount }
        set { writableFields.watcherCount = newValue }
    }
    /// How many members are online right now (connected), counted by the server over all
    /// members, not only the loaded ``lastActiveMembers``; kept current by
    /// ``ChatEvent/onlineMembersChanged(cid:onlineMemberCount:)``.
    public internal(set) var onlineMemberCount: Int {
        get { storage.fields.onlineMemberCount }
        set { writableFields.onlineMemberCount = newValue }
    }
    /// Members, most recently active first, capped by the query's member limit (default 100).
    public internal(set) var lastActiveMembers: [ChatChannelMember] {
        get { storage.fields.lastActiveMembers }
        set { writableFields.lastActiveMembers = newValue }
    }
    /// Users watching the channel right now, most recently active first.
    public internal(set) var lastActiveWatchers: [ChatUser] {
        get { storage.fields.lastActiveWatchers }
        set { writableFields.lastActiveWatchers = newValue }
    }
    /// The current user's membership, if they are a member.
    public internal(set) var membership: ChatChannelMember? {
        get { storage.fields.membership }
        set { writableFields.membership = newValue }
    }
    /// Users typing right now (the current user excluded).
    public internal(set) var currentlyTypingUsers: Set<ChatUser> {
        get { storage.fields.currentlyTypingUsers }
        set { writableFields.currentlyTypingUsers = newValue }
    }
    /// Read states of members.
    public internal(set) var reads: [ChatChannelRead] {
        get { storage.fields.reads }
        set { writableFields.reads = newValue }
    }
    /// The current user's unread counts.
    public internal(set) var unreadCount: ChannelUnreadCount {
        get { storage.fields.unreadCount }
        set { writableFields.unreadCount = newValue }
    }
    /// The newest messages, newest first.
    public internal(set) var latestMessages: [ChatMessage] {
        get { storage.fields.latestMessages }
        set { writableFields.latestMessages = newValue }
    }
    /// The current user's draft in this channel (text typed and not sent), if any. Loaded with
    /// the channel and kept current by `.draftUpdated` / `.draftDeleted` events; never another
    /// user's.
    public internal(set) var draftMessage: DraftMessage? {
        get { storage.fields.draftMessage }
        set { writableFields.draftMessage = newValue }
    }
    /// Custom fields.
    public var extraData: [String: RawJSON] { storage.fields.extraData }

    /// The type of the channel.
    public var type: ChannelType { cid.type }

    /// Equal when every field is equal; copies of one value are equal without comparing fields.
    public static func == (lhs: ChatChannel, rhs: ChatChannel) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(storage.fields) }
}

/// The fields of a `ChatChannel`, compared and hashed field by field.
private struct ChatChannelFields: Hashable {
    let cid: ChannelId
    var name: String?
    var imageURL: URL?
    var lastMessageAt: Date?
    let createdAt: Date
    var updatedAt: Date
    let createdBy: ChatUser?
    let config: ChannelConfig
    var ownCapabilities: Set<ChannelCapability>
    let isDirectMessageChannel: Bool
    var memberCount: Int
    var watcherCount: Int
    var onlineMemberCount: Int
    var lastActiveMembers: [ChatChannelMember]
    var lastActiveWatchers: [ChatUser]
    var membership: ChatChannelMember?
    var currentlyTypingUsers: Set<ChatUser>
    var reads: [ChatChannelRead]
    var unreadCount: ChannelUnreadCount
    var latestMessages: [ChatMessage]
    var draftMessage: DraftMessage?
    let extraData: [String: RawJSON]
}

/// The box of a `ChatChannel`'s fields; shared between copies until one of them changes.
/// Only written through `ChatChannel.writableFields`, i.e. when uniquely referenced.
private final class ChatChannelStorage: @unchecked Sendable {
    var fields: ChatChannelFields

    init(_ fields: ChatChannelFields) {
        self.fields = fields
    }
}
