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
                         JSONColumn.encodeUnlessEmpty(channel.extra), channel.cid.type.rawValue)
    }

    func updateChannel(cid: ChannelId, name: String?, imageURL: String?, at date: Date) throws {
        try database.run("UPDATE channels SET name = ?, image_url = ?, updated_at = ? WHERE cid = ?", name, imageURL, date, cid.rawValue)
    }

    /// Channels `userId` is a member of.
    func channelIds(memberId userId: UserId) throws -> [ChannelId] {
        try database.query("SELECT cid FROM members WHERE user_id = ?", userId) { try ChannelId(cid: $0.string(0)) }
    }

    // MARK: Members

    private static let memberColumnNames = ["cid", "user_id", "role", "created_at", "is_banned", "ban_expires_at"]
    private static let memberColumns = memberColumnNames.joined(separator: ", ")

    /// `names` prefixed by a table alias, comma separated: `m.cid, m.user_id`.
    private static func qualified(_ names: [String], by alias: String) -> String {
        names.map { "\(alias).\($0)" }.joined(separator: ", ")
    }

    /// Member columns then user columns, for joins of `members m` and `users u`.
    private static let memberAndUserColumns = qualified(memberColumnNames, by: "m") + ", " + qualified(userColumnNames, by: "u")

    private static func memberRecord(_ row: SQLiteStatement) throws -> MemberRecord {
        MemberRecord(cid: try ChannelId(cid: row.string(0)), userId: row.string(1), role: row.string(2),
                     createdAt: row.date(3), ban: row.bool(4) ? BanTerm(expiresAt: row.optionalDate(5)) : nil)
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
            SELECT \(Self.memberAndUserColumns) FROM members m JOIN users u ON u.id = m.user_id WHERE m.cid = ?
            ORDER BY u.last_active_at IS NULL, u.last_active_at DESC, u.id LIMIT ?
            """, cid.rawValue, limit) { row in
            (try Self.memberRecord(row), Self.userRecord(row, from: Int32(Self.memberColumnNames.count)))
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
        let added = try database.run("INSERT OR IGNORE INTO members (\(Self.memberColumns)) VALUES (?, ?, ?, ?, ?, ?)",
                                     member.cid.rawValue, member.userId, member.role, member.createdAt,
                                     member.ban != nil, member.ban?.expiresAt) > 0
        if added { try database.run("UPDATE channels SET member_count = member_count + 1 WHERE cid = ?", member.cid.rawValue) }
        return added
    }

    func removeMember(cid: ChannelId, userId: UserId) throws -> Bool {
        let removed = try database.run("DELETE FROM members WHERE cid = ? AND user_id = ?", cid.rawValue, userId) > 0
        if removed { try database.run("UPDATE channels SET member_count = member_count - 1 WHERE cid = ?", cid.rawValue) }
        return removed
    }

    /// Sets or lifts (`ban` nil) a member's ban in the channel.
    func setMemberBan(cid: ChannelId, userId: UserId, _ ban: BanTerm?) throws {
        try database.run("UPDATE members SET is_banned = ?, ban_expires_at = ? WHERE cid = ? AND user_id = ?",
                         ban != nil, ban?.expiresAt, cid.rawValue, userId)
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

    /// Moves `userId`'s read of `cid` to `date` (and `messageId`) unless it is there or later
    /// already: posting a message counts as reading the channel up to it.
    @discardableResult
    func advanceRead(cid: ChannelId, userId: UserId, to date: Date, messageId: MessageId) throws -> Bool {
        try database.run("""
            INSERT INTO reads (cid, user_id, last_read_at, last_read_message_id) VALUES (?, ?, ?, ?)
            ON CONFLICT (cid, user_id) DO UPDATE SET last_read_at = excluded.last_read_at,
                last_read_message_id = excluded.last_read_message_id
            WHERE excluded.last_read_at > reads.last_read_at
            """, cid.rawValue, userId, date, messageId) > 0
    }

    func saveRead(_ read: ReadRecord) throws {
        try database.run("INSERT OR REPLACE INTO reads (cid, user_id, last_read_at, last_read_message_id) VALUES (?, ?, ?, ?)",
                         read.cid.rawValue, read.userId, read.lastReadAt, read.lastReadMessageId)
    }
}
