import Foundation

extension ChatStore {
    private static let channelColumns = "cid, name, image_url, created_by, created_at, updated_at, is_dm, member_count, extra"
    private static let channelSelection = """
        cid, name, image_url, created_by, created_at, updated_at, is_dm, member_count, extra,
        (SELECT max(m.created_at) FROM messages m WHERE m.cid = channels.cid)
        """

    private static func channelRecord(_ row: SQLiteStatement) throws -> ChannelRecord {
        ChannelRecord(
            cid: try ChannelId(cid: row.string(0)), name: row.optionalString(1), imageURL: row.optionalString(2),
            createdBy: row.optionalString(3), createdAt: row.date(4), updatedAt: row.date(5), lastMessageAt: row.optionalDate(9),
            isDirectMessage: row.bool(6), memberCount: row.int(7),
            extra: JSONColumn.decode([String: RawJSON].self, from: row.optionalString(8), default: [:])
        )
    }

    func channel(cid: ChannelId) throws -> ChannelRecord? {
        try database.queryFirst("SELECT \(Self.channelSelection) FROM channels WHERE cid = ?", cid.rawValue, row: Self.channelRecord)
    }

    func allChannels() throws -> [ChannelRecord] {
        try database.query("SELECT \(Self.channelSelection) FROM channels", row: Self.channelRecord)
    }

    func channels(cids: [ChannelId]) throws -> [ChannelRecord] {
        guard !cids.isEmpty else { return [] }
        return try database.query("SELECT \(Self.channelSelection) FROM channels WHERE cid IN \(Self.placeholders(cids.count))",
                                  arguments: cids.map(\.rawValue), row: Self.channelRecord)
    }

    func insertChannel(_ channel: ChannelRecord) throws {
        try database.run("INSERT INTO channels (\(Self.channelColumns), type) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                         channel.cid.rawValue, channel.name, channel.imageURL, channel.createdBy,
                         channel.createdAt, channel.updatedAt, channel.isDirectMessage, channel.memberCount,
                         channel.extra.isEmpty ? nil : JSONColumn.encode(channel.extra), channel.cid.type.rawValue)
    }

    func updateChannel(cid: ChannelId, name: String?, imageURL: String?, at date: Date) throws {
        try database.run("UPDATE channels SET name = ?, image_url = ?, updated_at = ? WHERE cid = ?", name, imageURL, date, cid.rawValue)
    }

    /// Channels `userId` is a member of.
    func channelIds(memberId userId: UserId) throws -> [ChannelId] {
        try database.query("SELECT cid FROM members WHERE user_id = ?", userId) { try ChannelId(cid: $0.string(0)) }
    }

    // MARK: Members

    private static let memberColumns = "cid, user_id, role, created_at, is_banned"

    private static func memberRecord(_ row: SQLiteStatement) throws -> MemberRecord {
        MemberRecord(cid: try ChannelId(cid: row.string(0)), userId: row.string(1), role: row.string(2),
                     createdAt: row.date(3), isBanned: row.bool(4))
    }

    func member(cid: ChannelId, userId: UserId) throws -> MemberRecord? {
        try database.queryFirst("SELECT \(Self.memberColumns) FROM members WHERE cid = ? AND user_id = ?", cid.rawValue, userId,
                                row: Self.memberRecord)
    }

    func members(cid: ChannelId, userIds: [UserId]) throws -> [MemberRecord] {
        guard !userIds.isEmpty else { return [] }
        return try database.query("SELECT \(Self.memberColumns) FROM members WHERE cid = ? AND user_id IN \(Self.placeholders(userIds.count))",
                                  arguments: [cid.rawValue] + userIds, row: Self.memberRecord)
    }

    /// Members with their users, most recently active first.
    func membersByActivity(cid: ChannelId, limit: Int) throws -> [(MemberRecord, UserRecord)] {
        try database.query("""
            SELECT m.cid, m.user_id, m.role, m.created_at, m.is_banned,
                   u.id, u.name, u.image_url, u.role, u.created_at, u.updated_at, u.last_active_at, u.is_banned, u.extra
            FROM members m JOIN users u ON u.id = m.user_id WHERE m.cid = ?
            ORDER BY u.last_active_at IS NULL, u.last_active_at DESC, u.id LIMIT ?
            """, cid.rawValue, limit) { row in
            let member = try Self.memberRecord(row)
            let user = UserRecord(id: row.string(5), name: row.optionalString(6), imageURL: row.optionalString(7), role: row.string(8),
                                  createdAt: row.date(9), updatedAt: row.date(10), lastActiveAt: row.optionalDate(11),
                                  isBanned: row.bool(12), extra: JSONColumn.decode([String: RawJSON].self, from: row.optionalString(13), default: [:]))
            return (member, user)
        }
    }

    /// What the member search index needs of every member: id, name, last activity, join date.
    func memberSearchRows(cid: ChannelId) throws -> [MentionSearchIndex.Entry] {
        try database.query("""
            SELECT u.id, u.name, u.last_active_at FROM members m JOIN users u ON u.id = m.user_id WHERE m.cid = ?
            """, cid.rawValue) { row in
            MentionSearchIndex.Entry(id: row.string(0), name: row.optionalString(1), lastActiveAt: row.optionalDate(2))
        }
    }

    /// Adds a membership; returns false when it already existed. Keeps `member_count` right.
    func addMember(_ member: MemberRecord) throws -> Bool {
        let added = try database.run("INSERT OR IGNORE INTO members (\(Self.memberColumns)) VALUES (?, ?, ?, ?, ?)",
                                     member.cid.rawValue, member.userId, member.role, member.createdAt, member.isBanned) > 0
        if added { try database.run("UPDATE channels SET member_count = member_count + 1 WHERE cid = ?", member.cid.rawValue) }
        return added
    }

    func removeMember(cid: ChannelId, userId: UserId) throws -> Bool {
        let removed = try database.run("DELETE FROM members WHERE cid = ? AND user_id = ?", cid.rawValue, userId) > 0
        if removed { try database.run("UPDATE channels SET member_count = member_count - 1 WHERE cid = ?", cid.rawValue) }
        return removed
    }

    func setMemberBanned(cid: ChannelId, userId: UserId, _ banned: Bool) throws {
        try database.run("UPDATE members SET is_banned = ? WHERE cid = ? AND user_id = ?", banned, cid.rawValue, userId)
    }

    // MARK: Reads

    func reads(cid: ChannelId) throws -> [ReadRecord] {
        try database.query("SELECT cid, user_id, last_read_at, last_read_message_id FROM reads WHERE cid = ?", cid.rawValue) { row in
            ReadRecord(cid: try ChannelId(cid: row.string(0)), userId: row.string(1), lastReadAt: row.date(2),
                       lastReadMessageId: row.optionalString(3))
        }
    }

    func read(cid: ChannelId, userId: UserId) throws -> ReadRecord? {
        try database.queryFirst("SELECT cid, user_id, last_read_at, last_read_message_id FROM reads WHERE cid = ? AND user_id = ?",
                                cid.rawValue, userId) { row in
            ReadRecord(cid: try ChannelId(cid: row.string(0)), userId: row.string(1), lastReadAt: row.date(2),
                       lastReadMessageId: row.optionalString(3))
        }
    }

    func saveRead(_ read: ReadRecord) throws {
        try database.run("INSERT OR REPLACE INTO reads (cid, user_id, last_read_at, last_read_message_id) VALUES (?, ?, ?, ?)",
                         read.cid.rawValue, read.userId, read.lastReadAt, read.lastReadMessageId)
    }
}
