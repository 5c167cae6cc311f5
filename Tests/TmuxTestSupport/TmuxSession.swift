import Foundation

/// A program running in a detached tmux session on a private tmux server, driven as a user at a
/// terminal would: `send-keys` types, `capture-pane` reads the screen. Needs `tmux` on the PATH
/// (CI installs it). Every tmux command, the one starting the server included, runs through
/// ``ChildProcess``, so the server and the programs in its panes start with no signal blocked
/// whatever the test thread blocks. The server ends with the session.
public final class TmuxSession {
    /// The private server's socket name (`tmux -L`).
    public let socket = "tmux-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
    /// The session's name (`-t`).
    public let name = "e2e"

    /// Starts `command` (a shell command line) in a `width`×`height` window.
    public init(command: String, width: Int = 100, height: Int = 30) throws {
        try tmux(["-f", "/dev/null", "new-session", "-d", "-s", name, "-x", "\(width)", "-y", "\(height)", command])
    }

    deinit { killServer() }

    /// Runs a tmux command on this session's server (`-L socket` is added); its output.
    @discardableResult
    public func tmux(_ arguments: [String]) throws -> String {
        let result = try ChildProcess.run(["tmux", "-L", socket] + arguments)
        guard result.status == 0 else { throw TmuxError(arguments: arguments, status: result.status, output: result.output) }
        return result.output
    }

    /// A tmux command that failed.
    public struct TmuxError: Error, CustomStringConvertible {
        public let arguments: [String]
        public let status: Int32
        public let output: String
        public var description: String { "tmux \(arguments.joined(separator: " ")) exited with \(status): \(output)" }
    }

    /// The visible screen as text.
    public func screen() -> String { (try? tmux(["capture-pane", "-p", "-t", name])) ?? "" }

    /// Sends tmux key names (`Enter`, `Escape`, `C-q`, `F2`, ...).
    public func press(_ keys: String...) throws { try tmux(["send-keys", "-t", name] + keys) }

    /// Types `text` literally (UTF-8).
    public func type(_ text: String) throws { try tmux(["send-keys", "-t", name, "-l", text]) }

    /// Sends raw bytes as if the terminal produced them (e.g. a mouse report).
    public func sendBytes(_ bytes: [UInt8]) throws {
        try tmux(["send-keys", "-t", name, "-H"] + bytes.map { String($0, radix: 16) })
    }

    /// The 0-based column and row where `text` first appears on the screen.
    public func position(of text: String) -> (x: Int, y: Int)? {
        for (row, line) in screen().split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let range = line.range(of: text) { return (line.distance(from: line.startIndex, to: range.lowerBound), row) }
        }
        return nil
    }

    /// A pane format variable such as `#{alternate_on}`.
    public func display(_ format: String) -> String {
        ((try? tmux(["display-message", "-p", "-t", name, format])) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The pid of the pane's first process's child (the program a script in the pane runs), read
    /// from /proc.
    public func childPID() -> Int32? {
        Int32(display("#{pane_pid}")).flatMap { processChildren(of: $0).first }
    }

    /// Whether the session (and so the program) is still running.
    public var isRunning: Bool { (try? tmux(["has-session", "-t", name])) != nil }

    /// Polls the screen every 50 ms until `condition` holds; returns the last screen. Callers
    /// assert on it, so a screen that never comes fails with its text. The bound (by the clock)
    /// only catches a hang: a loaded machine can take many seconds to start or draw a program.
    /// Between polls the task sleeps, so a waiting test holds no thread of the cooperative pool
    /// (two on a two-core machine) that other tests running beside it need.
    @discardableResult
    public func waitForScreen(seconds: Double = 120, _ condition: (String) -> Bool) async -> String {
        var screen = ""
        await poll(seconds: seconds) {
            screen = self.screen()
            return condition(screen)
        }
        return screen
    }

    /// Whether the screen came to satisfy `condition` (waiting as ``waitForScreen(seconds:_:)``).
    public func screenReaches(seconds: Double = 120, _ condition: (String) -> Bool) async -> Bool {
        condition(await waitForScreen(seconds: seconds, condition))
    }

    /// Waits until the program has exited (the session closes with it), for at most `seconds`.
    public func waitForExit(seconds: Double = 60) async -> Bool {
        await poll(seconds: seconds) { !isRunning }
    }

    /// Ends the session: Ctrl-Q to the program first (it quits as a user would), then the server.
    public func kill() async {
        if isRunning {
            try? press("C-q")
            _ = await waitForExit(seconds: 10)
        }
        killServer()
    }

    /// Ends the tmux server and so closes the terminal of everything running in it (they get
    /// SIGHUP, as when a terminal window is closed). Without waiting: what a test's `defer`
    /// calls (it cannot await ``kill()``).
    public func killServer() { _ = try? tmux(["kill-server"]) }
}
