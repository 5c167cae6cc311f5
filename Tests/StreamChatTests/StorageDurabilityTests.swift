import Foundation
import Testing
@testable import StreamChat

/// The server's file and the outbox's file commit with `synchronous=FULL`: a commit is on disk
/// when it returns, so neither a sent message nor the outbox's delete of it rolls back alone.
@Suite struct StorageDurabilityTests {
    @Test func fileDatabasesSyncEveryCommit() throws {
        let directory = try TemporaryDirectory()
        let server = try ChatServer(fileURL: directory.url.appendingPathComponent("chat.sqlite"))
        defer { server.close() }
        let synchronous = try server.lock.withLock { try server.store.database.queryFirst("PRAGMA synchronous") { $0.int(0) } }
        #expect(synchronous == 2, "FULL")
        let outbox = try SQLiteDatabase(path: directory.url.appendingPathComponent("outbox.sqlite").path)
        defer { outbox.close() }
        #expect(try outbox.queryFirst("PRAGMA synchronous") { $0.int(0) } == 2, "the outbox opens through SQLiteDatabase too")
        #expect(try outbox.queryFirst("PRAGMA journal_mode") { $0.string(0) } == "wal")
    }
}
