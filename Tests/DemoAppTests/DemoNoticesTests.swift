#if canImport(Glibc)
import Glibc
#endif
@testable import DemoSupport
@testable import DemoUI
import Foundation
import StreamChat
import TerminalUI
import Testing

/// What the user must see while the demo runs, under the screen: the lock the demo runs
/// without, and unsent messages the client could not store (quitting would lose them: the
/// first Ctrl-Q only says so).
@Suite(.serialized) @MainActor struct DemoNoticesTests {
    private let width = 100
    private let height = 30

    private func settle(_ session: DemoSession, until text: String) async -> String {
        var frame = ""
        for _ in 0..<400 where !frame.contains(text) {
            session.pump()
            await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
            frame = session.frame(width: width, height: height)
        }
        return frame
    }

    private func options(_ directory: TemporaryDirectory) throws -> DemoOptions {
        var options = DemoOptions()
        options.databasePath = try SeededDatabase.copy(into: directory).path
        options.botsEnabled = false
        options.openChannel = "team"
        return options
    }

    @Test func theWarningOfADatabaseWithoutItsLockIsShownInTheUI() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let options = try options(directory)
        let lock = try DemoDatabaseLock(database: URL(fileURLWithPath: options.databasePath!), lock: { _, _ in
            errno = ENOLCK
            return -1
        })
        let warning = try #require(lock.warning)
        let session = try DemoSession(options: options, environment: [:], startupWarning: warning, ring: {})
        defer { session.shutdown() }
        let frame = await settle(session, until: "Send a message")
        #expect(frame.contains("Warning: cannot lock"), "\(frame)")
    }

    @Test func unsentMessagesThatCouldNotBeStoredAreShownAndHoldTheFirstQuitBack() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let options = try options(directory)
        // A file where the client's storage folder goes: its store cannot be opened.
        let folder = DemoStorageLocation.clientStorageFolderURL(forDatabase: URL(fileURLWithPath: options.databasePath!))
        try Data("in the way".utf8).write(to: folder)
        let session = try DemoSession(options: options, environment: [:], ring: {})
        defer { session.shutdown() }
        let opened = await settle(session, until: "Send a message")
        #expect(opened.contains("Storage problem: Cannot open the local storage"), "\(opened)")
        #expect(session.host.shouldQuit(), "nothing to lose yet")

        // The server goes away: the message fails, and lives in memory only.
        session.database.server.close()
        for character in "kept in memory" { session.press(.character(character)) }
        session.press(.enter)
        let failed = await settle(session, until: "not stored")
        #expect(failed.contains("1 unsent message is not stored: quitting now loses it."), "\(failed)")
        #expect(!session.host.shouldQuit(), "the first Ctrl-Q is held back")
        #expect(await settle(session, until: "Ctrl-Q again").contains("Ctrl-Q again quits anyway."))
        #expect(session.host.shouldQuit(), "the second quits")
    }
}
