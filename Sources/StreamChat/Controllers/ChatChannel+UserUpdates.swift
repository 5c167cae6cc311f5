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
        if latestMessages.contains(where: { $0.showsOldProfile(of: user) }) {
            latestMessages = latestMessages.map { $0.withProfile(of: user) }
        }
    }
}

extension ChatMessage {
    /// Whether the message shows an older name or image of `user`: as its author, or as the
    /// author of the message it quotes.
    func showsOldProfile(of user: ChatUser) -> Bool {
        (author.id == user.id && !author.showsSameProfile(as: user)) || quotedMessage?.showsOldProfile(of: user) == true
    }

    /// The message with `user`'s name and image as its author's and as the quoted message's
    /// author's, where `user` wrote them and either changed (presence alone changes nothing here).
    func withProfile(of user: ChatUser) -> ChatMessage {
        guard showsOldProfile(of: user) else { return self }
        var updated = self
        if author.id == user.id { updated.author = user }
        if let quoted = quotedMessage, quoted.showsOldProfile(of: user) { updated.quotedMessage = quoted.withProfile(of: user) }
        return updated
    }
}
