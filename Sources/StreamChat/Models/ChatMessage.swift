import Foundation

/// The kind of a message.
public enum MessageType: String, Hashable, Sendable, Codable {
    /// A message posted to the channel.
    case regular
    /// A message only its author sees (a giphy preview, a command's answer); never stored.
    case ephemeral
    /// An error answer only its author sees.
    case error
    /// A reply in a thread.
    case reply
    /// A message the server posted (member joined, user banned, ...).
    case system
    /// A deleted message.
    case deleted
}

/// Where a message the current user sent stands locally. `nil` means stored on the server.
public enum LocalMessageState: String, Hashable, Sendable {
    /// Created locally, waiting to be sent.
    case pendingSend
    /// Being sent.
    case sending
    /// The server refused or could not be reached; `ChatMessage.failureReason` says why.
    case sendingFailed
    /// A local edit waiting to be sent.
    case pendingSync
    case syncing
    case syncingFailed
    case deleting
    case deletingFailed

    /// Whether the message is on its way to the server.
    public var isPending: Bool { self == .pendingSend || self == .sending || self == .pendingSync || self == .syncing || self == .deleting }
    /// Whether the last attempt failed.
    public var isFailed: Bool { self == .sendingFailed || self == .syncingFailed || self == .deletingFailed }
}

/// Pins a message to the channel, optionally until a date.
public struct MessagePinning: Hashable, Sendable {
    public let expirationDate: Date?
    public init(expirationDate: Date? = nil) { self.expirationDate = expirationDate }
    public static let noExpiration = MessagePinning()
}

/// A message as the current user sees it.
///
/// A value type whose fields live in one shared, copy-on-write box, so that copying a message
/// (into lists, events, diffs) costs one reference count, and moving messages within a large
/// list moves a pointer each.
public struct ChatMessage: Identifiable, Hashable, Sendable {
    private var storage: ChatMessageStorage

    /// Creates a message value.
    public init(
        id: MessageId, cid: ChannelId?, text: String, type: MessageType = .regular, command: String? = nil,
        arguments: String? = nil, author: ChatUser, createdAt: Date, locallyCreatedAt: Date? = nil,
        updatedAt: Date? = nil, deletedAt: Date? = nil, textUpdatedAt: Date? = nil, isSilent: Bool = false,
        parentMessageId: MessageId? = nil, quotedMessage: ChatMessage? = nil, mentionedUsers: Set<ChatUser> = [], attachments: [AnyChatMessageAttachment] = [],
        reactionCounts: [MessageReactionType: Int] = [:], reactionScores: [MessageReactionType: Int] = [:],
        latestReactions: Set<ChatMessageReaction> = [], currentUserReactions: Set<ChatMessageReaction> = [],
        localState: LocalMessageState? = nil, failureReason: ClientError? = nil, isSentByCurrentUser: Bool = false,
        pinDetails: MessagePinning? = nil, moderationDetails: MessageModerationDetails? = nil, extraData: [String: RawJSON] = [:]
    ) {
        storage = ChatMessageStorage(
            id: id, cid: cid, text: text, type: type, command: command, arguments: arguments, author: author, createdAt: createdAt,
            locallyCreatedAt: locallyCreatedAt, updatedAt: updatedAt, deletedAt: deletedAt, textUpdatedAt: textUpdatedAt,
            isSilent: isSilent, parentMessageId: parentMessageId, quotedMessage: quotedMessage, mentionedUsers: mentionedUsers,
            attachments: attachments,
            reactionCounts: reactionCounts, reactionScores: reactionScores, latestReactions: latestReactions,
            currentUserReactions: currentUserReactions, localState: localState, failureReason: failureReason,
            isSentByCurrentUser: isSentByCurrentUser, pinDetails: pinDetails, moderationDetails: moderationDetails,
            extraData: extraData)
    }

    /// The storage, copied first when another message shares it.
    private mutating func mutableStorage() -> ChatMessageStorage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    public var id: MessageId { storage.id }
    /// The channel the message belongs to.
    public var cid: ChannelId? { storage.cid }
    public internal(set) var text: String {
        get { storage.text }
        set { mutableStorage().text = newValue }
    }
    public internal(set) var type: MessageType {
        get { storage.type }
        set { mutableStorage().type = newValue }
    }
    /// The slash command the text started with, when the channel enabled it (e.g. `giphy`).
    public var command: String? { storage.command }
    /// The text after the command (e.g. `cats` for `/giphy cats`).
    public var arguments: String? { storage.arguments }
    public internal(set) var author: ChatUser {
        get { storage.author }
        set { mutableStorage().author = newValue }
    }
    public var createdAt: Date { storage.createdAt }
    /// When the client created it (set for messages sent from this client).
    public var locallyCreatedAt: Date? { storage.locallyCreatedAt }
    /// When the message last changed in any way (text, pinning, deletion).
    public internal(set) var updatedAt: Date {
        get { storage.updatedAt }
        set { mutableStorage().updatedAt = newValue }
    }
    public internal(set) var deletedAt: Date? {
        get { storage.deletedAt }
        set { mutableStorage().deletedAt = newValue }
    }
    /// When the text, and only the text, was last edited; nil when it never was. Pinning,
    /// reactions and deletion leave it alone (they move `updatedAt`).
    public var textUpdatedAt: Date? { storage.textUpdatedAt }
    public var isSilent: Bool { storage.isSilent }
    public var parentMessageId: MessageId? { storage.parentMessageId }
    /// Users mentioned with `@`.
    public var mentionedUsers: Set<ChatUser> { storage.mentionedUsers }
    /// All attachments, in order.
    public internal(set) var allAttachments: [AnyChatMessageAttachment] {
        get { storage.allAttachments }
        set { mutableStorage().allAttachments = newValue }
    }
    /// Reaction counts by type.
    public internal(set) var reactionCounts: [MessageReactionType: Int] {
        get { storage.reactionCounts }
        set { mutableStorage().reactionCounts = newValue }
    }
    /// Reaction score sums by type.
    public internal(set) var reactionScores: [MessageReactionType: Int] {
        get { storage.reactionScores }
        set { mutableStorage().reactionScores = newValue }
    }
    /// The newest reactions (all users).
    public internal(set) var latestReactions: Set<ChatMessageReaction> {
        get { storage.latestReactions }
        set { mutableStorage().latestReactions = newValue }
    }
    /// The current user's reactions.
    public internal(set) var currentUserReactions: Set<ChatMessageReaction> {
        get { storage.currentUserReactions }
        set { mutableStorage().currentUserReactions = newValue }
    }
    /// Where the message stands locally; `nil` once the server stored it.
    public internal(set) var localState: LocalMessageState? {
        get { storage.localState }
        set { mutableStorage().localState = newValue }
    }
    /// Why the last send, edit or delete failed (kept until a retry succeeds).
    public internal(set) var failureReason: ClientError? {
        get { storage.failureReason }
        set { mutableStorage().failureReason = newValue }
    }
    /// Whether the current user flagged the message for moderators (as Stream's SDK names it).
    /// The server tells it for each viewer, so it survives a restart.
    public internal(set) var isFlaggedByCurrentUser: Bool {
        get { storage.isFlaggedByCurrentUser }
        set { mutableStorage().isFlaggedByCurrentUser = newValue }
    }
    /// Whether the current user wrote the message.
    public internal(set) var isSentByCurrentUser: Bool {
        get { storage.isSentByCurrentUser }
        set { mutableStorage().isSentByCurrentUser = newValue }
    }
    public var pinDetails: MessagePinning? { storage.pinDetails }
    /// What moderation did to the message, if anything.
    public internal(set) var moderationDetails: MessageModerationDetails? {
        get { storage.moderationDetails }
        set { mutableStorage().moderationDetails = newValue }
    }
    /// Whether moderation bounced the message: it was not published, only its author sees it
    /// (type `.error`, the text kept), to edit, delete or (when allowed) send anyway.
    public var isBounced: Bool { moderationDetails?.action == .bounce }
    public var extraData: [String: RawJSON] { storage.extraData }

    /// The message this one quotes (replies to inline).
    public internal(set) var quotedMessage: ChatMessage? {
        get { storage.quotedMessage }
        set { mutableStorage().quotedMessage = newValue }
    }
    /// Same as `arguments` (the name Stream's backend uses).
    public var args: String? { arguments }
    /// All attachments (same as `allAttachments`).
    public var attachments: [AnyChatMessageAttachment] { allAttachments }
    /// Whether the message is deleted.
    public var isDeleted: Bool { deletedAt != nil || type == .deleted }
    public var isPinned: Bool { pinDetails != nil }

    public var giphyAttachments: [ChatMessageGiphyAttachment] {
        allAttachments.compactMap { if case let .giphy(p) = $0.payload { .init(id: $0.id, payload: p) } else { nil } }
    }
    public var imageAttachments: [ChatMessageImageAttachment] {
        allAttachments.compactMap { if case let .image(p) = $0.payload { .init(id: $0.id, payload: p) } else { nil } }
    }
    public var fileAttachments: [ChatMessageFileAttachment] {
        allAttachments.compactMap { if case let .file(p) = $0.payload { .init(id: $0.id, payload: p) } else { nil } }
    }
    public var linkAttachments: [ChatMessageLinkAttachment] {
        allAttachments.compactMap { if case let .link(p) = $0.payload { .init(id: $0.id, payload: p) } else { nil } }
    }

    public static func == (lhs: ChatMessage, rhs: ChatMessage) -> Bool {
        lhs.id == rhs.id && lhs.text == rhs.text && lhs.type == rhs.type && lhs.updatedAt == rhs.updatedAt
            && lhs.deletedAt == rhs.deletedAt && lhs.textUpdatedAt == rhs.textUpdatedAt && lhs.pinDetails == rhs.pinDetails
            && lhs.localState == rhs.localState && lhs.allAttachments == rhs.allAttachments
            && lhs.reactionCounts == rhs.reactionCounts && lhs.currentUserReactions == rhs.currentUserReactions
            && lhs.author == rhs.author && lhs.createdAt == rhs.createdAt && lhs.failureReason?.message == rhs.failureReason?.message
            && lhs.moderationDetails == rhs.moderationDetails && lhs.quotedMessage == rhs.quotedMessage
            && lhs.isFlaggedByCurrentUser == rhs.isFlaggedByCurrentUser
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// Whether this value and `other` are copies of one message value: they share their fields
    /// (a change to either copies them first), so every field is equal. Lets the SDK skip
    /// comparing the fields of a message it was given before.
    package func isCopy(of other: ChatMessage) -> Bool { storage === other.storage }
}

/// The fields of a `ChatMessage`; shared between copies until one of them changes.
/// Only mutated through `ChatMessage.mutableStorage()`, i.e. when uniquely referenced.
private final class ChatMessageStorage: @unchecked Sendable {
    var id: MessageId
    var cid: ChannelId?
    var text: String
    var type: MessageType
    var command: String?
    var arguments: String?
    var author: ChatUser
    var createdAt: Date
    var locallyCreatedAt: Date?
    var updatedAt: Date
    var deletedAt: Date?
    var textUpdatedAt: Date?
    var isSilent: Bool
    var parentMessageId: MessageId?
    var mentionedUsers: Set<ChatUser>
    var allAttachments: [AnyChatMessageAttachment]
    var reactionCounts: [MessageReactionType: Int]
    var reactionScores: [MessageReactionType: Int]
    var latestReactions: Set<ChatMessageReaction>
    var currentUserReactions: Set<ChatMessageReaction>
    var localState: LocalMessageState?
    var failureReason: ClientError?
    var isSentByCurrentUser: Bool
    var isFlaggedByCurrentUser = false
    var pinDetails: MessagePinning?
    var moderationDetails: MessageModerationDetails?
    var extraData: [String: RawJSON]
    var quotedMessage: ChatMessage?

    init(
        id: MessageId, cid: ChannelId?, text: String, type: MessageType, command: String?,
        arguments: String?, author: ChatUser, createdAt: Date, locallyCreatedAt: Date?,
        updatedAt: Date?, deletedAt: Date?, textUpdatedAt: Date?, isSilent: Bool, parentMessageId: MessageId?,
        quotedMessage: ChatMessage?, mentionedUsers: Set<ChatUser>, attachments: [AnyChatMessageAttachment],
        reactionCounts: [MessageReactionType: Int], reactionScores: [MessageReactionType: Int],
        latestReactions: Set<ChatMessageReaction>, currentUserReactions: Set<ChatMessageReaction>,
        localState: LocalMessageState?, failureReason: ClientError?, isSentByCurrentUser: Bool,
        pinDetails: MessagePinning?, moderationDetails: MessageModerationDetails?, extraData: [String: RawJSON]
    ) {
        self.id = id
        self.cid = cid
        self.text = text
        self.type = type
        self.command = command
        self.arguments = arguments
        self.author = author
        self.createdAt = createdAt
        self.locallyCreatedAt = locallyCreatedAt
        self.updatedAt = updatedAt ?? createdAt
        self.deletedAt = deletedAt
        self.textUpdatedAt = textUpdatedAt
        self.isSilent = isSilent
        self.parentMessageId = parentMessageId
        self.mentionedUsers = mentionedUsers
        self.allAttachments = attachments
        self.reactionCounts = reactionCounts
        self.reactionScores = reactionScores
        self.latestReactions = latestReactions
        self.currentUserReactions = currentUserReactions
        self.localState = localState
        self.failureReason = failureReason
        self.isSentByCurrentUser = isSentByCurrentUser
        self.pinDetails = pinDetails
        self.moderationDetails = moderationDetails
        self.extraData = extraData
        self.quotedMessage = quotedMessage
    }

    func copy() -> ChatMessageStorage {
        let copy = ChatMessageStorage(
            id: id, cid: cid, text: text, type: type, command: command, arguments: arguments, author: author, createdAt: createdAt,
            locallyCreatedAt: locallyCreatedAt, updatedAt: updatedAt, deletedAt: deletedAt, textUpdatedAt: textUpdatedAt,
            isSilent: isSilent, parentMessageId: parentMessageId, quotedMessage: quotedMessage, mentionedUsers: mentionedUsers,
            attachments: allAttachments,
            reactionCounts: reactionCounts, reactionScores: reactionScores, latestReactions: latestReactions,
            currentUserReactions: currentUserReactions, localState: localState, failureReason: failureReason,
            isSentByCurrentUser: isSentByCurrentUser, pinDetails: pinDetails, moderationDetails: moderationDetails,
            extraData: extraData)
        copy.isFlaggedByCurrentUser = isFlaggedByCurrentUser
        return copy
    }
}
