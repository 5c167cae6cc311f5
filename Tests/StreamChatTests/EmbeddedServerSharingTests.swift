import Foundation
import Synchronization
import Testing
@testable import StreamChat
import TemporaryFiles

/// One embedded server per database file, whatever the API key and however the path is
/// spelled; file databases wait for another connection's write lock instead of failing.
@Suite struct EmbeddedServerSharingTests {
    @Test func clientsOfOneFileShareOneServerWhateverTheKeyOrSpelling() throws {
        let directory = try TemporaryDirectory()
        let real = directory.file("real")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        let link = directory.file("link")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
        var first = ChatClientConfig(apiKey: APIKey("key-one"))
        first.embeddedServerDatabaseURL = real.appendingPathComponent("chat.sqlite")
        var second = ChatClientConfig(apiKey: APIKey("key-two"))
        second.embeddedServerDatabaseURL = URL(fileURLWithPath: link.path + "/../link/chat.sqlite")
        #expect(EmbeddedServers.key(for: first) == EmbeddedServers.key(for: second), "before the file exists")
        let server = try EmbeddedServers.server(for: first)
        defer { server.close() }
        #expect(try EmbeddedServers.server(for: second) === server)
        #expect(EmbeddedServers.key(for: first) == EmbeddedServers.key(for: second), "once it exists")
        #expect(EmbeddedServers.key(for: ChatClientConfig(apiKey: APIKey("key-one"))) != EmbeddedServers.key(for: ChatClientConfig(apiKey: APIKey("key-two"))),
                "in memory, one server per key")
    }

    /// SQLite opens a dangling link's missing target (and creates it), so the link and the
    /// target are one database and share one server.
    @Test func aDanglingLinkSharesItsTargetsServer() throws {
        let directory = try TemporaryDirectory()
        let link = directory.chatFile
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "data/real.sqlite")
        let target = directory.file("data/real.sqlite")
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        var viaLink = ChatClientConfig(apiKey: APIKey("key-one"))
        viaLink.embeddedServerDatabaseURL = link
        var direct = ChatClientConfig(apiKey: APIKey("key-two"))
        direct.embeddedServerDatabaseURL = target
        #expect(EmbeddedServers.key(for: viaLink) == EmbeddedServers.key(for: direct), "before the target exists")
        let server = try EmbeddedServers.server(for: viaLink)
        defer { server.close() }
        #expect(FileManager.default.fileExists(atPath: target.path), "SQLite created the link's target")
        #expect(try EmbeddedServers.server(for: direct) === server)
    }

    /// A write while another connection to the file (a second process, an sqlite3 shell) holds
    /// the write lock waits for it and then succeeds, instead of failing at once with
    /// SQLITE_BUSY (what it did without a busy timeout).
    @Test func fileDatabasesWaitForAnotherConnectionsWriteLock() throws {
        let directory = try TemporaryDirectory()
        let file = directory.chatFile
        let server = try ChatServer(fileURL: file)
        defer { server.close() }
        let timeout = try server.lock.withLock { try server.store.database.queryFirst("PRAGMA busy_timeout") { $0.int(0) } }
        #expect(timeout == SQLiteDatabase.busyTimeoutMilliseconds)

        let other = try SQLiteDatabase(path: file.path)
        defer { other.close() }
        try other.execute("BEGIN IMMEDIATE")
        let outcome = Mutex<Result<ChatConnectionInfo, Error>?>(nil)
        let started = DispatchSemaphore(value: 0), finished = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            started.signal()
            // A new user connecting: the server writes the user's row.
            let result = Result { try server.connect(userInfo: UserInfo(id: "dora"), token: .development(userId: "dora")) { _ in } }
            outcome.withLock { $0 = result }
            finished.signal()
        }
        started.wait()
        // Time for the write to reach the lock (well within the busy timeout); it would fail
        // at once without one.
        Thread.sleep(forTimeInterval: 0.1)
        let answeredWhileLocked = outcome.withLock { $0 != nil }
        try other.execute("COMMIT")
        finished.wait()
        #expect(!answeredWhileLocked, "the write waited for the lock")
        let result = try #require(outcome.withLock { $0 })
        #expect(throws: Never.self) { try result.get() }
        #expect(try server.lock.withLock { try server.store.user(id: "dora") } != nil)
    }
}
