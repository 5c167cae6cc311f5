import Foundation
import TmuxTestSupport
import TemporaryFiles

/// A fresh folder for a demo's data (its home) and the tmux sessions a test starts with it.
final class DemoHome {
    let directory: TemporaryDirectory
    private var sessions: [TmuxSession] = []

    fileprivate init() throws {
        directory = try TemporaryDirectory()
    }

    /// Starts `command` in a tmux session that ``withDemoHome(_:)`` ends.
    func session(command: String, width: Int = 100, height: Int = 30) throws -> TmuxSession {
        let session = try TmuxSession(command: command, width: width, height: height)
        sessions.append(session)
        return session
    }

    fileprivate func clean() async {
        for session in sessions.reversed() { await session.end() }
        directory.remove()
    }
}

/// Runs `body` with a fresh ``DemoHome``; then, also when `body` throws, ends the tmux sessions
/// it started and waits for their programs to exit, and only then removes the folder. A `defer`
/// can only kill a tmux server without waiting: the demo, given SIGHUP, then saved its draft
/// into a folder already removed.
func withDemoHome(_ body: (DemoHome) async throws -> Void) async throws {
    let home = try DemoHome()
    do {
        try await body(home)
    } catch {
        await home.clean()
        throw error
    }
    await home.clean()
}
