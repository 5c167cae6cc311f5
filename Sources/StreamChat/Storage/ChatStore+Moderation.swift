import Foundation

extension ChatStore {
    /// Every message moderation bounced and its author has not published since. A row whose
    /// channel id does not parse cannot match a send and is left out.
    func bouncedMessages() throws -> [MessageId: BouncedMessage] {
        let rows = try database.query("SELECT id, user_id, cid, text, matched FROM bounced_messages") { row in
            (try? ChannelId(cid: row.string(2))).map { cid in
                (row.string(0), BouncedMessage(userId: row.string(1), cid: cid, text: row.string(3), matched: row.string(4)))
            }
        }
        return Dictionary(rows.compactMap { $0 }, uniquingKeysWith: { first, _ in first })
    }

    func saveBouncedMessage(id: MessageId, _ bounced: BouncedMessage) throws {
        try database.run("INSERT OR REPLACE INTO bounced_messages (id, user_id, cid, text, matched) VALUES (?, ?, ?, ?, ?)",
                         id, bounced.userId, bounced.cid.rawValue, bounced.text, bounced.matched)
    }

    func deleteBouncedMessage(id: MessageId) throws {
        try database.run("DELETE FROM bounced_messages WHERE id = ?", id)
    }
}
