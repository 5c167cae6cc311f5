import Foundation

extension ChatStore {
    /// Messages whose text matches every word of `terms`, in the channels `viewer` is a member
    /// of, newest first, `limit` from `offset`. Deleted, ephemeral, error and system messages and
    /// those of users `viewer` muted are left out.
    func searchMessages(_ terms: MessageSearchTerms, viewer: UserId, limit: Int, offset: Int) throws -> [MessageRecord] {
        guard !terms.isEmpty else { return [] }
        let match: String
        var arguments: [SQLiteBindable] = []
        switch textIndex {
        case .fullText:
            match = "seq IN (SELECT rowid FROM message_fts WHERE message_fts MATCH ?)"
            arguments.append(terms.fullTextExpression)
        case .foldedScan:
            let patterns = terms.likePatterns
            match = Array(repeating: "search_fold(text) LIKE ? ESCAPE '\\'", count: patterns.count).joined(separator: " AND ")
            arguments.append(contentsOf: patterns as [SQLiteBindable])
        }
        arguments.append(contentsOf: [viewer, viewer, limit, offset] as [SQLiteBindable])
        return try database.query("""
            SELECT \(Self.messageColumns) FROM messages WHERE \(match)
            AND deleted_at IS NULL AND type IN ('regular', 'reply')
            AND cid IN (SELECT cid FROM members WHERE user_id = ?)
            AND user_id NOT IN (SELECT target_id FROM mutes WHERE user_id = ?)
            ORDER BY created_at DESC, seq DESC LIMIT ? OFFSET ?
            """, arguments: arguments, row: Self.messageRecord)
    }
}
