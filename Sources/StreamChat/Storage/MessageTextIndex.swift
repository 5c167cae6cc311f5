import CSQLite
import Foundation

/// How message text is searched: an FTS5 index kept in step with the `messages` table by
/// triggers when the linked SQLite has FTS5, otherwise a scan of the folded text with `LIKE`.
enum MessageTextIndex: Sendable {
    case fullText
    case foldedScan

    /// Whether the linked SQLite was compiled with FTS5.
    static var isFullTextAvailable: Bool { sqlite3_compileoption_used("ENABLE_FTS5") == 1 }

    /// The index the linked SQLite supports.
    static var available: MessageTextIndex { isFullTextAvailable ? .fullText : .foldedScan }

    private static let triggerNames = ["message_fts_insert", "message_fts_delete", "message_fts_update"]

    /// Prepares `database` for this kind of search. `.fullText` creates the index and its
    /// triggers when missing (filling it from the stored messages); `.foldedScan` drops the
    /// triggers (a file written by an FTS5 build stays writable) and registers `search_fold`.
    func install(on database: SQLiteDatabase) throws {
        switch self {
        case .fullText:
            let existing = try database.query("SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'message_fts_%'") { $0.string(0) }
            guard Set(existing) != Set(Self.triggerNames) else { return }
            try database.transaction {
                try database.execute("""
                    CREATE VIRTUAL TABLE IF NOT EXISTS message_fts USING fts5(
                        text, content = 'messages', content_rowid = 'seq', tokenize = 'unicode61 remove_diacritics 2');
                    DROP TRIGGER IF EXISTS message_fts_insert;
                    DROP TRIGGER IF EXISTS message_fts_delete;
                    DROP TRIGGER IF EXISTS message_fts_update;
                    CREATE TRIGGER message_fts_insert AFTER INSERT ON messages BEGIN
                        INSERT INTO message_fts (rowid, text) VALUES (new.seq, new.text);
                    END;
                    CREATE TRIGGER message_fts_delete AFTER DELETE ON messages BEGIN
                        INSERT INTO message_fts (message_fts, rowid, text) VALUES ('delete', old.seq, old.text);
                    END;
                    CREATE TRIGGER message_fts_update AFTER UPDATE OF text ON messages BEGIN
                        INSERT INTO message_fts (message_fts, rowid, text) VALUES ('delete', old.seq, old.text);
                        INSERT INTO message_fts (rowid, text) VALUES (new.seq, new.text);
                    END;
                    INSERT INTO message_fts (message_fts) VALUES ('rebuild');
                    """)
            }
        case .foldedScan:
            for name in Self.triggerNames { try database.execute("DROP TRIGGER IF EXISTS \(name)") }
            try database.registerFoldFunction()
        }
    }
}

extension SQLiteDatabase {
    /// Registers `search_fold(text)`: the text folded as `SearchFolding` folds it.
    func registerFoldFunction() throws {
        guard let handle else { throw ClientError.StorageFailure("The database is closed.") }
        let code = sqlite3_create_function_v2(handle, "search_fold", 1, SQLITE_UTF8 | SQLITE_DETERMINISTIC, nil, { context, _, values in
            guard let values, let text = sqlite3_value_text(values[0]) else {
                sqlite3_result_null(context)
                return
            }
            let folded = SearchFolding.fold(String(cString: text))
            folded.withUnsafeBytes { bytes in
                sqlite3_result_text(context, bytes.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(bytes.count), transientDestructor)
            }
        }, nil, nil, nil)
        guard code == SQLITE_OK else { throw ClientError.StorageFailure("Cannot register search_fold: \(lastErrorMessage)") }
    }
}
