import Foundation

/// A stored user row.
struct UserRecord: Sendable, Equatable {
    var id: UserId
    var name: String?
    var imageURL: String?
    var role: String
    var createdAt: Date
    var updatedAt: Date
    var lastActiveAt: Date?
    /// The app-wide ban, nil when there is none (an expired ban may still be recorded).
    var ban: BanTerm?
    var extra: [String: RawJSON]

    /// Whether an app-wide ban is in force at `now`.
    func isBanned(at now: Date) -> Bool { ban?.isInForce(at: now) ?? false }
}

/// A recorded ban: permanent (`expiresAt` nil), or lifting itself at `expiresAt`.
struct BanTerm: Sendable, Equatable {
    var expiresAt: Date?

    /// Whether the ban still holds at `now`: it stops holding at the instant it expires.
    func isInForce(at now: Date) -> Bool { expiresAt.map { now < $0 } ?? true }

    /// `expiresAt` while the ban holds at `now`, else nil.
    func expiry(at now: Date) -> Date? { isInForce(at: now) ? expiresAt : nil }
}

/// A stored channel row.
struct ChannelRecord: Sendable, Equatable {
    var cid: ChannelId
    var name: String?
    var imageURL: String?
    var createdBy: UserId?
    var createdAt: Date
    var updatedAt: Date
    var lastMessageAt: Date?
    var isDirectMessage: Bool
    var memberCount: Int
    var extra: [String: RawJSON]
}

/// A stored membership row.
struct MemberRecord: Sendable, Equatable {
    var cid: ChannelId
    var userId: UserId
    var role: String
    var createdAt: Date
    /// The ban in this channel, nil when there is none (an expired ban may still be recorded).
    var ban: BanTerm?

    /// Whether a ban in this channel is in force at `now`.
    func isBanned(at now: Date) -> Bool { ban?.isInForce(at: now) ?? false }
}

/// A stored message row.
struct MessageRecord: Sendable, Equatable {
    var seq: Int64 = 0
    var id: MessageId
    var cid: ChannelId
    var userId: UserId
    var text: String
    var type: MessageType
    var command: String?
    var args: String?
    var createdAt: Date
    var updatedAt: Date
    var deletedAt: Date?
    var quotedId: MessageId?
    var parentId: MessageId?
    var mentionedUserIds: [UserId]
    var attachments: [AttachmentPayload]
    var isSilent: Bool
    var isPinned: Bool
    var extra: [String: RawJSON]
    /// When the text was last edited (not moved by pinning or deletion); nil when never.
    var textUpdatedAt: Date? = nil
}

/// A stored reaction row.
struct ReactionRecord: Sendable, Equatable {
    var messageId: MessageId
    var userId: UserId
    var type: String
    var score: Int
    var createdAt: Date
    var updatedAt: Date
}

/// A stored read-state row.
struct ReadRecord: Sendable, Equatable {
    var cid: ChannelId
    var userId: UserId
    var lastReadAt: Date
    var lastReadMessageId: MessageId?
}

/// JSON columns: encoding never fails for these value types; bad stored JSON reads as empty.
enum JSONColumn {
    static func encode<T: Encodable>(_ value: T) -> String {
        (try? JSONEncoder().encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
    }

    /// `encode(value)`, or nil (stored as NULL) for an empty collection.
    static func encodeUnlessEmpty<T: Encodable & Collection>(_ value: T) -> String? {
        value.isEmpty ? nil : encode(value)
    }

    static func decode<T: Decodable>(_ type: T.Type, from text: String?, default fallback: T) -> T {
        guard let text, !text.isEmpty else { return fallback }
        return (try? JSONDecoder().decode(T.self, from: Data(text.utf8))) ?? fallback
    }
}
