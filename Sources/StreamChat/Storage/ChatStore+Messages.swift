import Foundation

extension ChatStore {
    static let messageColumns = """
        seq, id, cid, user_id, text, type, command, args, created_at, updated_at, deleted_at, quoted_id, parent_id,
        mentioned, attachments, is_silent, pinned, extra, text_updated_at
        """

    static func messageRecord(_ row: SQLiteStatement) throws -> MessageRecord {
        MessageRecord(
            seq: row.int64(0), id: row.string(1), cid: try ChannelId(cid: row.string(2)), userId: row.string(3), text: row.string(4),
            type: MessageType(rawValue: row.string(5)) ?? .regular, command: row.optionalString(6), args: row.optionalString(7),
            createdAt: row.date(8), updatedAt: row.date(9), deletedAt: row.optionalDate(10), quotedId: row.optionalString(11),
            parentId: row.optionalString(12),
            mentionedUserIds: JSONColumn.decode([UserId].self, from: row.optionalString(13), default: []),
            attachments: JSONColumn.decode([AttachmentPayload].self, from: row.optionalString(14), default: []),
            isSilent: row.bool(15), isPinned: row.bool(16),
            extra: JSONColumn.decode([String: RawJSON].self, from: row.optionalString(17), default: [:]),
            textUpdatedAt: row.optionalDate(18)
        )
    }

    /// Stores a new message; returns its sequence number.
    @discardableResult
    func insertMessage(_ message: MessageRecord) throws -> Int64 {
        try database.run("""
            INSERT INTO messages (id, cid, user_id, text, type, command, args, created_at, updated_at, deleted_at, quoted_id,
            parent_id, mentioned, attachments, is_silent, pinned, extra, text_updated_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """, message.id, message.cid.rawValue, message.userId, message.text, message.type.rawValue, message.command, message.args,
            message.createdAt, message.updatedAt, message.deletedAt, message.quotedId, message.parentId,
            message.mentionedUserIds.isEmpty ? nil : JSONColumn.encode(message.mentionedUserIds),
            message.attachments.isEmpty ? nil : JSONColumn.encode(message.attachments),
            message.isSilent, message.isPinned, message.extra.isEmpty ? nil : JSONColumn.encode(message.extra), message.textUpdatedAt)
        return database.lastInsertRowID
    }

    func message(id: MessageId) throws -> MessageRecord? {
        try database.queryFirst("SELECT \(Self.messageColumns) FROM messages WHERE id = ?", id, row: Self.messageRecord)
    }

    func messages(ids: [MessageId]) throws -> [MessageRecord] {
        guard !ids.isEmpty else { return [] }
        return try database.query("SELECT \(Self.messageColumns) FROM messages WHERE id IN \(Self.placeholders(ids.count))",
                                  arguments: ids, row: Self.messageRecord)
    }

    /// Up to `limit` messages of a channel older than `before` (or the newest), newest first.
    func messages(cid: ChannelId, before: MessageRecord?, limit: Int) throws -> [MessageRecord] {
        if let before {
            return try database.query("""
                SELECT \(Self.messageColumns) FROM messages WHERE cid = ? AND (created_at, seq) < (?, ?)
                ORDER BY created_at DESC, seq DESC LIMIT ?
                """, cid.rawValue, before.createdAt, before.seq, limit, row: Self.messageRecord)
        }
        return try database.query("SELECT \(Self.messageColumns) FROM messages WHERE cid = ? ORDER BY created_at DESC, seq DESC LIMIT ?",
                                  cid.rawValue, limit, row: Self.messageRecord)
    }

    /// Up to `limit` messages of a channel newer than `after`, the closest to it, newest first.
    func messages(cid: ChannelId, after: MessageRecord, limit: Int) throws -> [MessageRecord] {
        try database.query("""
            SELECT \(Self.messageColumns) FROM messages WHERE cid = ? AND (created_at, seq) > (?, ?)
            ORDER BY created_at ASC, seq ASC LIMIT ?
            """, cid.rawValue, after.createdAt, after.seq, limit, row: Self.messageRecord).reversed()
    }

    /// The newest message time of a channel, for monotonic timestamps.
    func newestMessageDate(cid: ChannelId) throws -> Date? {
        try database.queryFirst("SELECT max(created_at) FROM messages WHERE cid = ?", cid.rawValue) { $0.optionalDate(0) } ?? nil
    }

    /// Stores an edit: the new text (and attachments), which moves both `updated_at` and
    /// `text_updated_at` to `date`.
    func updateMessage(id: MessageId, text: String, attachments: [AttachmentPayload]?, at date: Date) throws {
        if let attachments {
            try database.run("UPDATE messages SET text = ?, attachments = ?, updated_at = ?, text_updated_at = ? WHERE id = ?",
                             text, attachments.isEmpty ? nil : JSONColumn.encode(attachments), date, date, id)
        } else {
            try database.run("UPDATE messages SET text = ?, updated_at = ?, text_updated_at = ? WHERE id = ?", text, date, date, id)
        }
    }

    func setPinned(id: MessageId, _ pinned: Bool, at date: Date) throws {
        try database.run("UPDATE messages SET pinned = ?, updated_at = ? WHERE id = ?", pinned, date, id)
    }

    func markMessageDeleted(id: MessageId, at date: Date) throws {
        try database.run("UPDATE messages SET type = 'deleted', deleted_at = ?, updated_at = ? WHERE id = ?", date, date, id)
    }

    /// Messages by others newer than `since`, and how many of them mention `userId`; at most
    /// the newest `cap` rows are read, however long the channel. As in Stream, silent, system
    /// and thread-only messages and those of users `userId` muted do not count (the client
    /// counts arriving messages alike: `ChatChannel.countArrival(of:for:)`).
    func unreadCounts(cid: ChannelId, userId: UserId, since: Date?, cap: Int = 1_000) throws -> ChannelUnreadCount {
        try database.queryFirst("""
            SELECT count(*), ifnull(sum(mentioned IS NOT NULL AND instr(mentioned, ?) > 0), 0) FROM (
                SELECT mentioned FROM messages WHERE cid = ? AND created_at > ? AND user_id != ? AND deleted_at IS NULL
                    AND is_silent = 0 AND type = 'regular' AND parent_id IS NULL
                    AND user_id NOT IN (SELECT target_id FROM mutes WHERE user_id = ?)
                ORDER BY created_at DESC LIMIT ?)
            """, JSONColumn.encode(userId), cid.rawValue, since ?? Date(timeIntervalSince1970: 0), userId, userId, cap) {
            ChannelUnreadCount(messages: $0.int(0), mentions: $0.int(1))
        } ?? .noUnread
    }

    // MARK: Reactions

    func reactions(messageIds: [MessageId]) throws -> [ReactionRecord] {
        guard !messageIds.isEmpty else { return [] }
        return try database.query("""
            SELECT message_id, user_id, type, score, created_at, updated_at FROM reactions
            WHERE message_id IN \(Self.placeholders(messageIds.count)) ORDER BY created_at DESC
            """, arguments: messageIds) { row in
            ReactionRecord(messageId: row.string(0), userId: row.string(1), type: row.string(2), score: row.int(3),
                           createdAt: row.date(4), updatedAt: row.date(5))
        }
    }

    func saveReaction(_ reaction: ReactionRecord) throws {
        try database.run("INSERT OR REPLACE INTO reactions (message_id, user_id, type, score, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)",
                         reaction.messageId, reaction.userId, reaction.type, reaction.score, reaction.createdAt, reaction.updatedAt)
    }

    /// Removes reactions of a user on a message: one type, or all when `type` is nil.
    @discardableResult
    func deleteReactions(messageId: MessageId, userId: UserId, type: String?) throws -> Int {
        if let type {
            return try database.run("DELETE FROM reactions WHERE message_id = ? AND user_id = ? AND type = ?", messageId, userId, type)
        }
        return try database.run("DELETE FROM reactions WHERE message_id = ? AND user_id = ?", messageId, userId)
    }
}
