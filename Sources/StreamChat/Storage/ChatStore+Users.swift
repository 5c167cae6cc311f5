import Foundation

extension ChatStore {
    /// The user columns, in the order `userRecord(_:from:)` reads them.
    static let userColumnNames = ["id", "name", "image_url", "role", "created_at", "updated_at", "last_active_at", "is_banned",
                                  "ban_expires_at", "extra"]
    private static let userColumns = userColumnNames.joined(separator: ", ")

    /// The user whose columns (`userColumnNames`) start at column `first` of `row`.
    static func userRecord(_ row: SQLiteStatement, from first: Int32) -> UserRecord {
        UserRecord(
            id: row.string(first), name: row.optionalString(first + 1), imageURL: row.optionalString(first + 2),
            role: row.string(first + 3), createdAt: row.date(first + 4), updatedAt: row.date(first + 5),
            lastActiveAt: row.optionalDate(first + 6),
            ban: row.bool(first + 7) ? BanTerm(expiresAt: row.optionalDate(first + 8)) : nil,
            extra: JSONColumn.decode([String: RawJSON].self, from: row.optionalString(first + 9), default: [:])
        )
    }

    private static func userRecord(_ row: SQLiteStatement) -> UserRecord { userRecord(row, from: 0) }

    func user(id: UserId) throws -> UserRecord? {
        try database.queryFirst("SELECT \(Self.userColumns) FROM users WHERE id = ?", id, row: Self.userRecord)
    }

    func users(ids: [UserId]) throws -> [UserRecord] {
        guard !ids.isEmpty else { return [] }
        return try database.query("SELECT \(Self.userColumns) FROM users WHERE id IN \(Self.placeholders(ids.count))",
                                  arguments: ids, row: Self.userRecord)
    }

    func allUsers() throws -> [UserRecord] {
        try database.query("SELECT \(Self.userColumns) FROM users", row: Self.userRecord)
    }

    /// Inserts a user, or replaces all of its fields.
    func saveUser(_ user: UserRecord) throws {
        try database.run("""
            INSERT INTO users (\(Self.userColumns)) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT(id) DO UPDATE SET name = excluded.name, image_url = excluded.image_url, role = excluded.role,
            updated_at = excluded.updated_at, last_active_at = excluded.last_active_at, is_banned = excluded.is_banned,
            ban_expires_at = excluded.ban_expires_at, extra = excluded.extra
            """, user.id, user.name, user.imageURL, user.role, user.createdAt, user.updatedAt, user.lastActiveAt,
            user.ban != nil, user.ban?.expiresAt, JSONColumn.encodeUnlessEmpty(user.extra))
    }

    func setLastActive(userId: UserId, at date: Date) throws {
        try database.run("UPDATE users SET last_active_at = ? WHERE id = ?", date, userId)
    }

    // MARK: Mutes and flags

    func mutedUserIds(of userId: UserId) throws -> [UserId] {
        try database.query("SELECT target_id FROM mutes WHERE user_id = ? ORDER BY created_at", userId) { $0.string(0) }
    }

    /// Returns false when the mute already existed.
    func addMute(userId: UserId, targetId: UserId, at date: Date) throws -> Bool {
        try database.run("INSERT OR IGNORE INTO mutes (user_id, target_id, created_at) VALUES (?, ?, ?)", userId, targetId, date) > 0
    }

    func removeMute(userId: UserId, targetId: UserId) throws -> Bool {
        try database.run("DELETE FROM mutes WHERE user_id = ? AND target_id = ?", userId, targetId) > 0
    }

    func flaggedUserIds(by userId: UserId) throws -> [UserId] {
        try database.query("SELECT target_user_id FROM flags WHERE user_id = ? AND target_user_id IS NOT NULL", userId) { $0.string(0) }
    }

    /// Records a flag; false (nothing changed) when the user already flagged the same target.
    @discardableResult
    func addFlag(userId: UserId, targetUserId: UserId?, targetMessageId: MessageId?, reason: String?, at date: Date) throws -> Bool {
        try database.run("INSERT OR IGNORE INTO flags (user_id, target_user_id, target_message_id, reason, created_at) VALUES (?, ?, ?, ?, ?)",
                         userId, targetUserId, targetMessageId, reason, date) > 0
    }

    /// The query of `flaggedMessageIds(by:among:)` for `count` message ids, run for every page
    /// of messages a user loads: it looks up the page's messages in `flags_by_message` and does
    /// not read every flag the user ever set.
    static func flaggedAmongQuery(count: Int) -> String {
        "SELECT target_message_id FROM flags WHERE target_message_id IN \(placeholders(count)) AND +user_id = ?"
    }

    /// Which of `messageIds` `userId` flagged (one query).
    func flaggedMessageIds(by userId: UserId, among messageIds: [MessageId]) throws -> Set<MessageId> {
        guard !messageIds.isEmpty else { return [] }
        let arguments: [SQLiteBindable] = messageIds + [userId]
        return Set(try database.query(Self.flaggedAmongQuery(count: messageIds.count), arguments: arguments) { $0.string(0) })
    }

    /// The query of `flaggerIds(ofMessage:)`, run on every update of a message (index
    /// `flags_by_message`).
    static let flaggersOfMessageQuery = "SELECT user_id FROM flags WHERE target_message_id = ?"

    /// The users who flagged `messageId`.
    func flaggerIds(ofMessage messageId: MessageId) throws -> Set<UserId> {
        Set(try database.query(Self.flaggersOfMessageQuery, messageId) { $0.string(0) })
    }

    func flagCount(targetUserId: UserId) throws -> Int {
        try database.queryFirst("SELECT count(*) FROM flags WHERE target_user_id = ?", targetUserId) { $0.int(0) } ?? 0
    }

    func flagCount(targetMessageId: MessageId) throws -> Int {
        try database.queryFirst("SELECT count(*) FROM flags WHERE target_message_id = ?", targetMessageId) { $0.int(0) } ?? 0
    }

    // MARK: Bans ("*" scope = app-wide, otherwise a cid)

    /// Records a ban (replacing one in the same scope); `expiresAt` nil makes it permanent.
    func addBan(scope: String, userId: UserId, by bannedBy: UserId, reason: String?, at date: Date, expiresAt: Date?) throws {
        try database.run("""
            INSERT OR REPLACE INTO bans (scope, user_id, banned_by, reason, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)
            """, scope, userId, bannedBy, reason, date, expiresAt)
    }

    func removeBan(scope: String, userId: UserId) throws -> Bool {
        try database.run("DELETE FROM bans WHERE scope = ? AND user_id = ?", scope, userId) > 0
    }

    /// The timed bans whose expiry is at or before `now`, as (scope, user id).
    func expiredBans(at now: Date) throws -> [(scope: String, userId: UserId)] {
        try database.query("SELECT scope, user_id FROM bans WHERE expires_at IS NOT NULL AND expires_at <= ? ORDER BY expires_at, scope, user_id",
                           now) { (scope: $0.string(0), userId: $0.string(1)) }
    }

    /// The earliest expiry of any timed ban still recorded; nil when every ban is permanent.
    func nextBanExpiry() throws -> Date? {
        try database.queryFirst("SELECT min(expires_at) FROM bans WHERE expires_at IS NOT NULL") { $0.optionalDate(0) } ?? nil
    }

    /// The ban recorded in `scope`, expired or not; nil when there is none.
    func ban(scope: String, userId: UserId) throws -> BanTerm? {
        try database.queryFirst("SELECT expires_at FROM bans WHERE scope = ? AND user_id = ?", scope, userId) {
            BanTerm(expiresAt: $0.optionalDate(0))
        }
    }
}
