@testable import DemoSupport
@testable import DemoUI
import Foundation
import TerminalUI
import TemporaryFiles

/// A demo session on a copy of the seeded database, without bots, driven by keys from a
/// main-actor test.
@MainActor final class DemoSessionTesting {
    let session: DemoSession
    let width: Int
    let height: Int
    private let directory: TemporaryDirectory

    /// Opens the demo on a fresh copy of the seeded database (`openChannel` as `--open`).
    /// `prepare` runs first, with the options the demo gets (a test puts something in the way
    /// of the database or its storage), and returns the startup warning the demo shows, if any.
    init(openChannel: String?, width: Int = 100, height: Int = 30,
         prepare: (DemoOptions) throws -> String? = { _ in nil }) throws {
        directory = try TemporaryDirectory()
        var options = DemoOptions()
        options.databasePath = try SeededDatabase.copy(into: directory).path
        options.botsEnabled = false
        options.openChannel = openChannel
        let warning = try prepare(options)
        session = try DemoSession(options: options, environment: [:], startupWarning: warning, ring: {})
        self.width = width
        self.height = height
    }

    /// Shuts the session down and removes the database.
    func close() {
        session.shutdown()
        directory.remove()
    }

    /// Lets requests, their answers and view updates finish (the test runs on the main actor,
    /// so the main queue runs between its steps) until the screen stops changing and shows
    /// `text`. Returns the frame.
    @discardableResult
    func settle(until text: String = "") async -> String {
        var previous = ""
        var stableRounds = 0
        for _ in 0..<400 {
            session.client.waitForPendingRequests()
            await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
            let frame = session.frame(width: width, height: height)
            stableRounds = frame == previous ? stableRounds + 1 : 0
            if stableRounds >= 3, text.isEmpty || frame.contains(text) { return frame }
            previous = frame
        }
        return previous
    }

    /// Types `text` one key at a time and settles.
    @discardableResult
    func type(_ text: String) async -> String {
        for character in text { session.press(.character(character)) }
        return await settle()
    }

    /// Delivers one key (call ``settle(until:)`` to see its effect).
    func press(_ key: TerminalKey, modifiers: KeyModifiers = []) {
        session.press(key, modifiers: modifiers)
    }
}
