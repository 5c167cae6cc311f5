import Foundation

/// How a `ChatClient` reaches a chat server: requests with responses, and an event stream.
///
/// The default transport is the embedded `ChatServer`. A network transport (HTTP for
/// requests, a socket for events) can implement the same protocol. Calls are blocking: the
/// client makes them on its own serial queue, so requests of one client are handled in order.
public protocol ChatTransport: AnyObject, Sendable {
    /// Opens a connection for `userInfo`, creating or updating the user. Events for the user
    /// arrive through `eventHandler`, in server order, until `disconnect`. The handler must
    /// not block: it is called while the server commits the change the event reports.
    func connect(userInfo: UserInfo, token: Token, eventHandler: @escaping @Sendable (ChatEvent) -> Void) throws -> ChatConnectionInfo
    /// Closes a connection; the user goes offline when it was their last one.
    func disconnect(_ connectionId: ConnectionId)
    /// Performs one request as the connection's user.
    func perform(_ request: ChatRequest, on connectionId: ConnectionId) throws -> ChatResponse
}

/// What a transport returns for a new connection.
public struct ChatConnectionInfo: Sendable {
    public let connectionId: ConnectionId
    public let currentUser: CurrentChatUser
    public init(connectionId: ConnectionId, currentUser: CurrentChatUser) {
        self.connectionId = connectionId
        self.currentUser = currentUser
    }
}

/// How to create a channel that does not exist yet.
public struct ChannelCreation: Hashable, Sendable {
    public var name: String?
    public var imageURL: URL?
    /// Members besides the creator.
    public var members: Set<UserId>
    /// Whether the creator becomes a member (and owner).
    public var isCurrentUserMember: Bool
    public var isDirectMessage: Bool
    public var extraData: [String: RawJSON]

    public init(name: String? = nil, imageURL: URL? = nil, members: Set<UserId> = [], isCurrentUserMember: Bool = true,
                isDirectMessage: Bool = false, extraData: [String: RawJSON] = [:]) {
        self.name = name
        self.imageURL = imageURL
        self.members = members
        self.isCurrentUserMember = isCurrentUserMember
        self.isDirectMessage = isDirectMessage
        self.extraData = extraData
    }
}

/// A new message as a client sends it.
public struct NewMessage: Hashable, Sendable {
    /// Chosen by the client, so that the optimistic local copy and the stored one match.
    public var id: MessageId
    public var text: String
    public var attachments: [AnyAttachmentPayload]
    public var mentionedUserIds: [UserId]
    public var quotedMessageId: MessageId?
    public var pinning: MessagePinning?
    public var isSilent: Bool
    public var extraData: [String: RawJSON]

    public init(id: MessageId = UUID().uuidString.lowercased(), text: String, attachments: [AnyAttachmentPayload] = [],
                mentionedUserIds: [UserId] = [], quotedMessageId: MessageId? = nil, pinning: MessagePinning? = nil,
                isSilent: Bool = false, extraData: [String: RawJSON] = [:]) {
        self.id = id
        self.text = text
        self.attachments = attachments
        self.mentionedUserIds = mentionedUserIds
        self.quotedMessageId = quotedMessageId
        self.pinning = pinning
        self.isSilent = isSilent
        self.extraData = extraData
    }
}

/// A draft as a client saves it (see `ChatChannelController.updateDraftMessage`).
public struct NewDraftMessage: Hashable, Sendable {
    /// The text as typed (with its `/command` prefix when a command was active).
    public var text: String
    public var isSilent: Bool
    public var attachments: [AnyAttachmentPayload]
    public var mentionedUserIds: [UserId]
    public var quotedMessageId: MessageId?
    /// The name of the command the text starts with (`giphy`), if any.
    public var command: String?
    public var extraData: [String: RawJSON]

    public init(text: String, isSilent: Bool = false, attachments: [AnyAttachmentPayload] = [], mentionedUserIds: [UserId] = [],
                quotedMessageId: MessageId? = nil, command: String? = nil, extraData: [String: RawJSON] = [:]) {
        self.text = text
        self.isSilent = isSilent
        self.attachments = attachments
        self.mentionedUserIds = mentionedUserIds
        self.quotedMessageId = quotedMessageId
        self.command = command
        self.extraData = extraData
    }
}

/// A request to the server, as one user.
public enum ChatRequest: Sendable {
    /// Loads a channel (creating it when `creation` is given and it does not exist) with a
    /// page of messages, newest first: the newest, those older than `before`, those newer than
    /// `after`, or those `around` a message (up to half of the limit newer than it, the message,
    /// then older ones). At most one of `before`, `after` and `around`. `watch` subscribes to
    /// its events.
    case queryChannel(cid: ChannelId, creation: ChannelCreation?, messagesLimit: Int, before: MessageId?, membersLimit: Int, watch: Bool,
                      after: MessageId? = nil, around: MessageId? = nil)
    case stopWatching(cid: ChannelId)
    case updateChannel(cid: ChannelId, name: String?, imageURL: URL?)
    case queryChannels(ChannelListQuery, offset: Int)
    case queryUsers(UserListQuery, offset: Int)
    case queryMembers(ChannelMemberListQuery, offset: Int)
    case addMembers(cid: ChannelId, userIds: [UserId])
    case removeMembers(cid: ChannelId, userIds: [UserId])
    case sendMessage(cid: ChannelId, NewMessage)
    case updateMessage(id: MessageId, text: String)
    case deleteMessage(id: MessageId)
    /// Pins (`pinned: true`) or unpins a message.
    case pinMessage(id: MessageId, pinned: Bool)
    case addReaction(messageId: MessageId, type: MessageReactionType, score: Int, enforceUnique: Bool)
    case deleteReaction(messageId: MessageId, type: MessageReactionType)
    /// Send / Shuffle / Cancel on an ephemeral giphy preview.
    case ephemeralAction(messageId: MessageId, action: AttachmentAction)
    case typing(cid: ChannelId, isTyping: Bool)
    case markRead(cid: ChannelId)
    case getUser(UserId)
    case muteUser(UserId)
    case unmuteUser(UserId)
    /// `cid` nil bans app-wide. `timeoutInMinutes` (1 to 525 600) makes the ban lift itself
    /// then; nil bans for good.
    case banUser(UserId, cid: ChannelId?, timeoutInMinutes: Int?, reason: String?)
    case unbanUser(UserId, cid: ChannelId?)
    case flagUser(UserId, reason: String?)
    case flagMessage(MessageId, reason: String?)
    case searchMessages(MessageSearchQuery, offset: Int)
    /// The messages of a channel with these ids, in the order asked; ids the server has no
    /// message for are left out (Stream's `getMessages`).
    case getMessages(cid: ChannelId, ids: [MessageId])
    /// Saves the user's draft in a channel (an empty one, no text nor attachments, deletes it).
    case updateDraftMessage(cid: ChannelId, NewDraftMessage)
    /// Deletes the user's draft in a channel (nothing to delete is no error).
    case deleteDraftMessage(cid: ChannelId)
    /// The user's draft in a channel, if any.
    case getDraftMessage(cid: ChannelId)
}

/// A loaded channel: the channel and one page of its messages, newest first.
public struct ChannelPage: Sendable {
    public let channel: ChatChannel
    public let messages: [ChatMessage]
    /// Whether stored messages newer than the page's newest remain (false for the newest page).
    public let hasNewerMessages: Bool
    /// Whether stored messages older than the page's oldest remain.
    public let hasOlderMessages: Bool
    public init(channel: ChatChannel, messages: [ChatMessage], hasNewerMessages: Bool, hasOlderMessages: Bool) {
        self.channel = channel
        self.messages = messages
        self.hasNewerMessages = hasNewerMessages
        self.hasOlderMessages = hasOlderMessages
    }
}

/// The server's answer to a request.
public enum ChatResponse: Sendable {
    case empty
    case channel(ChannelPage)
    case channels([ChatChannel])
    case users([ChatUser])
    case members([ChatChannelMember])
    case message(ChatMessage)
    case messages([ChatMessage])
    case user(ChatUser)
    case currentUser(CurrentChatUser)
    /// A draft (nil: there is none, or it was deleted).
    case draft(DraftMessage?)
}
