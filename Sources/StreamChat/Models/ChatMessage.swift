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
public struct ChatMessage: Identifiable, Hashable, Sendable {
    public let id: MessageId
    /// The channel the message belongs to.
    public let cid: ChannelId?
    public internal(set) var text: String
    public internal(set) var type: MessageType
    /// The slash command the text started with, when the channel enabled it (e.g. `giphy`).
    public let command: String?
    /// The text after the command (e.g. `cats` for `/giphy cats`).
    public let arguments: String?
    public let author: ChatUser
    public let createdAt: Date
    /// When the client created it (set for messages sent from this client).
    public let locallyCreatedAt: Date?
    public internal(set) var updatedAt: Date
    public internal(set) var deletedAt: Date?
    public let isSilent: Bool
    public let parentMessageId: MessageId?
    /// Users mentioned with `@`.
    public let mentionedUsers: Set<ChatUser>
    /// All attachments, in order.
    public internal(set) var allAttachments: [AnyChatMessageAttachment]
    /// Reaction counts by type.
    public internal(set) var reactionCounts: [MessageReactionType: Int]
    /// Reaction score sums by type.
    public internal(set) var reactionScores: [MessageReactionType: Int]
    /// The newest reactions (all users).
    public internal(set) var latestReactions: Set<ChatMessageReaction>
    /// The current user's reactions.
    public internal(set) var currentUserReactions: Set<ChatMessageReaction>
    /// Where the message stands locally; `nil` once the server stored it.
    public internal(set) var localState: LocalMessageState?
    /// Why the last send, edit or delete failed (kept until a retry succeeds).
    public internal(set) var failureReason: ClientError?
    /// Whether the current user wrote the message.
    public internal(set) var isSentByCurrentUser: Bool
    public let pinDetails: MessagePinning?
    public let extraData: [String: RawJSON]
    private let quotedMessageBox: QuotedMessageBox?

    /// Creates a message value.
    public init(
        id: MessageId, cid: ChannelId?, text: String, type: MessageType = .regular, command: String? = nil,
        arguments: String? = nil, author: ChatUser, createdAt: Date, locallyCreatedAt: Date? = nil,
        updatedAt: Date? = nil, deletedAt: Date? = nil, isSilent: Bool = false, parentMessageId: MessageId? = nil,
        quotedMessage: ChatMessage? = nil, mentionedUsers: Set<ChatUser> = [], attachments: [AnyChatMessageAttachment] = [],
        reactionCounts: [MessageReactionType: Int] = [:], reactionScores: [MessageReactionType: Int] = [:],
        latestReactions: Set<ChatMessageReaction> = [], currentUserReactions: Set<ChatMessageReaction> = [],
        localState: LocalMessageState? = nil, failureReason: ClientError? = nil, isSentByCurrentUser: Bool = false,
        pinDetails: MessagePinning? = nil, extraData: [String: RawJSON] = [:]
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
        self.isSilent = isSilent
        self.parentMessageId = parentMessageId
        self.quotedMessageBox = quotedMessage.map(QuotedMessageBox.init)
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
        self.extraData = extraData
    }

    /// The message this one quotes (replies to inline).
    public var quotedMessage: ChatMessage? { quotedMessageBox?.message }
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
            && lhs.deletedAt == rhs.deletedAt && lhs.localState == rhs.localState && lhs.allAttachments == rhs.allAttachments
            && lhs.reactionCounts == rhs.reactionCounts && lhs.currentUserReactions == rhs.currentUserReactions
            && lhs.author == rhs.author && lhs.createdAt == rhs.createdAt && lhs.failureReason?.message == rhs.failureReason?.message
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// Holds a quoted message, so that a message can contain another message.
private final class QuotedMessageBox: Sendable {
    let message: ChatMessage
    init(_ message: ChatMessage) { self.message = message }
}
