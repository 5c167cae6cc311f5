import Foundation

extension ChatStore {
    private static let userColumns = "id, name, image_url, role, created_at, updated_at, last_active_at, is_banned, extra"

    private static func userRecord(_ row: SQLiteStatement) -> UserRecord {
        UserRecord(
            id: row.string(0), name: row.optionalString(1), imageURL: row.optionalString(2), role: row.string(3),
            createdAt: row.date(4), updatedAt: row.date(5), lastActiveAt: row.optionalDate(6), isBanned: row.bool(7),
            extra: JSONColumn.decode([String: RawJSON].self, from: row.optionalString(8), default: [:])
        )
    }

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
            INSERT INTO users (\(Self.userColumns)) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT(id) DO UPDATE SET name = excluded.name, image_url = excluded.image_url, role = excluded.role,
            updated_at = excluded.updated_at, last_active_at = excluded.last_active_at, is_banned = excluded.is_banned,
            extra = excluded.extra
            """, user.id, user.name, user.imageURL, user.role, user.createdAt, user.updatedAt, user.lastActiveAt,
            user.isBanned, user.extra.isEmpty ? nil : JSONColumn.encode(user.extra))
    }

    func setLastActive(userId: UserId, at date: Date) throws {
        try database.run("UPDATE users SET last_active_at = ? WHERE id = ?", date, userId)
    }

    func setBanned(userId: UserId, _ banned: Bool) throws {
        try database.run("UPDATE users SET is_banned = ? WHERE id = ?", banned, userId)
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

    func addFlag(userId: UserId, targetUserId: UserId?, targetMessageId: MessageId?, reason: String?, at date: Date) throws {
        try database.run("INSERT OR IGNORE INTO flags (user_id, target_user_id, target_message_id, reason, created_at) VALUES (?, ?, ?, ?, ?)",
                         userId, targetUserId, targetMessageId, reason, date)
    }

    func flagCount(targetUserId: UserId) throws -> Int {
        try database.queryFirst("SELECT count(*) FROM flags WHERE target_user_id = ?", targetUserId) { $0.int(0) } ?? 0
    }

    func flagCount(targetMessageId: MessageId) throws -> Int {
        try database.queryFirst("SELECT count(*) FROM flags WHERE target_message_id = ?", targetMessageId) { $0.int(0) } ?? 0
    }

    // MARK: Bans ("*" scope = app-wide, otherwise a cid)

    func addBan(scope: String, userId: UserId, by bannedBy: UserId, reason: String?, at date: Date) throws {
        try database.run("INSERT OR REPLACE INTO bans (scope, user_id, banned_by, reason, created_at) VALUES (?, ?, ?, ?, ?)",
                         scope, userId, bannedBy, reason, date)
    }

    func removeBan(scope: String, userId: UserId) throws -> Bool {
        try database.run("DELETE FROM bans WHERE scope = ? AND user_id = ?", scope, userId) > 0
    }

    func isBanned(scope: String, userId: UserId) throws -> Bool {
        try database.queryFirst("SELECT 1 FROM bans WHERE scope = ? AND user_id = ?", scope, userId) { _ in true } ?? false
    }
}
