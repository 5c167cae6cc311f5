import Foundation

/// A slash command a channel type enables (`/giphy`, `/mute`, ...).
public struct Command: Hashable, Sendable, Codable {
    /// The name, without the slash.
    public let name: String
    /// What it does.
    public let description: String
    /// The group it belongs to (`fun_set`, `moderation_set`).
    public let set: String
    /// The arguments it takes, e.g. `[text]` or `@username`.
    public let args: String

    public init(name: String, description: String = "", set: String = "", args: String = "") {
        self.name = name
        self.description = description
        self.set = set
        self.args = args
    }

    /// The commands the embedded server implements.
    public static let giphy = Command(name: "giphy", description: "Post a random gif to the channel", set: "fun_set", args: "[text]")
    public static let mute = Command(name: "mute", description: "Mute a user", set: "moderation_set", args: "[@username]")
    public static let unmute = Command(name: "unmute", description: "Unmute a user", set: "moderation_set", args: "[@username]")
    public static let ban = Command(name: "ban", description: "Ban a user from the channel", set: "moderation_set", args: "[@username] [text]")
    public static let unban = Command(name: "unban", description: "Unban a user from the channel", set: "moderation_set", args: "[@username]")
    public static let flag = Command(name: "flag", description: "Flag a user for moderators", set: "moderation_set", args: "[@username]")
    /// Every command the embedded server implements, by name.
    public static let builtIn: [String: Command] = Dictionary(
        uniqueKeysWithValues: [giphy, mute, unmute, ban, unban, flag].map { ($0.name, $0) }
    )
}

/// The configuration of a channel type, shared by every channel of that type.
public struct ChannelConfig: Hashable, Sendable {
    public var reactionsEnabled: Bool
    public var typingEventsEnabled: Bool
    public var readEventsEnabled: Bool
    public var connectEventsEnabled: Bool
    public var repliesEnabled: Bool
    public var quotesEnabled: Bool
    public var searchEnabled: Bool
    public var mutesEnabled: Bool
    /// The most characters a message may have; its UTF-8 bytes are capped at
    /// `MessageText.byteLimit(characterLimit:)` of it.
    public var maxMessageLength: Int
    /// The slash commands channels of this type process; any other `/word` is plain text.
    public var commands: [Command]

    public init(
        reactionsEnabled: Bool = true, typingEventsEnabled: Bool = true, readEventsEnabled: Bool = true,
        connectEventsEnabled: Bool = true, repliesEnabled: Bool = true, quotesEnabled: Bool = true,
        searchEnabled: Bool = true, mutesEnabled: Bool = true, maxMessageLength: Int = ChannelConfig.defaultMaxMessageLength,
        commands: [Command] = []
    ) {
        self.reactionsEnabled = reactionsEnabled
        self.typingEventsEnabled = typingEventsEnabled
        self.readEventsEnabled = readEventsEnabled
        self.connectEventsEnabled = connectEventsEnabled
        self.repliesEnabled = repliesEnabled
        self.quotesEnabled = quotesEnabled
        self.searchEnabled = searchEnabled
        self.mutesEnabled = mutesEnabled
        self.maxMessageLength = maxMessageLength
        self.commands = commands
    }

    /// 5,000 characters, as on Stream's backend.
    public static let defaultMaxMessageLength = 5_000
}

/// Something the current user may do in a channel, as the server computed it.
public struct ChannelCapability: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public static let sendMessage: ChannelCapability = "send-message"
    public static let sendReaction: ChannelCapability = "send-reaction"
    public static let sendTypingEvents: ChannelCapability = "send-typing-events"
    public static let readEvents: ChannelCapability = "read-events"
    public static let updateOwnMessage: ChannelCapability = "update-own-message"
    public static let deleteOwnMessage: ChannelCapability = "delete-own-message"
    public static let updateAnyMessage: ChannelCapability = "update-any-message"
    public static let deleteAnyMessage: ChannelCapability = "delete-any-message"
    public static let banChannelMembers: ChannelCapability = "ban-channel-members"
    public static let flagMessage: ChannelCapability = "flag-message"
    public static let muteChannel: ChannelCapability = "mute-channel"
    public static let updateChannelMembers: ChannelCapability = "update-channel-members"
    public static let updateChannel: ChannelCapability = "update-channel"
    public static let quoteMessage: ChannelCapability = "quote-message"
    public static let pinMessage: ChannelCapability = "pin-message"
}
