import CSQLite
import Foundation

/// How message text is searched: an FTS5 index of the folded text (`SearchFolding`) kept in
/// step with the `messages` table by triggers when the linked SQLite has FTS5, otherwise a scan
/// of the folded text with `LIKE`. Both fold as every other search does.
enum MessageTextIndex: Sendable {
    case fullText
    case foldedScan

    /// Whether the linked SQLite was compiled with FTS5.
    static var isFullTextAvailable: Bool { sqlite3_compileoption_used("ENABLE_FTS5") == 1 }

    /// The index the linked SQLite supports.
    static var available: MessageTextIndex { isFullTextAvailable ? .fullText : .foldedScan }

    private static let triggerNames = ["message_fts_insert", "message_fts_delete", "message_fts_update"]

    /// Prepares `database` for this kind of search, after registering `search_fold`, which the
    /// index's triggers and the scan call. `.fullText`, when its triggers are missing (a new
    /// file, one written without FTS5, or one whose index a migration dropped), creates the
    /// index afresh and fills it from the stored messages; `.foldedScan` drops the triggers (a
    /// file written by an FTS5 build stays writable).
    ///
    /// The index is contentless: it holds the words of `search_fold(text)`, not the text, and a
    /// delete hands it the same folded words. A change of `SearchFolding` needs a schema
    /// migration that drops the triggers, so that the index is built again with the new folding.
    func install(on database: SQLiteDatabase) throws {
        try database.registerFoldFunction()
        switch self {
        case .fullText:
            let existing = try database.query("SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'message_fts_%'") { $0.string(0) }
            guard Set(existing) != Set(Self.triggerNames) else { return }
            try database.transaction {
                try database.execute("""
                    DROP TRIGGER IF EXISTS message_fts_insert;
                    DROP TRIGGER IF EXISTS message_fts_delete;
                    DROP TRIGGER IF EXISTS message_fts_update;
                    DROP TABLE IF EXISTS message_fts;
                    CREATE VIRTUAL TABLE message_fts USING fts5(
                        text, content = '', tokenize = 'unicode61 remove_diacritics 2');
                    CREATE TRIGGER message_fts_insert AFTER INSERT ON messages BEGIN
                        INSERT INTO message_fts (rowid, text) VALUES (new.seq, search_fold(new.text));
                    END;
                    CREATE TRIGGER message_fts_delete AFTER DELETE ON messages BEGIN
                        INSERT INTO message_fts (message_fts, rowid, text) VALUES ('delete', old.seq, search_fold(old.text));
                    END;
                    CREATE TRIGGER message_fts_update AFTER UPDATE OF text ON messages BEGIN
                        INSERT INTO message_fts (message_fts, rowid, text) VALUES ('delete', old.seq, search_fold(old.text));
                        INSERT INTO message_fts (rowid, text) VALUES (new.seq, search_fold(new.text));
                    END;
                    INSERT INTO message_fts (rowid, text) SELECT seq, search_fold(text) FROM messages;
                    """)
            }
        case .foldedScan:
            for name in Self.triggerNames { try database.execute("DROP TRIGGER IF EXISTS \(name)") }
        }
    }
}

extension SQLiteDatabase {
    /// Registers `search_fold(text)`: the text folded as `SearchFolding` folds it.
    func registerFoldFunction() throws {
        guard let handle else { throw ClientError.StorageFailure("The database is closed.") }
        guard SearchFolding.registerSQLFunction(on: handle) else {
            throw ClientError.StorageFailure("Cannot register search_fold: \(lastErrorMessage)")
        }
    }
}

extension SearchFolding {
    /// Registers `search_fold(text)` on an SQLite connection: `text` folded as ``folded(_:)``
    /// folds it (NULL, and text that folds to nothing, give NULL). The message index's triggers
    /// call it, so a connection to the chat server's file that writes messages needs it
    /// (`ChatStore` registers it on its own). Returns whether SQLite accepted it.
    package static func registerSQLFunction(on connection: OpaquePointer) -> Bool {
        // Innocuous: triggers may call it also where the schema is not trusted.
        let flags = SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS
        let code = sqlite3_create_function_v2(connection, "search_fold", 1, flags, nil, { context, _, values in
            guard let values, let text = sqlite3_value_text(values[0]) else {
                sqlite3_result_null(context)
                return
            }
            let length = Int(sqlite3_value_bytes(values[0]))
            let folded = SearchFolding.fold(String(decoding: UnsafeBufferPointer(start: text, count: length), as: UTF8.self))
            folded.withUnsafeBytes { bytes in
                sqlite3_result_text(context, bytes.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(bytes.count), transientDestructor)
            }
        }, nil, nil, nil)
        return code == SQLITE_OK
    }
}
