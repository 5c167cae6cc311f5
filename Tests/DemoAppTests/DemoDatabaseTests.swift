import DemoSupport
import Foundation
import StreamChat
import Testing
import TemporaryFiles

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

    /// `--db` naming a directory: refused as one, with or without `--reset`, and nothing in it
    /// deleted. `--db ~/notes --reset` deleted the directory and everything in it, then seeded
    /// a file in its place; without `--reset` the message ("disk I/O error") suggested `--reset`.
    @Test func aDirectoryIsRefusedAndNeverDeleted() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let url = directory.file("notes")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let keep = url.appendingPathComponent("important.txt")
        try Data("keep me".utf8).write(to: keep)
        for reset in [false, true] {
            do {
                _ = try DemoDatabase.open(at: url, reset: reset, userId: "alex")
                Issue.record("expected an error (reset: \(reset))")
            } catch {
                #expect(error == .unwritable(path: url.path, reason: "it is a directory, not a file"))
                #expect(!error.message.contains("--reset"))
            }
            #expect(try Data(contentsOf: keep) == Data("keep me".utf8))
        }
    }

    /// `--reset` deleted any file: a text file given as `--db` by mistake was gone, and its
    /// client storage folder with it.
    @Test func resetRefusesAFileThatIsNotAnSQLiteDatabase() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let url = directory.file("notes.txt")
        let text = Data("SQLite format 3 is what a database begins with; this is a note".utf8)
        try text.write(to: url)
        let clientStorage = DemoStorageLocation.clientStorageFolderURL(forDatabase: url)
        try FileManager.default.createDirectory(at: clientStorage, withIntermediateDirectories: true)
        for reset in [true, false] {
            do {
                _ = try DemoDatabase.open(at: url, reset: reset, userId: "alex")
                Issue.record("expected an error (reset: \(reset))")
            } catch {
                #expect(error == .notAnSQLiteFile(path: url.path, reset: reset))
                #expect(error.message.contains(reset ? "Nothing was deleted" : "left untouched"))
                #expect(!error.message.contains("--reset (deletes it)"))
            }
            #expect(try Data(contentsOf: url) == text)
            #expect(FileManager.default.fileExists(atPath: clientStorage.path))
        }
    }

    @Test func resetStartsOver() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let url = directory.file("chat.sqlite")
        // An SQLite file (by its header) that is no chat database: `--reset` may delete it.
        try (Data("SQLite format 3\0".utf8) + Data("garbage".utf8)).write(to: url)
        let clientStorage = DemoStorageLocation.clientStorageFolderURL(forDatabase: url)
        try FileManager.default.createDirectory(at: clientStorage, withIntermediateDirectories: true)
        try Data("old unsent messages".utf8).write(to: clientStorage.appendingPathComponent("StreamChatOutbox.sqlite"))
        let opened = try DemoDatabase.open(at: url, reset: true, userId: "alex")
        #expect(opened.seedSummary != nil)
        #expect(!FileManager.default.fileExists(atPath: clientStorage.path), "the old conversation's unsent messages go too")
        opened.server.close()
    }
}
