import Foundation

extension ChatServer {
    func mute(_ targetId: UserId, by userId: UserId) throws -> CurrentChatUser {
        guard targetId != userId else { throw ClientError.InvalidRequest("A user cannot mute themselves.") }
        let target = try user(targetId)
        let actor = try user(userId)
        if try store.addMute(userId: userId, targetId: targetId, at: Date()) {
            let targetUser = makeUser(target), actorUser = makeUser(actor)
            try notifySelf(userId, .userMuted(target: targetUser, by: actorUser))
        }
        return try currentUser(userId)
    }

    func unmute(_ targetId: UserId, by userId: UserId) throws -> CurrentChatUser {
        guard targetId != userId else { throw ClientError.InvalidRequest("A user cannot unmute themselves.") }
        let target = try user(targetId)
        let actor = try user(userId)
        if try store.removeMute(userId: userId, targetId: targetId) {
            try notifySelf(userId, .userUnmuted(target: makeUser(target), by: makeUser(actor)))
        }
        return try currentUser(userId)
    }

    /// Sends an event and the refreshed current user to the user's own connections.
    private func notifySelf(_ userId: UserId, _ event: ChatEvent) throws {
        let refreshed = try currentUser(userId)
        deliver(to: connections(of: userId)) { _ in event }
        deliver(to: connections(of: userId)) { _ in .currentUserUpdated(refreshed) }
    }

    /// Bans `targetId` app-wide (`cid` nil) or in a channel, for `timeoutInMinutes` or for good
    /// (nil). A bad timeout is refused before anything changes.
    func ban(_ targetId: UserId, in cid: ChannelId?, timeoutInMinutes: Int?, reason: String?, by actorId: UserId) throws {
        let now = self.now
        let expiresAt = try BanTimeout.expiry(of: timeoutInMinutes, from: now)
        let term = BanTerm(expiresAt: expiresAt)
        try changeBan(of: targetId, in: cid, to: term, by: actorId) { scope in
            try store.addBan(scope: scope, userId: targetId, by: actorId, reason: reason, at: now, expiresAt: expiresAt)
        } announce: { banned, actor in
            .userBanned(user: banned, cid: cid, by: actor, reason: reason, expiredAt: expiresAt)
        }
    }

    /// Lifts a ban (in force, or already expired) app-wide (`cid` nil) or in a channel.
    func unban(_ targetId: UserId, in cid: ChannelId?, by actorId: UserId) throws {
        try changeBan(of: targetId, in: cid, to: nil, by: actorId) { scope in
            _ = try store.removeBan(scope: scope, userId: targetId)
        } announce: { unbanned, _ in
            .userUnbanned(user: unbanned, cid: cid)
        }
    }

    /// Checks permission, writes the ban row (`record`, given the scope: a cid or "*") and the
    /// user's or member's ban in one transaction, then tells the channel or everyone.
    private func changeBan(of targetId: UserId, in cid: ChannelId?, to term: BanTerm?, by actorId: UserId,
                           record: (String) throws -> Void, announce: (ChatUser, ChatUser) -> ChatEvent) throws {
        let actor = try user(actorId)
        let target = try user(targetId)
        try requireBanPermission(actor: actor, target: target, cid: cid)
        if let cid, term != nil, try membership(cid, targetId) == nil {
            throw ClientError.NotAMember("User \"\(targetId)\" is not a member of \(cid).")
        }
        let changed = try writeBan(of: target, in: cid, to: term, record: record)
        if let expiresAt = term?.expiresAt { noteBanExpiry(expiresAt) }
        announceBan(announce(makeUser(changed), makeUser(actor)), in: cid)
    }

    /// Writes the ban row (`record`) and the user's (app-wide) or member's (`cid`) ban in one
    /// transaction; returns the user as stored afterwards.
    func writeBan(of target: UserRecord, in cid: ChannelId?, to term: BanTerm?, record: (String) throws -> Void) throws -> UserRecord {
        var target = target
        if let cid {
            try store.transaction {
                try record(cid.rawValue)
                try store.setMemberBan(cid: cid, userId: target.id, term)
            }
            invalidateChannel(cid)
        } else {
            target.ban = term
            try store.transaction {
                try record("*")
                try saveUser(target)
            }
        }
        return target
    }

    /// Tells a ban's change to the channel's audience, or to everyone for an app-wide ban.
    func announceBan(_ event: ChatEvent, in cid: ChannelId?) {
        let audience = cid.map(audience(of:)) ?? connectionsInOrder()
        deliver(to: audience) { _ in event }
    }

    func flagUser(_ targetId: UserId, reason: String?, by actorId: UserId) throws -> CurrentChatUser {
        let actor = try user(actorId)
        try requireFlagPermission(actor: actor, targetUserId: targetId)
        let target = try user(targetId)
        guard try store.addFlag(userId: actorId, targetUserId: targetId, targetMessageId: nil, reason: reason, at: Date()) else {
            throw ClientError.InvalidRequest("You already flagged \(target.name ?? targetId).")
        }
        let refreshed = try currentUser(actorId)
        deliver(to: connections(of: actorId)) { _ in .currentUserUpdated(refreshed) }
        return refreshed
    }

    /// Flags a message for moderators: not one's own, not a deleted one, once per user (a
    /// second flag is refused, so the user learns it was already sent). Guests may not flag.
    func flagMessage(_ messageId: MessageId, reason: String?, by actorId: UserId) throws {
        let actor = try user(actorId)
        let message = try storedMessage(messageId)
        if message.userId == actorId { throw ClientError.InvalidRequest("You cannot flag your own message.") }
        guard message.deletedAt == nil else { throw ClientError.InvalidRequest("This message was deleted.") }
        try requireFlagPermission(actor: actor, targetUserId: nil)
        guard try store.addFlag(userId: actorId, targetUserId: nil, targetMessageId: messageId, reason: reason, at: Date()) else {
            throw ClientError.InvalidRequest("You already flagged this message.")
        }
    }

    /// How many users flagged `userId` (for moderators and tests).
    public func flagCount(of userId: UserId) throws -> Int {
        try lock.withLock { try store.flagCount(targetUserId: userId) }
    }
}
