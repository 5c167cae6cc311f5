import DemoSupport
import Foundation
import StreamChat
import Testing

/// First run, reopening, and every kind of bad database file. The seeded file is made once
/// and copied, because seeding 10,000 users takes a moment.
@Suite(.serialized) struct DemoDatabaseTests {
    func seededDatabase(in directory: TemporaryDirectory) throws -> URL {
        try SeededDatabase.copy(into: directory)
    }

    @Test func firstRunSeedsAndLeavesNoTemporaryFiles() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let url = directory.file("nested/dir/chat.sqlite")
        let opened = try DemoDatabase.open(at: url, reset: false, userId: "alex")
        #expect(opened.seedSummary != nil)
        opened.server.close()
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
            .filter { $0.contains("seeding") }
        #expect(leftovers.isEmpty)
        let reopened = try DemoDatabase.open(at: url, reset: false, userId: "yuki")
        #expect(reopened.seedSummary == nil)
        reopened.server.close()
    }

    @Test func unknownUserListsValidIds() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let url = try seededDatabase(in: directory)
        do {
            _ = try DemoDatabase.open(at: url, reset: false, userId: "nobody")
            Issue.record("expected an error")
        } catch {
            guard case let .unknownUser(id, valid) = error else { Issue.record("wrong error \(error)"); return }
            #expect(id == "nobody")
            #expect(valid.contains("alex") && valid.count >= 3)
            #expect(error.exitStatus == 2)
        }
    }

    @Test func garbageFileIsRefusedAndLeftUntouched() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let url = directory.file("chat.sqlite")
        let garbage = Data("this is not a database, it is a shopping list\n".utf8) + Data(repeating: 0xFF, count: 5_000)
        try garbage.write(to: url)
        #expect(throws: DemoStartupError.self) { try DemoDatabase.open(at: url, reset: false, userId: "alex") }
        #expect(try Data(contentsOf: url) == garbage)
    }

    @Test func foreignSQLiteDatabaseIsRefusedAndLeftUntouched() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let seeded = try seededDatabase(in: directory)
        let url = directory.file("other.sqlite")
        // An SQLite file of another program: a valid header but no chat schema. Made from our
        // seeded file's first page with user_version (bytes 60...63) cleared and the rest cut.
        var bytes = try Data(contentsOf: seeded)
        bytes = bytes.prefix(4_096)
        bytes.replaceSubrange(60..<64, with: [0, 0, 0, 0])
        try bytes.write(to: url)
        do {
            _ = try DemoDatabase.open(at: url, reset: false, userId: "alex")
            Issue.record("expected an error")
        } catch {
            guard case .notAChatDatabase = error else { Issue.record("wrong error \(error)"); return }
            #expect(error.message.contains("left untouched"))
        }
        #expect(try Data(contentsOf: url) == bytes)
    }

    @Test func readOnlyFileIsRefused() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let url = try seededDatabase(in: directory)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: url.path)
        guard !FileManager.default.isWritableFile(atPath: url.path) else { return } // running as root: permissions do not apply
        do {
            _ = try DemoDatabase.open(at: url, reset: false, userId: "alex")
            Issue.record("expected an error")
        } catch {
            guard case .unwritable = error else { Issue.record("wrong error \(error)"); return }
        }
    }

    @Test func unwritableDirectoryIsRefused() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        // A regular file where the directory should be: creating the directory must fail.
        try Data("x".utf8).write(to: directory.file("blocker"))
        let url = directory.file("blocker/chat.sqlite")
        do {
            _ = try DemoDatabase.open(at: url, reset: false, userId: "alex")
            Issue.record("expected an error")
        } catch {
            guard case .unwritable = error else { Issue.record("wrong error \(error)"); return }
            #expect(error.exitStatus == 1)
        }
    }

    @Test func resetStartsOver() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let url = directory.file("chat.sqlite")
        try Data("garbage".utf8).write(to: url)
        let clientStorage = DemoStorageLocation.clientStorageFolderURL(forDatabase: url)
        try FileManager.default.createDirectory(at: clientStorage, withIntermediateDirectories: true)
        try Data("old unsent messages".utf8).write(to: clientStorage.appendingPathComponent("StreamChatOutbox.sqlite"))
        let opened = try DemoDatabase.open(at: url, reset: true, userId: "alex")
        #expect(opened.seedSummary != nil)
        #expect(!FileManager.default.fileExists(atPath: clientStorage.path), "the old conversation's unsent messages go too")
        opened.server.close()
    }
}
