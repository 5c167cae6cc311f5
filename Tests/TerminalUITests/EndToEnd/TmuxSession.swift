import Foundation

/// A tmux server on a private socket running one command in a pane of a fixed size: the test
/// types into it (`send-keys`) and reads the screen (`capture-pane`), as a user at a terminal
/// would. Needs `tmux` on the PATH (CI installs it).
final class TmuxSession {
    let socket = "terminalui-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
    let name = "e2e"

    init(width: Int, height: Int, command: String) throws {
        try tmux(["-f", "/dev/null", "new-session", "-d", "-s", name, "-x", "\(width)", "-y", "\(height)", command])
    }

    deinit { close() }

    /// Ends the server and everything running in it.
    func close() { _ = try? tmux(["kill-server"]) }

    @discardableResult
    func tmux(_ arguments: [String]) throws -> String {
        let result = try ChildProcess.run(["tmux", "-L", socket] + arguments)
        guard result.status == 0 else { throw TmuxError(arguments: arguments, output: result.output) }
        return result.output
    }

    struct TmuxError: Error, CustomStringConvertible {
        let arguments: [String]
        let output: String
        var description: String { "tmux \(arguments.joined(separator: " ")) failed: \(output)" }
    }

    /// The visible screen as text.
    func screen() -> String { (try? tmux(["capture-pane", "-p", "-t", name])) ?? "" }

    /// Sends tmux key names (`Enter`, `C-q`, `F2`, ...).
    func press(_ keys: String...) throws { try tmux(["send-keys", "-t", name] + keys) }

    /// Types text literally (UTF-8).
    func type(_ text: String) throws { try tmux(["send-keys", "-t", name, "-l", text]) }

    /// Sends raw bytes as if the terminal produced them (e.g. a mouse report).
    func sendBytes(_ bytes: [UInt8]) throws {
        try tmux(["send-keys", "-t", name, "-H"] + bytes.map { String($0, radix: 16) })
    }

    /// The 0-based column and row where `text` first appears on the screen.
    func position(of text: String) -> (x: Int, y: Int)? {
        for (row, line) in screen().split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let range = line.range(of: text) { return (line.distance(from: line.startIndex, to: range.lowerBound), row) }
        }
        return nil
    }

    /// A pane format variable such as `#{alternate_on}`.
    func display(_ format: String) -> String {
        ((try? tmux(["display-message", "-p", "-t", name, format])) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Waits until the screen satisfies `condition` (checking every 20 ms, giving up after
    /// `seconds`: a bound that only catches a hang, since a loaded machine can take many seconds
    /// to start or draw the app) and returns the last screen seen.
    @discardableResult
    func waitForScreen(seconds: Double = 120, _ condition: (String) -> Bool) -> (matched: Bool, screen: String) {
        let deadline = Date().addingTimeInterval(seconds)
        var current = screen()
        while !condition(current) {
            if Date() > deadline { return (false, current) }
            usleep(20_000)
            current = screen()
        }
        return (true, current)
    }

    /// The pid of the shell's child (the app), read from /proc.
    func appPID() -> Int32? {
        let shell = display("#{pane_pid}")
        guard let children = try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8) else { return nil }
        return children.split(separator: " ").first.flatMap { Int32($0) }
    }
}
