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

    private static let triggerNames: Set<String> = ["message_fts_insert", "message_fts_delete", "message_fts_update"]

    /// The trigger that indexes each inserted message (the bulk insert sets it aside and puts
    /// it back: `ChatStore.insertMessages(_:)`).
    static let insertTrigger = """
        CREATE TRIGGER message_fts_insert AFTER INSERT ON messages BEGIN
            INSERT OR REPLACE INTO message_fts (rowid, text) VALUES (new.seq, search_fold(new.text));
        END;
        """

    /// Prepares `database` for this kind of search, after registering `search_fold`, which the
    /// index's triggers and the scan call. `.fullText` builds the index afresh from the stored
    /// messages when its triggers are missing (a new file, one written without FTS5, one from
    /// an earlier build) or when it was built with another ``fingerprint`` (another layout, or
    /// a folding that changed with the OS or its Unicode tables), so that the index and the
    /// queries fold alike; `.foldedScan` drops the triggers (a file written by an FTS5 build
    /// stays writable) and forgets the index was built, so that a later `.fullText` open
    /// rebuilds it. It drops the index too, with its folded copy of every message's text, when
    /// the linked SQLite has FTS5; without FTS5 SQLite cannot drop an FTS5 table (it needs the
    /// module to), so the table stays, unread and no longer kept in step, until an FTS5 build
    /// opens the file and rebuilds it.
    ///
    /// The index stores the folded text it indexed (a regular FTS5 table, `search_fold(text)`
    /// by message `seq`): a delete or an edit removes a message's row by `seq`, and FTS5 takes
    /// the words to remove from the stored text, never from folding the old text again. A
    /// folding that changed therefore never leaves stale words or breaks the index: until the
    /// next open rebuilds it, a search may only miss some messages.
    func install(on database: SQLiteDatabase) throws {
        try database.registerFoldFunction()
        switch self {
        case .fullText:
            let triggers = try database.query("SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'message_fts_%'") { $0.string(0) }
            let built = try database.queryFirst("SELECT fingerprint FROM message_fts_built") { $0.string(0) }
            guard Set(triggers) != Self.triggerNames || built != Self.fingerprint else { return }
            try database.transaction {
                try database.execute("""
                    DROP TRIGGER IF EXISTS message_fts_insert;
                    DROP TRIGGER IF EXISTS message_fts_delete;
                    DROP TRIGGER IF EXISTS message_fts_update;
                    DROP TABLE IF EXISTS message_fts;
                    CREATE VIRTUAL TABLE message_fts USING fts5(text, tokenize = 'unicode61 remove_diacritics 2');
                    \(Self.insertTrigger)
                    CREATE TRIGGER message_fts_delete AFTER DELETE ON messages BEGIN
                        DELETE FROM message_fts WHERE rowid = old.seq;
                    END;
                    CREATE TRIGGER message_fts_update AFTER UPDATE OF seq, text ON messages BEGIN
                        DELETE FROM message_fts WHERE rowid = old.seq;
                        INSERT OR REPLACE INTO message_fts (rowid, text) VALUES (new.seq, search_fold(new.text));
                    END;
                    INSERT INTO message_fts (rowid, text) SELECT seq, search_fold(text) FROM messages;
                    DELETE FROM message_fts_built;
                    """)
                try database.run("INSERT INTO message_fts_built (fingerprint) VALUES (?)", Self.fingerprint)
            }
        case .foldedScan:
            let leftovers = try database.queryFirst("""
                SELECT (SELECT count(*) FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'message_fts_%')
                     + (SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'message_fts' AND ?)
                     + (SELECT count(*) FROM message_fts_built)
                """, Self.isFullTextAvailable) { $0.int(0) } ?? 0
            guard leftovers > 0 else { return }
            try database.transaction {
                for name in Self.triggerNames.sorted() { try database.execute("DROP TRIGGER IF EXISTS \(name)") }
                // Dropping an FTS5 table needs the FTS5 module (without it SQLite answers "no
                // such module: fts5"), so without FTS5 the table and its folded text stay.
                if Self.isFullTextAvailable { try database.execute("DROP TABLE IF EXISTS message_fts") }
                try database.execute("DELETE FROM message_fts_built")
            }
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
    /// folds it (NULL gives NULL; text that folds to nothing, such as '', gives ''). The message
    /// index's triggers call it, so a connection to the chat server's file that writes messages
    /// needs it (`ChatStore` registers it on its own). Returns whether SQLite accepted it.
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
            // An empty array may have no base address, and a NULL pointer would give NULL.
            guard !folded.isEmpty else {
                sqlite3_result_text(context, "", 0, transientDestructor)
                return
            }
            // 64-bit length: text that grows past 2 GiB as it folds is an error (too big), not a trap.
            folded.withUnsafeBytes { bytes in
                sqlite3_result_text64(context, bytes.baseAddress?.assumingMemoryBound(to: CChar.self), UInt64(bytes.count),
                                      transientDestructor, UInt8(SQLITE_UTF8))
            }
        }, nil, nil, nil)
        return code == SQLITE_OK
    }
}
