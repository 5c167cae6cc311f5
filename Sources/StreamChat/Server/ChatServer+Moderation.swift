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

    func ban(_ targetId: UserId, in cid: ChannelId?, reason: String?, by actorId: UserId) throws {
        let actor = try user(actorId)
        var target = try user(targetId)
        try requireBanPermission(actor: actor, target: target, cid: cid)
        let now = Date()
        if let cid {
            guard try membership(cid, targetId) != nil else {
                throw ClientError.NotAMember("User \"\(targetId)\" is not a member of \(cid).")
            }
            try store.transaction {
                try store.addBan(scope: cid.rawValue, userId: targetId, by: actorId, reason: reason, at: now)
                try store.setMemberBanned(cid: cid, userId: targetId, true)
            }
            invalidateChannel(cid)
        } else {
            target.isBanned = true
            try store.transaction {
                try store.addBan(scope: "*", userId: targetId, by: actorId, reason: reason, at: now)
                try saveUser(target)
            }
        }
        let bannedUser = makeUser(target), actorUser = makeUser(actor)
        let audience = cid.map(audience(of:)) ?? connections.values.sorted { $0.id < $1.id }
        deliver(to: audience) { _ in .userBanned(user: bannedUser, cid: cid, by: actorUser, reason: reason) }
    }

    func unban(_ targetId: UserId, in cid: ChannelId?, by actorId: UserId) throws {
        let actor = try user(actorId)
        var target = try user(targetId)
        try requireBanPermission(actor: actor, target: target, cid: cid)
        if let cid {
            try store.transaction {
                _ = try store.removeBan(scope: cid.rawValue, userId: targetId)
                try store.setMemberBanned(cid: cid, userId: targetId, false)
            }
            invalidateChannel(cid)
        } else {
            target.isBanned = false
            try store.transaction {
                _ = try store.removeBan(scope: "*", userId: targetId)
                try saveUser(target)
            }
        }
        let unbannedUser = makeUser(target)
        let audience = cid.map(audience(of:)) ?? connections.values.sorted { $0.id < $1.id }
        deliver(to: audience) { _ in .userUnbanned(user: unbannedUser, cid: cid) }
    }

    func flagUser(_ targetId: UserId, reason: String?, by actorId: UserId) throws -> CurrentChatUser {
        let actor = try user(actorId)
        try requireFlagPermission(actor: actor, targetUserId: targetId)
        _ = try user(targetId)
        try store.addFlag(userId: actorId, targetUserId: targetId, targetMessageId: nil, reason: reason, at: Date())
        let refreshed = try currentUser(actorId)
        deliver(to: connections(of: actorId)) { _ in .currentUserUpdated(refreshed) }
        return refreshed
    }

    func flagMessage(_ messageId: MessageId, reason: String?, by actorId: UserId) throws {
        let actor = try user(actorId)
        let message = try storedMessage(messageId)
        try requireFlagPermission(actor: actor, targetUserId: message.userId == actorId ? actorId : nil)
        try store.addFlag(userId: actorId, targetUserId: nil, targetMessageId: messageId, reason: reason, at: Date())
    }

    /// How many users flagged `userId` (for moderators and tests).
    public func flagCount(of userId: UserId) throws -> Int {
        try lock.withLock { try store.flagCount(targetUserId: userId) }
    }
}
