import CSQLite
import Foundation
import Testing
@testable import StreamChat
import TemporaryFiles

/// The server's file and the outbox's file commit with `synchronous=FULL`: a commit is on disk
/// when it returns, so neither a sent message nor the outbox's delete of it rolls back alone.
@Suite struct StorageDurabilityTests {
    /// The journal mode of the file at `path`, as a fresh connection that sets nothing finds it
    /// (WAL is a setting of the file; the connection that set it would report it anyway).
    private func journalMode(ofFileAt path: String) -> String? {
        var handle: OpaquePointer?
        defer { sqlite3_close(handle) }
        guard sqlite3_open_v2(path, &handle, SQLITE_OPEN_READONLY, nil) == SQLITE_OK else { return nil }
        var statement: OpaquePointer?
        defer { sqlite3_finalize(statement) }
        guard sqlite3_prepare_v2(handle, "PRAGMA journal_mode", -1, &statement, nil) == SQLITE_OK,
              sqlite3_step(statement) == SQLITE_ROW, let text = sqlite3_column_text(statement, 0) else { return nil }
        return String(cString: text)
    }

    @Test func fileDatabasesSyncEveryCommit() throws {
        let directory = try TemporaryDirectory()
        let server = try ChatServer(fileURL: directory.chatFile)
        defer { server.close() }
        // synchronous is a setting of each connection: read on the connections that write.
        let synchronous = try server.lock.withLock { try server.store.database.queryFirst("PRAGMA synchronous") { $0.int(0) } }
        #expect(synchronous == 2, "FULL")
        let outbox = try OutboxStore(folder: directory.file("client"), apiKey: APIKey("test"))
        defer { outbox.close() }
        #expect(try outbox.database.queryFirst("PRAGMA synchronous") { $0.int(0) } == 2, "the outbox's own connection: FULL")
        #expect(journalMode(ofFileAt: server.databasePath) == "wal")
        #expect(journalMode(ofFileAt: outbox.fileURL.path) == "wal")
    }
}
