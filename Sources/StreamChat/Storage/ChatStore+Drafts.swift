import Foundation

/// A stored draft row: one per user and channel.
struct DraftRecord: Sendable, Equatable {
    var userId: UserId
    var cid: ChannelId
    var id: MessageId
    var text: String
    var command: String?
    var args: String?
    var quotedId: MessageId?
    var mentionedUserIds: [UserId]
    var attachments: [AttachmentPayload]
    var isSilent: Bool
    var extra: [String: RawJSON]
    var createdAt: Date
}

extension ChatStore {
    /// The draft of `userId` in `cid`, if any (a primary-key lookup).
    func draft(userId: UserId, cid: ChannelId) throws -> DraftRecord? {
        try database.queryFirst("""
            SELECT id, text, command, args, quoted_id, mentioned, attachments, is_silent, extra, created_at
            FROM drafts WHERE user_id = ? AND cid = ?
            """, userId, cid.rawValue) { row in
            DraftRecord(
                userId: userId, cid: cid, id: row.string(0), text: row.string(1), command: row.optionalString(2),
                args: row.optionalString(3), quotedId: row.optionalString(4),
                mentionedUserIds: JSONColumn.decode([UserId].self, from: row.optionalString(5), default: []),
                attachments: JSONColumn.decode([AttachmentPayload].self, from: row.optionalString(6), default: []),
                isSilent: row.bool(7), extra: JSONColumn.decode([String: RawJSON].self, from: row.optionalString(8), default: [:]),
                createdAt: row.date(9))
        }
    }

    /// Stores a draft, replacing the user's earlier draft in the channel.
    func saveDraft(_ draft: DraftRecord) throws {
        try database.run("""
            INSERT OR REPLACE INTO drafts (user_id, cid, id, text, command, args, quoted_id, mentioned, attachments, is_silent, extra,
            created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """, draft.userId, draft.cid.rawValue, draft.id, draft.text, draft.command, draft.args, draft.quotedId,
            draft.mentionedUserIds.isEmpty ? nil : JSONColumn.encode(draft.mentionedUserIds),
            draft.attachments.isEmpty ? nil : JSONColumn.encode(draft.attachments),
            draft.isSilent, draft.extra.isEmpty ? nil : JSONColumn.encode(draft.extra), draft.createdAt)
    }

    /// Deletes the user's draft in the channel; returns whether there was one.
    @discardableResult
    func deleteDraft(userId: UserId, cid: ChannelId) throws -> Bool {
        try database.run("DELETE FROM drafts WHERE user_id = ? AND cid = ?", userId, cid.rawValue) > 0
    }
}
