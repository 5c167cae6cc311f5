import StreamChat

extension ChatUser {
    /// The text that mentions this user in a message, without the `@`: the name, or the id for
    /// a user without a name.
    public var mentionText: String { displayName }
}
