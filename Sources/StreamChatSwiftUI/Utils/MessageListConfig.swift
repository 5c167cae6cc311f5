import Foundation

/// How the message list groups and pages messages.
public struct MessageListConfig: Sendable {
    /// Consecutive messages of one author closer than this (seconds) form a group: the author's
    /// name shows once above it, the avatar and time once below it.
    public var groupingInterval: TimeInterval
    /// How many older messages to request when the list is scrolled to its top.
    public var pageSize: Int
    /// Whether date separators are shown between messages of different days.
    public var showsDateSeparators: Bool
    /// Whether the typing indicator is shown below the messages.
    public var typingIndicatorEnabled: Bool
    /// The reactions offered in a message's context menu, as (type, emoji).
    public var reactions: [(type: String, emoji: String)]
    /// Whether the composer keeps what is typed as the channel's draft on the server (restored
    /// when the channel opens again, deleted when sent) and channel rows show "Draft: …".
    /// On by default here (Stream's default is off): without it, text left in a composer is lost.
    public var draftMessagesEnabled: Bool

    public init(
        groupingInterval: TimeInterval = 60,
        pageSize: Int = 25,
        showsDateSeparators: Bool = true,
        typingIndicatorEnabled: Bool = true,
        reactions: [(type: String, emoji: String)] = MessageListConfig.defaultReactions,
        draftMessagesEnabled: Bool = true
    ) {
        self.groupingInterval = groupingInterval
        self.pageSize = pageSize
        self.showsDateSeparators = showsDateSeparators
        self.typingIndicatorEnabled = typingIndicatorEnabled
        self.reactions = reactions
        self.draftMessagesEnabled = draftMessagesEnabled
    }

    /// The SDK's reactions: like, love, haha, wow, sad.
    public static let defaultReactions: [(type: String, emoji: String)] = [
        ("like", "👍"), ("love", "❤️"), ("haha", "😂"), ("wow", "😮"), ("sad", "😢"),
    ]

    /// The emoji of a reaction type; unknown types are shown by name.
    public func emoji(forReaction type: String) -> String {
        reactions.first(where: { $0.type == type })?.emoji ?? type
    }
}
