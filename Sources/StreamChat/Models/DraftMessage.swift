import Foundation

/// A message the current user started writing in a channel and has not sent (Stream's draft).
///
/// The server keeps at most one per user and channel, stored with the channel's other data, so
/// a draft outlives the app. Only its author ever receives it: in `ChatChannel.draftMessage` of
/// their own channel values and in `.draftUpdated` / `.draftDeleted` events to their connections.
public struct DraftMessage: Hashable, Sendable {
    /// The id of the draft (kept while the draft is updated; a new draft gets a new one).
    public let id: MessageId
    /// The channel the draft belongs to.
    public let cid: ChannelId?
    /// The message replied to in a thread; always nil here (threads are not implemented).
    public let threadId: MessageId?
    /// The text as typed (with its `/command` prefix when a command was active).
    public let text: String
    /// Whether the message is to be sent silently (no unread count).
    public let isSilent: Bool
    /// The command the draft starts with (`giphy`), if any.
    public let command: String?
    /// The command's arguments (the text after `/command `), if any.
    public let arguments: String?
    /// When the draft was last saved.
    public let createdAt: Date
    /// Whether a thread reply is also shown in the channel; always false here.
    public let showReplyInChannel: Bool
    /// Custom fields.
    public let extraData: [String: RawJSON]
    /// The message the draft replies to, quoting it, when it is still there.
    public let quotedMessage: ChatMessage?
    /// The users the draft mentions.
    public let mentionedUsers: Set<ChatUser>
    /// The draft's attachments.
    public let attachments: [AnyChatMessageAttachment]
    /// The author (the current user), so that the draft converts to a `ChatMessage`.
    let currentUser: ChatUser

    init(id: MessageId, cid: ChannelId?, threadId: MessageId? = nil, text: String, isSilent: Bool, command: String?,
         arguments: String?, createdAt: Date, showReplyInChannel: Bool = false, extraData: [String: RawJSON],
         currentUser: ChatUser, quotedMessage: ChatMessage?, mentionedUsers: Set<ChatUser>, attachments: [AnyChatMessageAttachment]) {
        self.id = id
        self.cid = cid
        self.threadId = threadId
        self.text = text
        self.isSilent = isSilent
        self.command = command
        self.arguments = arguments
        self.createdAt = createdAt
        self.showReplyInChannel = showReplyInChannel
        self.extraData = extraData
        self.currentUser = currentUser
        self.quotedMessage = quotedMessage
        self.mentionedUsers = mentionedUsers
        self.attachments = attachments
    }
}

extension ChatMessage {
    /// The draft as a regular message of the current user, for views that show messages.
    public init(_ draft: DraftMessage) {
        self.init(id: draft.id, cid: draft.cid, text: draft.text, command: draft.command, arguments: draft.arguments,
                  author: draft.currentUser, createdAt: draft.createdAt, locallyCreatedAt: draft.createdAt, updatedAt: draft.createdAt,
                  isSilent: draft.isSilent, parentMessageId: draft.threadId, quotedMessage: draft.quotedMessage,
                  mentionedUsers: draft.mentionedUsers, attachments: draft.attachments, isSentByCurrentUser: true,
                  extraData: draft.extraData)
    }
}
