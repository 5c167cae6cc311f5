import Foundation

extension ChatChannel {
    /// Whether `user` appears in the channel value: a member, a watcher, the membership, or the
    /// author of one of the latest messages.
    func shows(_ user: ChatUser) -> Bool {
        lastActiveMembers.contains { $0.id == user.id } || lastActiveWatchers.contains { $0.id == user.id }
            || membership?.id == user.id || latestMessages.contains { $0.author.id == user.id }
    }

    /// Takes in a user's new value (presence, name, image): members (kept most recently active
    /// first), watchers, the membership, and the author of the latest messages, whose name and
    /// image the channel list shows.
    mutating func apply(_ user: ChatUser) {
        if lastActiveMembers.contains(where: { $0.id == user.id }) {
            lastActiveMembers = lastActiveMembers.map { $0.id == user.id ? $0.with(user: user) : $0 }
            lastActiveMembers.sort { ($0.lastActiveAt ?? .distantPast) > ($1.lastActiveAt ?? .distantPast) }
        }
        if lastActiveWatchers.contains(where: { $0.id == user.id }) {
            lastActiveWatchers = lastActiveWatchers.map { $0.id == user.id ? user : $0 }
        }
        if let membership, membership.id == user.id {
            self.membership = membership.with(user: user)
        }
        if latestMessages.contains(where: { $0.author.id == user.id && !$0.author.showsSameProfile(as: user) }) {
            latestMessages = latestMessages.map { $0.withProfile(of: user) }
        }
    }
}

extension ChatMessage {
    /// The message with `user`'s name and image as its author's, when `user` wrote it and
    /// either changed (presence alone changes nothing here).
    func withProfile(of user: ChatUser) -> ChatMessage {
        guard author.id == user.id, !author.showsSameProfile(as: user) else { return self }
        var updated = self
        updated.author = user
        return updated
    }
}
