import DemoSupport
import DemoUI
import Foundation
import ScopedStreamChat
import Testing
import TemporaryFiles

/// A database path that is a symbolic link stands for its target: the lock, the session and
/// `--reset` all use the target, so the link stays a link and every path to the file shares
/// one lock, also while the target does not exist yet.
@Suite(.scopedStreamChat) struct DemoLinkedDatabaseTests {
    @Test func aDanglingLinkIsFollowedToItsMissingTarget() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let link = directory.file("chat.sqlite")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "data/real.sqlite")
        let target = directory.url.resolvingSymlinksInPath().appendingPathComponent("data/real.sqlite")
        #expect(DemoStorageLocation.resolvingLinks(of: link).path == target.path)
        #expect(DemoStorageLocation.resolvingLinks(of: target).path == target.path)
    }

    @Test func aDanglingLinkSharesItsTargetsLock() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let target = directory.file("real.sqlite")
        let link = directory.file("chat.sqlite")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real.sqlite")
        let first = try DemoDatabaseLock(database: link)
        #expect(first.url.lastPathComponent == "real.sqlite.lock")
        #expect(throws: DemoStartupError.databaseInUse(path: target.path, lockFile: first.url.path)) {
            try DemoDatabaseLock(database: target)
        }
        first.release()
    }

    @MainActor @Test func resetOnALinkedDatabaseReplacesTheTargetAndKeepsTheLink() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let target = try SeededDatabase.copy(into: directory)
        let link = directory.file("link.sqlite")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.lastPathComponent)
        var options = DemoOptions()
        options.databasePath = link.path
        options.reset = true
        options.botsEnabled = false
        let session = try DemoSession(options: options, environment: [:], ring: {})
        #expect(session.database.seedSummary != nil)
        #expect(session.database.url.path == DemoStorageLocation.resolvingLinks(of: target).path)
        session.shutdown()
        // The client's deliveries still queued run before the folder goes (its connection opens
        // the local storage beside the database): run after, they made a "chat.client" folder
        // in the temporary directory again.
        await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.lastPathComponent,
                "--reset deleted the link and seeded a file in its place")
        let attributes = try FileManager.default.attributesOfItem(atPath: target.path)
        #expect(attributes[.type] as? FileAttributeType == .typeRegular)
        #expect((attributes[.size] as? Int ?? 0) > 0)
    }
}
