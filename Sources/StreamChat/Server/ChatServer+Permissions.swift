import Foundation

/// Who may do what. App roles: `admin` and `moderator` moderate everywhere; in a channel, its
/// `owner` (creator) and members with role `admin` or `moderator` moderate that channel.
extension ChatServer {
    /// Whether the user moderates every channel (app admin or moderator).
    func isAppModerator(_ user: UserRecord) -> Bool {
        user.role == UserRole.admin.rawValue || user.role == UserRole.moderator.rawValue
    }

    /// Whether the user moderates this channel.
    func isChannelModerator(_ user: UserRecord, member: MemberRecord?) -> Bool {
        if isAppModerator(user) { return true }
        guard let role = member?.role else { return false }
        return [MemberRole.owner, .admin, .moderator].map(\.rawValue).contains(role)
    }

    /// The member record of a user allowed to post in `cid`; throws `NotAMember` or `UserBanned`.
    func requirePoster(_ user: UserRecord, in cid: ChannelId) throws -> MemberRecord {
        guard let member = try membership(cid, user.id) else {
            throw ClientError.NotAMember("User \"\(user.id)\" is not a member of \(cid) and cannot post there.")
        }
        let now = self.now
        if user.isBanned(at: now) { throw ClientError.UserBanned("User \"\(user.id)\" is banned from the app\(Self.until(user.ban, at: now)).") }
        if member.isBanned(at: now) { throw ClientError.UserBanned("User \"\(user.id)\" is banned from \(cid)\(Self.until(member.ban, at: now)).") }
        return member
    }

    /// " until <date>" for a ban with a timeout, "" for a permanent one.
    private static func until(_ ban: BanTerm?, at now: Date) -> String {
        ban?.expiry(at: now).map { " until \($0.ISO8601Format())" } ?? ""
    }

    /// The member record of a user in `cid`; throws `NotAMember`.
    func requireMember(_ user: UserRecord, in cid: ChannelId) throws -> MemberRecord {
        guard let member = try membership(cid, user.id) else {
            throw ClientError.NotAMember("User \"\(user.id)\" is not a member of \(cid).")
        }
        return member
    }

    /// Checks that `actor` may ban or unban `target`, app-wide (`cid` nil) or in a channel.
    func requireBanPermission(actor: UserRecord, target: UserRecord, cid: ChannelId?) throws {
        guard actor.id != target.id else { throw ClientError.InvalidRequest("A user cannot ban or unban themselves.") }
        if target.role == UserRole.admin.rawValue && actor.role != UserRole.admin.rawValue {
            throw ClientError.PermissionDenied("Only an admin may ban or unban an admin.")
        }
        if let cid {
            _ = try channelRecord(cid)
            let member = try membership(cid, actor.id)
            guard isChannelModerator(actor, member: member) else {
                throw ClientError.PermissionDenied("User \"\(actor.id)\" may not ban in \(cid): only its owner, moderators and admins may.")
            }
        } else if !isAppModerator(actor) {
            throw ClientError.PermissionDenied("User \"\(actor.id)\" may not ban app-wide: only admins and moderators may.")
        }
    }

    /// Checks that `actor` may flag: any role but `guest`, never themselves.
    func requireFlagPermission(actor: UserRecord, targetUserId: UserId?) throws {
        if targetUserId == actor.id { throw ClientError.InvalidRequest("A user cannot flag themselves.") }
        if actor.role == UserRole.guest.rawValue { throw ClientError.PermissionDenied("Guests may not flag.") }
    }

    /// Checks that `actor` may edit or delete `message`: its author, or a moderator of the channel.
    func requireMessageOwnership(actor: UserRecord, message: MessageRecord) throws {
        if message.userId == actor.id { return }
        let member = try membership(message.cid, actor.id)
        guard isChannelModerator(actor, member: member) else {
            throw ClientError.PermissionDenied("Only the author or a moderator may change message \(message.id).")
        }
    }

    /// What `user` may do in `channel`, as `ChatChannel.ownCapabilities` reports it.
    func capabilities(of user: UserRecord, member: MemberRecord?, in channel: ChannelRecord) -> Set<ChannelCapability> {
        var result: Set<ChannelCapability> = []
        let now = self.now
        let banned = user.isBanned(at: now) || (member?.isBanned(at: now) ?? false)
        if member != nil && !banned {
            result.formUnion([.sendMessage, .sendReaction, .sendTypingEvents, .readEvents, .updateOwnMessage, .deleteOwnMessage,
                              .quoteMessage, .muteChannel, .pinMessage])
        }
        if user.role != UserRole.guest.rawValue { result.insert(.flagMessage) }
        if isChannelModerator(user, member: member) {
            result.formUnion([.banChannelMembers, .updateAnyMessage, .deleteAnyMessage, .updateChannelMembers, .updateChannel])
        }
        return result
    }
}
