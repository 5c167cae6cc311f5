import Foundation

/// Something that happened on the server, as one connected user sees it.
public enum ChatEvent: Sendable {
    case messageNew(ChatMessage)
    case messageUpdated(ChatMessage)
    /// `hardDelete` removes the message from lists (ephemeral cancel); otherwise it shows as deleted.
    case messageDeleted(ChatMessage, hardDelete: Bool)
    case reactionNew(ChatMessageReaction, message: ChatMessage)
    case reactionDeleted(ChatMessageReaction, message: ChatMessage)
    case typingStart(cid: ChannelId, user: ChatUser)
    case typingStop(cid: ChannelId, user: ChatUser)
    case userPresenceChanged(ChatUser)
    case memberAdded(cid: ChannelId, member: ChatChannelMember)
    case memberRemoved(cid: ChannelId, user: ChatUser)
    case messageRead(cid: ChannelId, read: ChatChannelRead)
    /// The current user muted someone (sent to the current user's connections only).
    case userMuted(target: ChatUser, by: ChatUser)
    case userUnmuted(target: ChatUser, by: ChatUser)
    /// `cid` is nil for an app-wide ban. `expiredAt` is when a ban with a timeout lifts itself
    /// (nil: permanent); no event is sent then.
    case userBanned(user: ChatUser, cid: ChannelId?, by: ChatUser, reason: String?, expiredAt: Date?)
    case userUnbanned(user: ChatUser, cid: ChannelId?)
    /// A channel's name, image, member count or other fields changed; also sent to a user
    /// added to a channel so that their channel list learns of it.
    case channelUpdated(ChatChannel)
    /// Users started or stopped watching a channel.
    case watchersChanged(cid: ChannelId, watcherCount: Int, watchers: [ChatUser])
    /// A member of the channel came online or went offline: how many members are online now
    /// (``ChatChannel/onlineMemberCount``).
    case onlineMembersChanged(cid: ChannelId, onlineMemberCount: Int)
    /// The current user's own data changed (mutes, flags).
    case currentUserUpdated(CurrentChatUser)
    /// The current user's draft in a channel was saved (sent to that user's connections only).
    case draftUpdated(DraftMessage)
    /// The current user's draft in a channel was deleted (sent to that user's connections only).
    case draftDeleted(cid: ChannelId, threadId: MessageId?)

    /// The channel the event belongs to, if any.
    public var cid: ChannelId? {
        switch self {
        case let .messageNew(m), let .messageUpdated(m), let .messageDeleted(m, _): m.cid
        case let .reactionNew(_, m), let .reactionDeleted(_, m): m.cid
        case let .typingStart(cid, _), let .typingStop(cid, _), let .memberAdded(cid, _), let .memberRemoved(cid, _),
             let .messageRead(cid, _), let .watchersChanged(cid, _, _), let .onlineMembersChanged(cid, _): cid
        case let .userBanned(_, cid, _, _, _), let .userUnbanned(_, cid): cid
        case let .channelUpdated(channel): channel.cid
        case let .draftUpdated(draft): draft.cid
        case let .draftDeleted(cid, _): cid
        case .userPresenceChanged, .userMuted, .userUnmuted, .currentUserUpdated: nil
        }
    }
}
