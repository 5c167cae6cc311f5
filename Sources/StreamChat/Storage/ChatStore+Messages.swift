import CSQLite
import Foundation

extension ChatStore {
    static let messageColumns = """
        seq, id, cid, user_id, type, created_at, updated_at, deleted_at, parent_id, pinned, text_updated_at, \(ComposedContent.columns)
        """

    static func messageRecord(_ row: SQLiteStatement) throws -> MessageRecord {
        let composed = ComposedContent(row, from: 11)
        return MessageRecord(
            seq: row.int64(0), id: row.string(1), cid: try ChannelId(cid: row.string(2)), userId: row.string(3), text: composed.text,
            type: MessageType(rawValue: row.string(4)) ?? .regular, command: composed.command, args: composed.args,
            createdAt: row.date(5), updatedAt: row.date(6), deletedAt: row.optionalDate(7), quotedId: composed.quotedId,
            parentId: row.optionalString(8), mentionedUserIds: composed.mentionedUserIds, attachments: composed.attachments,
            isSilent: composed.isSilent, isPinned: row.bool(9), extra: composed.extra, textUpdatedAt: row.optionalDate(10)
        )
    }

    private static let insertMessageSQL = """
        INSERT INTO messages (id, cid, user_id, type, created_at, updated_at, deleted_at, parent_id, pinned, text_updated_at,
        \(ComposedContent.columns)) VALUES \(placeholders(10 + ComposedContent.columnCount))
        """

    /// Stores a new message; returns its sequence number.
    @discardableResult
    func insertMessage(_ message: MessageRecord) throws -> Int64 {
        try database.run(Self.insertMessageSQL, arguments: [
            message.id, message.cid.rawValue, message.userId, message.type.rawValue, message.createdAt, message.updatedAt,
            message.deletedAt, message.parentId, message.isPinned, message.textUpdatedAt,
        ] + message.composedValues)
        return database.lastInsertRowID
    }

    /// Stores new messages in order, as `insertMessage` one by one would, inside the caller's
    /// transaction. With the full-text index its insert trigger is set aside while the rows go
    /// in, and one statement indexes the new rows after: FTS5 writes its pending words to the
    /// file at the end of every statement of a transaction that touched it, so indexing row by
    /// row wrote (and later merged) one small segment per message. The trigger is back when this
    /// returns; on a throw the caller's rollback restores it with everything else.
    func insertMessages(_ messages: [MessageRecord]) throws {
        guard textIndex == .fullText, messages.count > 1 else {
            for message in messages { try insertMessage(message) }
            return
        }
        guard let handle = database.handle, sqlite3_get_autocommit(handle) == 0 else {
            throw ClientError.StorageFailure("Messages are inserted in bulk only inside a transaction.")
        }
        // The file's own trigger, put back as it was (not as this build writes it).
        guard let trigger = try database.queryFirst("SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = 'message_fts_insert'",
                                                    row: { $0.string(0) }) else {
            for message in messages { try insertMessage(message) }
            return
        }
        // Without AUTOINCREMENT a new row's seq is above every stored one.
        let lastSeq = try database.queryFirst("SELECT ifnull(max(seq), 0) FROM messages") { $0.int64(0) } ?? 0
        try database.execute("DROP TRIGGER message_fts_insert")
        for message in messages { try insertMessage(message) }
        try database.run("INSERT OR REPLACE INTO message_fts (rowid, text) SELECT seq, search_fold(text) FROM messages WHERE seq > ?", lastSeq)
        try database.execute(trigger)
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
                             text, JSONColumn.encodeUnlessEmpty(attachments), date, date, id)
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
