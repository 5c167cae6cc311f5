import StreamChat

/// The `@here` and `@channel` suggestions, offered to the channel's admins, moderators and
/// owner. A message mentioning `@here` counts as mentioning the online members; `@channel`,
/// all members.
public final class BroadcastMention: ChatUser, @unchecked Sendable {
    /// Whom a broadcast mention reaches.
    public enum Audience: String, Sendable {
        /// The members that are online.
        case here
        /// All members of the channel.
        case channel
    }

    /// Whom this mention reaches.
    public let audience: Audience

    /// Creates the suggestion for `audience`; its id and name are the audience's name.
    public init(_ audience: Audience) {
        self.audience = audience
        super.init(id: audience.rawValue, name: audience.rawValue)
    }
}
