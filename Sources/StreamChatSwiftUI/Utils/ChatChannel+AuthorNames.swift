import StreamChat

extension ChatChannel {
    /// Whether the message list shows another user's name above their group of messages: not
    /// in a channel known to be a conversation of two, whose name is the other person's already
    /// (Stream's SDK shows names only when `memberCount > 2`). A member count of 0 is not known
    /// (a channel not fully loaded): the loaded members decide then, and with none loaded the
    /// names show (Stream's SDK hides them).
    var showsAuthorNames: Bool {
        let members = memberCount > 0 ? memberCount : lastActiveMembers.count
        return members == 0 || members > 2
    }
}
