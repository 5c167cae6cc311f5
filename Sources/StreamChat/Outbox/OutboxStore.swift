import Foundation

/// The client's unsent messages in a SQLite file of its own (`StreamChatOutbox.sqlite` in the
/// configured local storage folder), one row per message, keyed by API key, user id and
/// message id, so that clients of several users or apps can share a folder.
///
/// Written when a message changes (sent, failed, bounced, resent, edited, deleted), read when
/// a user connects. Not thread-safe: its owner (`MessageOutbox`, on the main actor) serializes use.
final class OutboxStore {
    /// The name of the file in the local storage folder.
    static let fileName = "StreamChatOutbox.sqlite"

    /// Migration `i` moves the schema from version `i` to `i + 1` (`PRAGMA user_version`).
    static let migrations: [String] = [
        """
        CREATE TABLE unsent_messages (
            api_key TEXT NOT NULL, user_id TEXT NOT NULL, id TEXT NOT NULL, cid TEXT NOT NULL,
            text TEXT NOT NULL, type TEXT NOT NULL, local_state TEXT, created_at REAL NOT NULL,
            author_name TEXT, author_image_url TEXT, attachments TEXT NOT NULL, mentioned TEXT NOT NULL,
            quoted_id TEXT, is_silent INTEGER NOT NULL, is_pinned INTEGER NOT NULL, pin_expires_at REAL,
            extra TEXT NOT NULL, failure_kind TEXT, failure_message TEXT, moderation TEXT,
            PRIMARY KEY (api_key, user_id, id)
        ) WITHOUT ROWID;
        """,
    ]

    /// The file.
    let fileURL: URL
    private let apiKey: String
    /// The connection the store reads and writes through (tests read its settings).
    let database: SQLiteDatabase

    /// Opens (creating the folder and the file if needed) the store in `folder`. Throws
    /// `ClientError.StorageFailure` when the folder or file cannot be used, the file is not a
    /// SQLite database or it comes from a newer build; the file is never altered then.
    init(folder: URL, apiKey: APIKey) throws {
        fileURL = folder.appendingPathComponent(Self.fileName)
        self.apiKey = apiKey.apiKeyString
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw ClientError.StorageFailure("Cannot create the local storage folder \(folder.path): \(error.localizedDescription)",
                                             underlyingError: error)
        }
        database = try SQLiteDatabase(path: fileURL.path)
        do {
            // SQLiteDatabase waits for another client (or process) that is writing.
            try Schema.migrate(database, through: Self.migrations)
        } catch {
            database.close()
            throw error
        }
    }

    func close() { database.close() }

    /// Stores (inserts or replaces) an unsent message of `userId`.
    func save(_ unsent: UnsentMessage, of userId: UserId) throws {
        let row = UnsentMessageRow(unsent)
        try database.run("""
            INSERT OR REPLACE INTO unsent_messages (api_key, user_id, id, cid, text, type, local_state, created_at,
                author_name, author_image_url, attachments, mentioned, quoted_id, is_silent, is_pinned, pin_expires_at,
                extra, failure_kind, failure_message, moderation)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """, arguments: [apiKey, userId] + row.columns)
    }

    /// Removes an unsent message of `userId` (published or deleted).
    func delete(_ id: MessageId, of userId: UserId) throws {
        try database.run("DELETE FROM unsent_messages WHERE api_key = ? AND user_id = ? AND id = ?", apiKey, userId, id)
    }

    /// The unsent messages of `userId`, oldest first, with a problem for each row that could not
    /// be read (such rows stay in the file, untouched).
    func load(of userId: UserId) throws -> (messages: [UnsentMessage], problems: [ClientError]) {
        let rows = try database.query("""
            SELECT \(UnsentMessageRow.selectedColumns) FROM unsent_messages
            WHERE api_key = ? AND user_id = ? ORDER BY created_at, id
            """, apiKey, userId) { row in
            Result { try UnsentMessageRow.message(from: row, authorId: userId) }
        }
        var messages: [UnsentMessage] = []
        var problems: [ClientError] = []
        for row in rows {
            switch row {
            case let .success(message): messages.append(message)
            case let .failure(error):
                problems.append(error as? ClientError ?? ClientError.StorageFailure(String(describing: error), underlyingError: error))
            }
        }
        return (messages, problems)
    }
}
