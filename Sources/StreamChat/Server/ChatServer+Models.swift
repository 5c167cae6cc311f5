import Foundation

/// Turning stored rows into the models one viewer sees.
extension ChatServer {
    // MARK: Users

    /// A stored user by id, through the cache.
    func user(_ id: UserId) throws -> UserRecord {
        if let cached = userCache[id] { return cached }
        guard let record = try store.user(id: id) else { throw ClientError.UserNotFound("No user with id \"\(id)\".") }
        userCache[id] = record
        return record
    }

    func users(_ ids: some Sequence<UserId>) throws -> [UserId: UserRecord] {
        var found: [UserId: UserRecord] = [:]
        var missing: [UserId] = []
        for id in Set(ids) {
            if let cached = userCache[id] { found[id] = cached } else { missing.append(id) }
        }
        for start in stride(from: 0, to: missing.count, by: 500) {
            for record in try store.users(ids: Array(missing[start..<min(start + 500, missing.count)])) {
                userCache[record.id] = record
                found[record.id] = record
            }
        }
        return found
    }

    /// Writes a user and keeps the cache and search indexes current.
    func saveUser(_ record: UserRecord) throws {
        try store.saveUser(record)
        if userCache[record.id]?.name != record.name { noteNameChangeForMemberIndexBuilds(record.id) }
        userCache[record.id] = record
        let entry = MentionSearchIndex.Entry(id: record.id, name: record.name, lastActiveAt: record.lastActiveAt)
        userIndex?.upsert(entry)
        for index in memberIndexes.values where index.contains(record.id) { index.upsert(entry) }
    }

    func touchLastActive(_ userId: UserId) throws {
        var record = try user(userId)
        record.lastActiveAt = Date()
        try store.setLastActive(userId: userId, at: record.lastActiveAt!)
        userCache[userId] = record
    }

    func makeUser(_ record: UserRecord) -> ChatUser {
        ChatUser(id: record.id, name: record.name, imageURL: record.imageURL.flatMap(URL.init(string:)), isOnline: isOnline(record.id),
                 isBanned: record.isBanned(at: now), userRole: UserRole(rawValue: record.role), createdAt: record.createdAt,
                 updatedAt: record.updatedAt, lastActiveAt: record.lastActiveAt, extraData: record.extra)
    }

    func makeUser(id: UserId) throws -> ChatUser { makeUser(try user(id)) }

    func currentUser(_ userId: UserId) throws -> CurrentChatUser {
        let muted = try users(store.mutedUserIds(of: userId)).values.map(makeUser)
        return CurrentChatUser(user: try makeUser(id: userId), mutedUsers: Set(muted), flaggedUserIds: Set(try store.flaggedUserIds(by: userId)))
    }

    func makeMember(_ member: MemberRecord, user record: UserRecord) -> ChatChannelMember {
        let now = self.now
        return ChatChannelMember(user: makeUser(record), memberRole: MemberRole(rawValue: member.role), memberCreatedAt: member.createdAt,
                                 isBannedFromChannel: member.isBanned(at: now), banExpiresAt: member.ban?.expiry(at: now))
    }

    // MARK: Messages

    /// Builds messages for `viewer`, loading authors, mentions, reactions and quotes in batches.
    func makeMessages(_ records: [MessageRecord], viewer: UserId, loadReactions: Bool = true) throws -> [ChatMessage] {
        guard !records.isEmpty else { return [] }
        let quotedIds = records.compactMap(\.quotedId)
        let quoted = Dictionary(try store.messages(ids: quotedIds).map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        // A quote is the quoted message as it is now (its reactions and flag included), whether
        // or not the quoted message is among `records`.
        let reactionIds = (loadReactions ? records.map(\.id) : []) + quotedIds
        let reactions = Dictionary(grouping: try store.reactions(messageIds: reactionIds), by: \.messageId)
        var userIds = Set(records.map(\.userId))
        records.forEach { userIds.formUnion($0.mentionedUserIds) }
        quoted.values.forEach { userIds.insert($0.userId) }
        reactions.values.forEach { $0.forEach { userIds.insert($0.userId) } }
        let users = try self.users(userIds).mapValues(makeUser)
        let flagged = try store.flaggedMessageIds(by: viewer, among: records.map(\.id) + quotedIds)
        func build(_ record: MessageRecord, quote: ChatMessage?) -> ChatMessage {
            let author = users[record.userId] ?? ChatUser(id: record.userId)
            let messageReactions = (reactions[record.id] ?? []).compactMap { reaction -> ChatMessageReaction? in
                guard let user = users[reaction.userId] else { return nil }
                return ChatMessageReaction(type: MessageReactionType(rawValue: reaction.type), score: reaction.score,
                                           createdAt: reaction.createdAt, updatedAt: reaction.updatedAt, author: user)
            }
            var counts: [MessageReactionType: Int] = [:], scores: [MessageReactionType: Int] = [:]
            for reaction in messageReactions {
                counts[reaction.type, default: 0] += 1
                scores[reaction.type, default: 0] += reaction.score
            }
            var message = ChatMessage(
                id: record.id, cid: record.cid, text: record.text, type: record.type, command: record.command, arguments: record.args,
                author: author, createdAt: record.createdAt, updatedAt: record.updatedAt, deletedAt: record.deletedAt,
                textUpdatedAt: record.textUpdatedAt, isSilent: record.isSilent, parentMessageId: record.parentId, quotedMessage: quote,
                mentionedUsers: Set(record.mentionedUserIds.compactMap { users[$0] }),
                attachments: record.attachments.enumerated().map {
                    AnyChatMessageAttachment(id: AttachmentId(cid: record.cid, messageId: record.id, index: $0.offset), payload: $0.element)
                },
                reactionCounts: counts, reactionScores: scores, latestReactions: Set(messageReactions.prefix(25)),
                currentUserReactions: Set(messageReactions.filter { $0.author.id == viewer }),
                isSentByCurrentUser: record.userId == viewer, pinDetails: record.isPinned ? .noExpiration : nil, extraData: record.extra
            )
            message.isFlaggedByCurrentUser = flagged.contains(record.id)
            return message
        }
        return records.map { record in build(record, quote: record.quotedId.flatMap { quoted[$0] }.map { build($0, quote: nil) }) }
    }

    func makeMessage(_ record: MessageRecord, viewer: UserId) throws -> ChatMessage {
        try makeMessages([record], viewer: viewer)[0]
    }

    // MARK: Channels

    /// Builds a channel for `viewer` with `membersLimit` most recently active members and the given
    /// latest messages; `onlineMembers` are those of ``onlineMembers(in:)`` when the caller builds
    /// several channels (else the connections are scanned for this one).
    func makeChannel(_ record: ChannelRecord, viewer: UserId, membersLimit: Int = 100, latestMessages: [ChatMessage] = [],
                     onlineMembers: [ChannelId: Set<UserId>]? = nil) throws -> ChatChannel {
        let members = try store.membersByActivity(cid: record.cid, limit: membersLimit).map { makeMember($0.0, user: $0.1) }
        let viewerMember = try membership(record.cid, viewer)
        let viewerUser = try user(viewer)
        let membership = viewerMember.map { makeMember($0, user: viewerUser) }
        let readRecords = try store.reads(cid: record.cid)
        let readers = try users(readRecords.map(\.userId))
        let reads = readRecords.compactMap { read -> ChatChannelRead? in
            guard let reader = readers[read.userId] else { return nil }
            return ChatChannelRead(lastReadAt: read.lastReadAt, lastReadMessageId: read.lastReadMessageId, unreadMessagesCount: 0,
                                   user: makeUser(reader))
        }
        var unread = ChannelUnreadCount.noUnread
        if let viewerMember {
            let since = readRecords.first { $0.userId == viewer }?.lastReadAt ?? viewerMember.createdAt
            unread = try store.unreadCounts(cid: record.cid, userId: viewer, since: since)
        }
        let watchers = watchers(of: record.cid)
        return ChatChannel(
            cid: record.cid, name: record.name, imageURL: record.imageURL.flatMap(URL.init(string:)), lastMessageAt: record.lastMessageAt,
            createdAt: record.createdAt, updatedAt: record.updatedAt, createdBy: try record.createdBy.map { try makeUser(id: $0) },
            config: try channelConfig(for: record.cid.type),
            ownCapabilities: capabilities(of: viewerUser, member: viewerMember, in: record),
            isDirectMessageChannel: record.isDirectMessage, memberCount: record.memberCount, watcherCount: watchers.count,
            onlineMemberCount: onlineMembers.map { $0[record.cid]?.count ?? 0 } ?? onlineMemberCount(of: record.cid),
            lastActiveMembers: members, lastActiveWatchers: Array(watchers.prefix(100)), membership: membership,
            reads: reads, unreadCount: unread, latestMessages: latestMessages,
            draftMessage: try draftMessage(in: record.cid, viewer: viewer), extraData: record.extra
        )
    }

    /// A stored channel by id, through the cache (writers call `invalidateChannel`).
    func channelRecord(_ cid: ChannelId) throws -> ChannelRecord {
        if let cached = channelCache[cid] { return cached }
        guard let record = try store.channel(cid: cid) else { throw ClientError.ChannelNotFound("No channel with id \"\(cid)\".") }
        channelCache[cid] = record
        return record
    }

    /// A user's membership of a channel, through the cache (writers call `invalidateChannel`).
    func membership(_ cid: ChannelId, _ userId: UserId) throws -> MemberRecord? {
        if let cached = memberCache[cid]?[userId] { return cached }
        let record = try store.member(cid: cid, userId: userId)
        memberCache[cid, default: [:]][userId] = .some(record)
        return record
    }

    /// Forgets cached rows of a channel after its row or its memberships changed.
    func invalidateChannel(_ cid: ChannelId) {
        channelCache[cid] = nil
        memberCache[cid] = nil
    }
}
