import Foundation

/// A reaction kind, e.g. `like`, `love`, `haha`.
public struct MessageReactionType: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, Codable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }
}

/// One user's reaction to a message.
public struct ChatMessageReaction: Hashable, Sendable {
    public let type: MessageReactionType
    public let score: Int
    public let createdAt: Date
    public let updatedAt: Date
    public let author: ChatUser
    public let extraData: [String: RawJSON]

    public init(type: MessageReactionType, score: Int, createdAt: Date, updatedAt: Date, author: ChatUser, extraData: [String: RawJSON] = [:]) {
        self.type = type
        self.score = score
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.author = author
        self.extraData = extraData
    }
}
