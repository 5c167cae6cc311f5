#if canImport(Glibc)
import Glibc
#endif
@testable import DemoSupport
@testable import DemoUI
import Foundation
import ScopedStreamChat
import StreamChat
import TerminalUI
import Testing

/// What the user must see while the demo runs, under the screen: the lock the demo runs
/// without, and unsent messages the client could not store (quitting would lose them: the
/// first Ctrl-Q only says so). Scoped: each test's `DemoSession` registers a `StreamChat`, which
/// must not replace the process-wide one other suites read.
@Suite(.serialized, .scopedStreamChat) @MainActor struct DemoNoticesTests {
    @Test func theWarningOfADatabaseWithoutItsLockIsShownInTheUI() async throws {
        let demo = try DemoSessionTesting(openChannel: "team") { options in
            let lock = try DemoDatabaseLock(database: URL(fileURLWithPath: options.databasePath!), lock: { _, _ in
                errno = ENOLCK
                return -1
            })
            let warning = try #require(lock.warning)
            return warning
        }
        defer { demo.close() }
        let frame = await demo.settle(until: "Send a message")
        #expect(frame.contains("Warning: cannot lock"), "\(frame)")
    }

    @Test func unsentMessagesThatCouldNotBeStoredAreShownAndHoldTheFirstQuitBack() async throws {
        let demo = try DemoSessionTesting(openChannel: "team") { options in
            // A file where the client's storage folder goes: its store cannot be opened.
            let folder = DemoStorageLocation.clientStorageFolderURL(forDatabase: URL(fileURLWithPath: options.databasePath!))
            try Data("in the way".utf8).write(to: folder)
            return nil
        }
        defer { demo.close() }
        let session = demo.session
        let opened = await demo.settle(until: "Send a message")
        #expect(opened.contains("Storage problem: Cannot open the local storage"), "\(opened)")
        #expect(session.host.shouldQuit(), "nothing to lose yet")

        // The server goes away: the message fails, and lives in memory only.
        session.database.server.close()
        await demo.type("kept in memory")
        demo.press(.enter)
        let failed = await demo.settle(until: "not stored")
        #expect(failed.contains("1 unsent message is not stored: quitting now loses it."), "\(failed)")
        #expect(!session.host.shouldQuit(), "the first Ctrl-Q is held back")
        #expect(await demo.settle(until: "Ctrl-Q again").contains("Ctrl-Q again quits anyway."))
        #expect(session.host.shouldQuit(), "the second quits")
    }
}
