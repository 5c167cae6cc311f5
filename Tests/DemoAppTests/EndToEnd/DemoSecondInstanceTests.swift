import DemoSupport
import Foundation
import Testing
import TmuxTestSupport

/// A second DemoApp on the database a running one has open refuses to start, saying which file
/// is in use, and starts once the first has quit.
@Suite(.serialized) struct DemoSecondInstanceTests {
    @Test func aSecondDemoOnTheSameDatabaseRefusesWhileTheFirstRuns() async throws {
        try #require((try? runTool(["tmux", "-V"]))?.status == 0, "tmux is needed for this test (.ci/run installs it)")
        try await withDemoHome { home in
            let first = try home.session(command: TmuxSession.demoCommand(home: home.directory))
            let database = home.directory.file("chat.sqlite")
            let screen = await first.waitForScreen { $0.contains("Stream Chat Demo") }
            try #require(screen.contains("Stream Chat Demo"), "the first demo should be running:\n\(screen)")

            let second = try await DemoProcess.run(["--db", database.path, "--snapshot"], home: home.directory.url)
            #expect(second.status == 1)
            #expect(second.standardError.contains("\"\(database.path)\" is in use by another DemoApp"), "\(second.standardError)")
            #expect(second.standardError.contains("\"\(database.path).lock\""))
            #expect(second.standardOutput.isEmpty)

            await first.kill()
            // The first demo may still be ending (its lock goes with the process) on a loaded machine.
            try #require(await Self.lockIsFree(database, within: 60), "the first demo should have let the database go")
            let afterQuit = try await DemoProcess.run(["--db", database.path, "--snapshot"], home: home.directory.url)
            #expect(afterQuit.status == 0, "\(afterQuit.standardError)")
            #expect(afterQuit.standardOutput.contains("Stream Chat Demo"))
        }
    }

    /// Whether the database's lock can be taken (and is let go again) within `seconds`.
    private static func lockIsFree(_ database: URL, within seconds: Double) async -> Bool {
        await poll(seconds: seconds) {
            guard let lock = try? DemoDatabaseLock(database: database) else { return false }
            lock.release()
            return true
        }
    }
}
