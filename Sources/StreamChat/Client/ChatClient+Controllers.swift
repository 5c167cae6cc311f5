import Foundation

extension ChatClient {
    /// A controller for an existing channel.
    public func channelController(for cid: ChannelId, messageOrdering: MessageOrdering = .topToBottom) -> ChatChannelController {
        ChatChannelController(cid: cid, creation: nil, client: self)
    }

    /// A controller that creates the channel `cid` on `synchronize` if it does not exist, with
    /// the current user as owner and `members` as members.
    public func channelController(
        createChannelWithId cid: ChannelId, name: String? = nil, imageURL: URL? = nil, team: TeamId? = nil,
        members: Set<UserId> = [], isCurrentUserMember: Bool = true, messageOrdering: MessageOrdering = .topToBottom,
        invites: Set<UserId> = [], extraData: [String: RawJSON] = [:]
    ) throws -> ChatChannelController {
        guard currentUserId != nil else { throw ClientError.CurrentUserDoesNotExist() }
        let creation = ChannelCreation(name: name, imageURL: imageURL, members: members, isCurrentUserMember: isCurrentUserMember,
                                       extraData: extraData)
        return ChatChannelController(cid: cid, creation: creation, client: self)
    }

    /// A controller for the direct-message channel between the current user and `members`,
    /// created on `synchronize` if needed. The same member set always gives the same channel.
    public func channelController(
        createDirectMessageChannelWith members: Set<UserId>, type: ChannelType = .messaging, isCurrentUserMember: Bool = true,
        name: String? = nil, imageURL: URL? = nil, team: TeamId? = nil, extraData: [String: RawJSON] = [:]
    ) throws -> ChatChannelController {
        guard let currentUserId else { throw ClientError.CurrentUserDoesNotExist() }
        let everyone = members.union(isCurrentUserMember ? [currentUserId] : [])
        guard everyone.count >= 2 else { throw ClientError.InvalidRequest("A direct message needs at least one other member.") }
        let cid = ChannelId(type: type, id: DirectMessageId.make(for: everyone))
        let creation = ChannelCreation(name: name, imageURL: imageURL, members: members, isCurrentUserMember: isCurrentUserMember,
                                       isDirectMessage: true, extraData: extraData)
        return ChatChannelController(cid: cid, creation: creation, client: self)
    }

    /// A controller for a list of channels.
    public func channelListController(query: ChannelListQuery) -> ChatChannelListController {
        ChatChannelListController(query: query, client: self)
    }

    /// A controller that searches all users (autocomplete on name or id).
    public func userSearchController() -> ChatUserSearchController {
        ChatUserSearchController(client: self)
    }

    /// A controller that searches messages in the current user's channels.
    public func messageSearchController() -> ChatMessageSearchController {
        ChatMessageSearchController(client: self)
    }

    /// A controller for a list of users.
    public func userListController(query: UserListQuery = UserListQuery()) -> ChatUserSearchController {
        let controller = ChatUserSearchController(client: self)
        controller.query = query
        return controller
    }

    /// A controller for one user: load them, mute, unmute, ban, unban, flag.
    public func userController(userId: UserId) -> ChatUserController {
        ChatUserController(userId: userId, client: self)
    }

    /// A controller for one member of a channel: load them, ban and unban them there.
    public func memberController(userId: UserId, in cid: ChannelId) -> ChatChannelMemberController {
        ChatChannelMemberController(userId: userId, cid: cid, client: self)
    }

    /// A controller for the connected user.
    public func currentUserController() -> CurrentChatUserController {
        CurrentChatUserController(client: self)
    }

    /// A controller for the members of one channel, with member search for mentions.
    public func memberListController(query: ChannelMemberListQuery) -> ChatChannelMemberListController {
        ChatChannelMemberListController(query: query, client: self)
    }
}

/// How a message list is laid out; the controller's `messages` are newest first either way.
public enum MessageOrdering: Sendable {
    case topToBottom, bottomToTop
}

/// Ids of direct-message channels, derived from the member set.
enum DirectMessageId {
    /// `!members-` and a 64-bit FNV-1a hash of the sorted member ids, in hex.
    static func make(for members: Set<UserId>) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in members.sorted().joined(separator: "\u{1F}").utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return "!members-" + String(hash, radix: 16)
    }
}
