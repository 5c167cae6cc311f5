import Foundation

/// A user of the chat app. Immutable: every change arrives as a new value.
open class ChatUser: Identifiable, Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The user's unique id.
    public let id: UserId
    /// The display name, if the user has one.
    public let name: String?
    /// The avatar's address.
    public let imageURL: URL?
    /// Whether the user has a connection to the server right now.
    public let isOnline: Bool
    /// Whether the user is banned app-wide.
    public let isBanned: Bool
    /// Whether the current user has flagged this user.
    public let isFlaggedByCurrentUser: Bool
    /// The app-wide role.
    public let userRole: UserRole
    public let userCreatedAt: Date
    public let userUpdatedAt: Date
    /// When the user was last connected or active.
    public let lastActiveAt: Date?
    /// Custom fields.
    public let extraData: [String: RawJSON]

    /// Creates a user value.
    public init(
        id: UserId,
        name: String? = nil,
        imageURL: URL? = nil,
        isOnline: Bool = false,
        isBanned: Bool = false,
        isFlaggedByCurrentUser: Bool = false,
        userRole: UserRole = .user,
        createdAt: Date = Date(timeIntervalSince1970: 0),
        updatedAt: Date = Date(timeIntervalSince1970: 0),
        lastActiveAt: Date? = nil,
        extraData: [String: RawJSON] = [:]
    ) {
        self.id = id
        self.name = name
        self.imageURL = imageURL
        self.isOnline = isOnline
        self.isBanned = isBanned
        self.isFlaggedByCurrentUser = isFlaggedByCurrentUser
        self.userRole = userRole
        self.userCreatedAt = createdAt
        self.userUpdatedAt = updatedAt
        self.lastActiveAt = lastActiveAt
        self.extraData = extraData
    }

    /// Two values are equal when everything they show is: id, name, image, presence, ban,
    /// flag, role, creation and last activity, extra data (as Stream's `ChatUser`; `userUpdatedAt`
    /// is left out). So a view comparing users redraws when the name or image changes.
    public static func == (lhs: ChatUser, rhs: ChatUser) -> Bool {
        lhs.id == rhs.id && lhs.name == rhs.name && lhs.imageURL == rhs.imageURL
            && lhs.isOnline == rhs.isOnline && lhs.isBanned == rhs.isBanned
            && lhs.isFlaggedByCurrentUser == rhs.isFlaggedByCurrentUser && lhs.userRole == rhs.userRole
            && lhs.userCreatedAt == rhs.userCreatedAt && lhs.lastActiveAt == rhs.lastActiveAt
            && lhs.extraData == rhs.extraData
    }

    /// Hashes the id only, so a changed user stays in the same hash bucket.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// Whether what avatars and names show of the user (name and image) is the same in `other`.
    func showsSameProfile(as other: ChatUser) -> Bool {
        id == other.id && name == other.name && imageURL == other.imageURL
    }

    open var description: String { "ChatUser(\(id), \(name ?? "-"), \(isOnline ? "online" : "offline"))" }
}

/// The connected user, with what only they can see: whom they muted and flagged.
public final class CurrentChatUser: ChatUser, @unchecked Sendable {
    /// Users the current user has muted.
    public let mutedUsers: Set<ChatUser>
    /// Ids of users the current user has flagged.
    public let flaggedUserIds: Set<UserId>

    /// Creates the current-user value from a user and their private lists.
    public init(user: ChatUser, mutedUsers: Set<ChatUser> = [], flaggedUserIds: Set<UserId> = []) {
        self.mutedUsers = mutedUsers
        self.flaggedUserIds = flaggedUserIds
        super.init(
            id: user.id, name: user.name, imageURL: user.imageURL, isOnline: user.isOnline,
            isBanned: user.isBanned, userRole: user.userRole, createdAt: user.userCreatedAt,
            updatedAt: user.userUpdatedAt, lastActiveAt: user.lastActiveAt, extraData: user.extraData
        )
    }
}

/// A member of one channel: a user plus their role and membership dates there.
public final class ChatChannelMember: ChatUser, @unchecked Sendable {
    /// The member's role in the channel.
    public let memberRole: MemberRole
    /// When the user joined the channel.
    public let memberCreatedAt: Date
    public let memberUpdatedAt: Date
    /// Whether the member is banned in this channel (false once a ban with a timeout expired).
    public let isBannedFromChannel: Bool
    /// When the member's ban in this channel lifts itself; nil when the member is not banned
    /// or banned for good.
    public let banExpiresAt: Date?

    /// Creates a member value from a user and the membership.
    public init(user: ChatUser, memberRole: MemberRole = .member, memberCreatedAt: Date = Date(timeIntervalSince1970: 0),
                memberUpdatedAt: Date? = nil, isBannedFromChannel: Bool = false, banExpiresAt: Date? = nil) {
        self.memberRole = memberRole
        self.memberCreatedAt = memberCreatedAt
        self.memberUpdatedAt = memberUpdatedAt ?? memberCreatedAt
        self.isBannedFromChannel = isBannedFromChannel
        self.banExpiresAt = banExpiresAt
        super.init(
            id: user.id, name: user.name, imageURL: user.imageURL, isOnline: user.isOnline,
            isBanned: user.isBanned, isFlaggedByCurrentUser: user.isFlaggedByCurrentUser,
            userRole: user.userRole, createdAt: user.userCreatedAt, updatedAt: user.userUpdatedAt,
            lastActiveAt: user.lastActiveAt, extraData: user.extraData
        )
    }

    /// The same membership of an updated user (presence, name, ...).
    func with(user: ChatUser) -> ChatChannelMember {
        ChatChannelMember(user: user, memberRole: memberRole, memberCreatedAt: memberCreatedAt, memberUpdatedAt: memberUpdatedAt,
                          isBannedFromChannel: isBannedFromChannel, banExpiresAt: banExpiresAt)
    }

    public override var description: String { "ChatChannelMember(\(id), \(memberRole))" }
}
