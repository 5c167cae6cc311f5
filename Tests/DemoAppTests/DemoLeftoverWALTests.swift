import DemoSupport
import Foundation
@testable import StreamChat
import Testing
import TemporaryFiles

/// A database deleted by hand after a crash leaves its -wal and -shm behind; the fresh seed
/// must not adopt them.
@Suite struct DemoLeftoverWALTests {
    @Test func aFreshSeedDoesNotReplayAnOldDatabasesWAL() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let url = try SeededDatabase.copy(into: directory)
        // The old database's last change, still in its WAL when it crashed: alex renamed to ghost.
        let old = try SQLiteDatabase(path: url.path)
        try old.execute("PRAGMA wal_autocheckpoint=0")
        try old.execute("UPDATE users SET id = 'ghost' WHERE id = 'alex'")
        for suffix in ["-wal", "-shm"] {
            try FileManager.default.copyItem(atPath: url.path + suffix, toPath: directory.file("crash" + suffix).path)
        }
        old.close()
        // The user deletes chat.sqlite (not --reset); the companions stay.
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: url.path + suffix) }
        for suffix in ["-wal", "-shm"] {
            try FileManager.default.copyItem(atPath: directory.file("crash" + suffix).path, toPath: url.path + suffix)
        }

        let opened = try DemoDatabase.open(at: url, reset: false, userId: "alex")
        #expect(opened.seedSummary != nil)
        opened.server.close()
        let reopened = try SQLiteDatabase(path: url.path)
        defer { reopened.close() }
        #expect(try reopened.queryFirst("SELECT count(*) FROM users WHERE id = 'ghost'") { $0.int(0) } == 0)
        #expect(try reopened.queryFirst("PRAGMA integrity_check") { $0.string(0) } == "ok")
    }
}
