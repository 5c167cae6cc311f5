import Foundation
import Testing
@testable import StreamChat
import TemporaryFiles

/// Message search folds as every search does (`SearchFolding`): letters that keep their stroke
/// or ligature under Foundation's folding (ø, ł, æ, þ) are found by what a reader types, with
/// either index, after edits and deletes, and in a file an older build indexed unfolded.
extension MessageTextIndexTests {
    @Test(.requiresFullText) func lettersFoundByTheirFoldingWithTheIndex() throws { try lettersFoundByTheirFoldingAfterEditsAndDeletes(.fullText) }
    @Test func lettersFoundByTheirFoldingWithTheScan() throws { try lettersFoundByTheirFoldingAfterEditsAndDeletes(.foldedScan) }

    private func lettersFoundByTheirFoldingAfterEditsAndDeletes(_ index: MessageTextIndex) throws {
        let directory = try TemporaryDirectory()
        let store = try open(directory.chatFile, index)
        try insert(store, "o", "Martin Ødegård scores", at: 1)
        try insert(store, "l", "Łódź tonight", at: 2)
        try insert(store, "ae", "æble pie", at: 3)
        try insert(store, "th", "Þór's hammer", at: 4)
        #expect(try search(store, "odegard") == ["o"])
        #expect(try search(store, "ØDEGÅRD martin") == ["o"])
        #expect(try search(store, "lodz") == ["l"])
        #expect(try search(store, "łódź") == ["l"])
        #expect(try search(store, "aeble") == ["ae"], "æ folds to ae, as SearchFolding folds it everywhere")
        #expect(try search(store, "Æble") == ["ae"])
        #expect(try search(store, "able").isEmpty, "not to a")
        #expect(try search(store, "thor") == ["th"])

        try store.updateMessage(id: "o", text: "Erling Haaland scores", attachments: nil, at: base + 5)
        #expect(try search(store, "odegard").isEmpty)
        #expect(try search(store, "haaland") == ["o"])
        try store.updateMessage(id: "ae", text: "Ærø ferry", attachments: nil, at: base + 6)
        #expect(try search(store, "aero") == ["ae"])
        #expect(try search(store, "aeble").isEmpty)
        try store.database.run("DELETE FROM messages WHERE id = ?", "l")
        #expect(try search(store, "lodz").isEmpty)

        if index == .fullText {
            #expect(try storedWords(store) == ["erling", "haaland", "scores", "aero", "ferry", "thor", "s", "hammer"],
                    "the folded words of the stored texts, none left behind by an edit or delete")
        }
    }

    /// The index's triggers fold with `search_fold`: another connection to the file can write
    /// messages once it registers the function; before, its write fails, naming the function,
    /// and changes nothing.
    @Test(.requiresFullText)
    func anotherConnectionWritesMessagesOnceItRegistersTheFolding() throws {
        let directory = try TemporaryDirectory()
        let file = directory.chatFile
        let store = try open(file, .fullText)
        try insert(store, "a", "Ødegård", at: 1)
        let other = try SQLiteDatabase(path: file.path)
        defer { other.close() }
        let write = "INSERT INTO messages (id, cid, user_id, text, type, created_at, updated_at) VALUES ('b', 'messaging:room', 'other', 'Łódź', 'regular', 5002, 5002)"
        let error = #expect(throws: ClientError.StorageFailure.self) { try other.execute(write) }
        #expect(error?.message.contains("search_fold") == true, "\(String(describing: error?.message))")
        #expect(try store.database.queryFirst("SELECT count(*) FROM messages") { $0.int(0) } == 1)
        try other.registerFoldFunction()
        try other.execute(write)
        #expect(try search(store, "lodz") == ["b"])
        #expect(try search(store, "odegard") == ["a"])
    }

    /// The FTS5 index and its triggers as builds before schema version 10 created them: an
    /// external-content index of the unfolded text.
    private static let unfoldedIndex = """
        CREATE VIRTUAL TABLE message_fts USING fts5(
            text, content = 'messages', content_rowid = 'seq', tokenize = 'unicode61 remove_diacritics 2');
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
        """

    @Test(.requiresFullText)
    func aFileIndexedUnfoldedByAnOlderBuildIsMigratedAndFindsFoldedText() throws {
        let directory = try TemporaryDirectory()
        let rows = (1...50).map { "('m\($0)', 'messaging:room', 'other', 'note \($0) for Ødegård in Łódź', 'regular', \(5_000 + $0), \(5_000 + $0))" }
        let file = try olderDatabaseFile(in: directory, migrationsApplied: 9, rows: Self.unfoldedIndex + """
            INSERT INTO messages (id, cid, user_id, text, type, created_at, updated_at) VALUES \(rows.joined(separator: ", "));
            UPDATE messages SET text = 'café edited' WHERE id = 'm50';
            """)

        let store = try open(file, .fullText)
        #expect(try store.database.queryFirst("PRAGMA user_version") { $0.int(0) } == Schema.currentVersion)
        #expect(try store.database.queryFirst("SELECT count(*) FROM messages") { $0.int(0) } == 50, "no message lost")
        #expect(try search(store, "odegard lodz", limit: 100).count == 49)
        #expect(try search(store, "odegard 7") == ["m7"])
        #expect(try search(store, "cafe") == ["m50"])
        #expect(try !storedWords(store).contains("ødegård"), "the unfolded index is gone")
        try insert(store, "new", "Ødegård again", at: 100)
        #expect(try search(store, "odegard again") == ["new"])
        store.close()

        let reopened = try open(file, .fullText)
        #expect(try search(reopened, "odegard", limit: 100).count == 50, "found after reopening")
        #expect(try indexMatchesStoredTexts(reopened))
    }

    /// The contentless index of the folded text and its triggers as schema version 10 created
    /// them: a delete handed the index the old text folded again.
    private static let contentlessIndex = """
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
        """

    @Test(.requiresFullText)
    func aFileWithTheContentlessIndexIsMigratedAndItsIndexStoresTheFoldedText() throws {
        let directory = try TemporaryDirectory()
        let rows = (1...50).map { "('m\($0)', 'messaging:room', 'other', 'note \($0) for Ødegård in Łódź', 'regular', \(5_000 + $0), \(5_000 + $0))" }
        let file = try olderDatabaseFile(in: directory, migrationsApplied: 10, foldFunction: true, rows: Self.contentlessIndex + """
            INSERT INTO messages (id, cid, user_id, text, type, created_at, updated_at) VALUES \(rows.joined(separator: ", "));
            UPDATE messages SET text = 'café edited' WHERE id = 'm50';
            DELETE FROM messages WHERE id = 'm49';
            """)

        let store = try open(file, .fullText)
        #expect(try store.database.queryFirst("PRAGMA user_version") { $0.int(0) } == Schema.currentVersion)
        #expect(try store.database.queryFirst("SELECT count(*) FROM messages") { $0.int(0) } == 49, "no message lost")
        #expect(try store.database.query("SELECT fingerprint FROM message_fts_built") { $0.string(0) } == [MessageTextIndex.fingerprint])
        #expect(try indexMatchesStoredTexts(store), "the index stores the folded text of each message")
        #expect(try search(store, "odegard lodz", limit: 100).count == 48)
        #expect(try search(store, "cafe") == ["m50"])
        try store.database.run("DELETE FROM messages WHERE id = 'm7'")
        try store.updateMessage(id: "m8", text: "Þór", attachments: nil, at: base + 8)
        #expect(try search(store, "thor") == ["m8"])
        #expect(try search(store, "odegard lodz", limit: 100).count == 46)
        #expect(try indexMatchesStoredTexts(store))
    }
}
