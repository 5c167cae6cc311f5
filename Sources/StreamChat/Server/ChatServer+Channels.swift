import Foundation

extension ChatServer {
    /// The most messages one page may hold.
    static let maximumPageSize = 300

    func queryChannel(_ cid: ChannelId, creation: ChannelCreation?, messagesLimit: Int, anchor: MessagePageAnchor, membersLimit: Int,
                      watch: Bool, connection: ServerConnection) throws -> ChatResponse {
        let viewer = connection.userId
        let record: ChannelRecord
        if let existing = try store.channel(cid: cid) {
            record = existing
        } else if let creation {
            record = try createChannel(cid, creation: creation, creator: viewer)
        } else {
            throw ClientError.ChannelNotFound("No channel with id \"\(cid)\".")
        }
        let limit = min(max(messagesLimit, 0), Self.maximumPageSize)
        let stored = try messageRecords(cid, anchor: anchor, limit: limit)
        var messages = try makeMessages(stored.records, viewer: viewer)
        if anchor == .newest {
            let ephemerals = ephemeralGiphies.values.filter { $0.record.cid == cid && $0.record.userId == viewer }
            messages = try ephemerals.map { try makeEphemeralMessage($0) }.sorted { $0.createdAt > $1.createdAt } + messages
        }
        if watch {
            startWatching(cid, connection: connection)
            warmMemberIndex(cid)
        }
        let channel = try makeChannel(record, viewer: viewer, membersLimit: membersLimit,
                                      latestMessages: anchor == .newest ? Array(messages.prefix(25)) : [])
        return .channel(ChannelPage(channel: channel, messages: messages, hasNewerMessages: stored.hasNewer, hasOlderMessages: stored.hasOlder))
    }

    /// The stored messages of a page, newest first, and whether more lie beyond each end (each
    /// side reads one message past its share to tell).
    private func messageRecords(_ cid: ChannelId, anchor: MessagePageAnchor,
                                limit: Int) throws -> (records: [MessageRecord], hasNewer: Bool, hasOlder: Bool) {
        func anchorRecord(_ id: MessageId) throws -> MessageRecord {
            guard let message = try store.message(id: id), message.cid == cid else {
                throw ClientError.MessageNotFound("No message \"\(id)\" in \(cid) to page from.")
            }
            return message
        }
        /// Up to `count` messages older than `message` (nil: the newest), and whether more remain.
        func older(than message: MessageRecord?, count: Int) throws -> ([MessageRecord], Bool) {
            let records = try store.messages(cid: cid, before: message, limit: count + 1)
            return (Array(records.prefix(count)), records.count > count)
        }
        /// Up to `count` messages newer than `message`, the closest to it, and whether more remain.
        func newer(than message: MessageRecord, count: Int) throws -> ([MessageRecord], Bool) {
            let records = try store.messages(cid: cid, after: message, limit: count + 1)
            return (Array(records.suffix(count)), records.count > count)
        }
        switch anchor {
        case .newest:
            let (records, hasOlder) = try older(than: nil, count: limit)
            return (records, false, hasOlder)
        case let .before(id):
            let (records, hasOlder) = try older(than: try anchorRecord(id), count: limit)
            return (records, true, hasOlder)
        case let .after(id):
            let (records, hasNewer) = try newer(than: try anchorRecord(id), count: limit)
            return (records, hasNewer, true)
        case let .around(id):
            let message = try anchorRecord(id)
            guard limit > 0 else { return ([], true, true) }
            let (newerRecords, hasNewer) = try newer(than: message, count: limit / 2)
            let (olderRecords, hasOlder) = try older(than: message, count: limit - newerRecords.count - 1)
            return (newerRecords + [message] + olderRecords, hasNewer, hasOlder)
        }
    }
    /// Creates a channel with its creator as owner (when a member) and `creation.members`.
    @discardableResult
    func createChannel(_ cid: ChannelId, creation: ChannelCreation, creator: UserId, at date: Date = Date()) throws -> ChannelRecord {
        _ = try ChannelId(cid: cid.rawValue)
        guard try store.channel(cid: cid) == nil else { throw ClientError.ChannelAlreadyExists("Channel \(cid) already exists.") }
        let memberIds = creation.members.subtracting([creator]).sorted()
        let known = try users(memberIds + [creator])
        if let unknown = (memberIds + [creator]).first(where: { known[$0] == nil }) {
            throw ClientError.UserNotFound("Cannot create \(cid): no user with id \"\(unknown)\".")
        }
        let record = ChannelRecord(cid: cid, name: creation.name, imageURL: creation.imageURL?.absoluteString, createdBy: creator,
                                   createdAt: date, updatedAt: date, lastMessageAt: nil, isDirectMessage: creation.isDirectMessage,
                                   memberCount: 0, extra: creation.extraData)
        let added = try store.transaction { () -> [MemberRecord] in
            try store.insertChannel(record)
            var members: [MemberRecord] = []
            if creation.isCurrentUserMember {
                members.append(MemberRecord(cid: cid, userId: creator, role: MemberRole.owner.rawValue, createdAt: date, ban: nil))
            }
            members += memberIds.map { MemberRecord(cid: cid, userId: $0, role: MemberRole.member.rawValue, createdAt: date, ban: nil) }
            for member in members { _ = try store.addMember(member) }
            return members
        }
        invalidateChannel(cid)
        let addedIds = Set(added.map(\.userId))
        for connection in connections.values where addedIds.contains(connection.userId) { connection.memberOf.insert(cid) }
        let stored = try channelRecord(cid)
        deliver(to: connections.values.filter { addedIds.contains($0.userId) && $0.userId != creator }.sorted { $0.id < $1.id }) {
            .channelUpdated(try self.makeChannel(stored, viewer: $0.userId))
        }
        return stored
    }

    func updateChannel(_ cid: ChannelId, name: String?, imageURL: URL?, by userId: UserId) throws -> ChatResponse {
        let actor = try user(userId)
        let record = try channelRecord(cid)
        guard isChannelModerator(actor, member: try membership(cid, userId)) else {
            throw ClientError.PermissionDenied("Only the owner or a moderator may update \(cid).")
        }
        try store.updateChannel(cid: cid, name: name ?? record.name, imageURL: imageURL?.absoluteString ?? record.imageURL, at: Date())
        invalidateChannel(cid)
        try broadcastChannelUpdate(cid)
        return .empty
    }

    /// Sends every follower of the channel its current state.
    func broadcastChannelUpdate(_ cid: ChannelId) throws {
        let record = try channelRecord(cid)
        deliver(to: audience(of: cid)) { .channelUpdated(try self.makeChannel(record, viewer: $0.userId)) }
    }

    func addMembers(_ userIds: [UserId], to cid: ChannelId, by actorId: UserId) throws {
        let actor = try user(actorId)
        _ = try channelRecord(cid)
        guard isChannelModerator(actor, member: try membership(cid, actorId)) else {
            throw ClientError.PermissionDenied("Only the owner or a moderator may add members to \(cid).")
        }
        let known = try users(userIds)
        if let unknown = userIds.first(where: { known[$0] == nil }) { throw ClientError.UserNotFound("No user with id \"\(unknown)\".") }
        let now = Date()
        let added = try store.transaction {
            try userIds.filter {
                try store.addMember(MemberRecord(cid: cid, userId: $0, role: MemberRole.member.rawValue, createdAt: now, ban: nil))
            }
        }
        invalidateChannel(cid)
        if !added.isEmpty { noteMembershipChangeForMemberIndexBuild(cid) }
        for id in added {
            for connection in connections.values where connection.userId == id { connection.memberOf.insert(cid) }
            let record = known[id]!
            memberIndexes[cid]?.upsert(MentionSearchIndex.Entry(id: id, name: record.name, lastActiveAt: record.lastActiveAt))
            let member = makeMember(MemberRecord(cid: cid, userId: id, role: MemberRole.member.rawValue, createdAt: now, ban: nil), user: record)
            deliver(to: audience(of: cid)) { _ in .memberAdded(cid: cid, member: member) }
        }
        if !added.isEmpty { try broadcastChannelUpdate(cid) }
    }

    func removeMembers(_ userIds: [UserId], from cid: ChannelId, by actorId: UserId) throws {
        let actor = try user(actorId)
        _ = try channelRecord(cid)
        let leavingOnlySelf = userIds == [actorId]
        let actorMember = try membership(cid, actorId)
        guard leavingOnlySelf || isChannelModerator(actor, member: actorMember) else {
            throw ClientError.PermissionDenied("Only the owner or a moderator may remove members from \(cid).")
        }
        let removed = try store.transaction { try userIds.filter { try store.removeMember(cid: cid, userId: $0) } }
        invalidateChannel(cid)
        if !removed.isEmpty { noteMembershipChangeForMemberIndexBuild(cid) }
        for id in removed {
            let removedUser = try makeUser(id: id)
            deliver(to: audience(of: cid)) { _ in .memberRemoved(cid: cid, user: removedUser) }
            for connection in connections.values where connection.userId == id { connection.memberOf.remove(cid) }
            memberIndexes[cid]?.remove(id)
        }
        if !removed.isEmpty { try broadcastChannelUpdate(cid) }
    }

    func queryChannels(_ query: ChannelListQuery, offset: Int, viewer: UserId) throws -> [ChatChannel] {
        guard query.pageSize > 0, offset >= 0 else { throw ClientError.InvalidRequest("Page size must be positive and offset not negative.") }
        let matching = try store.allChannels().filter {
            try FilterEvaluator.matches(query.filter.expression, ChannelFilterSubject(record: $0, store: store))
        }
        let sorted = matching.sorted { ChannelSorting.isOrdered($0, before: $1, by: query.sort) }
        let page = sorted.dropFirst(offset).prefix(query.pageSize)
        let online = onlineMembers(in: Set(page.map(\.cid)))
        return try page.map { record in
            let messages = try makeMessages(try store.messages(cid: record.cid, before: nil, limit: min(query.messagesLimit, Self.maximumPageSize)),
                                            viewer: viewer)
            return try makeChannel(record, viewer: viewer, membersLimit: query.membersLimit, latestMessages: messages,
                                   onlineMembers: online)
        }
    }
}

/// The fields channel lists sort by, shared by stored rows and channel models.
protocol ChannelSortable {
    var cid: ChannelId { get }
    var name: String? { get }
    var createdAt: Date { get }
    var updatedAt: Date { get }
    var lastMessageAt: Date? { get }
    var memberCount: Int { get }
}

extension ChannelRecord: ChannelSortable {}
extension ChatChannel: ChannelSortable {}

/// Orders channels by a query's sorting keys (server pages and client lists alike).
enum ChannelSorting {
    static func isOrdered(_ a: some ChannelSortable, before b: some ChannelSortable, by sorting: [Sorting<ChannelListSortingKey>]) -> Bool {
        for sort in sorting {
            let order = compare(a, b, key: sort.key)
            if order != .orderedSame { return sort.isAscending ? order == .orderedAscending : order == .orderedDescending }
        }
        return a.cid < b.cid
    }

    private static func compare(_ a: some ChannelSortable, _ b: some ChannelSortable, key: ChannelListSortingKey) -> ComparisonResult {
        func order<T: Comparable>(_ x: T, _ y: T) -> ComparisonResult { x < y ? .orderedAscending : (x > y ? .orderedDescending : .orderedSame) }
        switch key {
        case .default: return order(a.lastMessageAt ?? a.createdAt, b.lastMessageAt ?? b.createdAt)
        case .lastMessageAt: return order(a.lastMessageAt ?? .distantPast, b.lastMessageAt ?? .distantPast)
        case .createdAt: return order(a.createdAt, b.createdAt)
        case .updatedAt: return order(a.updatedAt, b.updatedAt)
        case .memberCount: return order(a.memberCount, b.memberCount)
        case .cid: return order(a.cid, b.cid)
        case .name: return order(a.name ?? "", b.name ?? "")
        }
    }
}
