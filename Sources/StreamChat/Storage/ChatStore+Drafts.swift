import Foundation

/// A stored draft row: one per user and channel.
struct DraftRecord: Sendable, Equatable {
    var userId: UserId
    var cid: ChannelId
    var id: MessageId
    /// What the draft holds, stored as a message's (see `ComposedContent`).
    var content: ComposedContent
    var createdAt: Date
}

extension ChatStore {
    /// The draft of `userId` in `cid`, if any (a primary-key lookup).
    func draft(userId: UserId, cid: ChannelId) throws -> DraftRecord? {
        try database.queryFirst("SELECT id, created_at, \(ComposedContent.columns) FROM drafts WHERE user_id = ? AND cid = ?",
                                userId, cid.rawValue) { row in
            DraftRecord(userId: userId, cid: cid, id: row.string(0), content: ComposedContent(row, from: 2), createdAt: row.date(1))
        }
    }

    /// Stores a draft, replacing the user's earlier draft in the channel.
    func saveDraft(_ draft: DraftRecord) throws {
        try database.run("""
            INSERT OR REPLACE INTO drafts (user_id, cid, id, created_at, \(ComposedContent.columns))
            VALUES \(Self.placeholders(4 + ComposedContent.columnCount))
            """, arguments: [draft.userId, draft.cid.rawValue, draft.id, draft.createdAt] + draft.content.composedValues)
    }

    /// Deletes the user's draft in the channel; returns whether there was one.
    @discardableResult
    func deleteDraft(userId: UserId, cid: ChannelId) throws -> Bool {
        try database.run("DELETE FROM drafts WHERE user_id = ? AND cid = ?", userId, cid.rawValue) > 0
    }
}
