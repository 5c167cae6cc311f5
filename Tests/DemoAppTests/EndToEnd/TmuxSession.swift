#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing

/// A program running in a detached tmux session on a private tmux server, driven with
/// `send-keys` and read with `capture-pane`.
struct TmuxSession {
    let socket: String
    let name = "demo"

    /// Starts `command` (a shell command line) in a `width`×`height` window.
    init(command: String, width: Int = 100, height: Int = 30) throws {
        socket = "demo-e2e-\(UUID().uuidString.prefix(8))"
        let status = spawnAndWait(["tmux", "-L", socket, "new-session", "-d", "-s", name, "-x", "\(width)", "-y", "\(height)", command])
        guard status == 0 else { throw TmuxError(arguments: ["new-session", command], status: status) }
    }

    /// The visible screen as text.
    func capture() -> String {
        (try? Self.tmux(["-L", socket, "capture-pane", "-p", "-t", name])) ?? ""
    }

    /// Sends tmux key names (`Enter`, `Escape`, `Down`, `C-q`, ...).
    func press(_ keys: String...) throws {
        try Self.tmux(["-L", socket, "send-keys", "-t", name] + keys)
    }

    /// Types `text` literally.
    func type(_ text: String) throws {
        try Self.tmux(["-L", socket, "send-keys", "-t", name, "-l", text])
    }

    /// A pane format variable such as `#{alternate_on}`.
    func display(_ format: String) -> String {
        ((try? Self.tmux(["-L", socket, "display-message", "-p", "-t", name, format])) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The pid of the pane's first process's child (the program a script in the pane runs).
    func childPID() -> Int32? {
        let shell = display("#{pane_pid}")
        guard let children = try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8) else { return nil }
        return children.split(separator: " ").first.flatMap { Int32($0) }
    }

    /// Whether the session (and so the program) is still running.
    var isRunning: Bool {
        (try? Self.tmux(["-L", socket, "has-session", "-t", name])) != nil
    }

    /// Polls the screen every 50 ms until `condition` holds; returns the last screen. Callers
    /// assert on it, so a screen that never comes fails with its text. The bound (by the clock)
    /// only catches a hang: a loaded machine can take many seconds to start or draw the demo.
    @discardableResult
    func waitForScreen(seconds: Double = 120, _ condition: (String) -> Bool) -> String {
        let deadline = Date().addingTimeInterval(seconds)
        var screen = capture()
        while !condition(screen), Date() < deadline {
            usleep(50_000)
            screen = capture()
        }
        return screen
    }

    /// Waits until the program has exited (the session closes with it), for at most `seconds`.
    func waitForExit(seconds: Double = 60) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while isRunning, Date() < deadline { usleep(50_000) }
        return !isRunning
    }

    /// The shell command that starts the built demo on a copy of the seeded database, with bots
    /// off, in `home` (its HOME and state folder), followed by `arguments`.
    static func demoCommand(home: TemporaryDirectory, arguments: String = "") throws -> String {
        let database = try SeededDatabase.copy(into: home)
        let app = try DemoAppExecutable.url()
        return "env HOME='\(home.url.path)' XDG_STATE_HOME='\(home.url.path)/state' TERM=xterm-256color "
            + "'\(app.path)' --db '\(database.path)' --bots off" + (arguments.isEmpty ? "" : " " + arguments)
    }

    /// Ends the session: Ctrl-Q to the app first (it quits as a user would), then `kill-server`.
    func kill() {
        if isRunning {
            try? press("C-q")
            _ = waitForExit(seconds: 10)
        }
        killServer()
    }

    /// Ends the tmux server and so closes the terminal of everything running in it (they get
    /// SIGHUP, as when a terminal window is closed).
    func killServer() {
        _ = try? Self.tmux(["-L", socket, "kill-server"])
    }

    @discardableResult
    static func tmux(_ arguments: [String]) throws -> String {
        let (status, output) = try runTool(["tmux"] + arguments)
        guard status == 0 else { throw TmuxError(arguments: arguments, status: status) }
        return output
    }

    struct TmuxError: Error, CustomStringConvertible {
        let arguments: [String]
        let status: Int32
        var description: String { "tmux \(arguments.joined(separator: " ")) exited with \(status)" }
    }
}

/// Finds the built `DemoApp`: next to the test bundle (the test target depends on it, so
/// `swift build --build-tests` and `swift test` build it there), else builds it.
enum DemoAppExecutable {
    static func url() throws -> URL {
        let candidates = [Bundle.main.executableURL, URL(fileURLWithPath: CommandLine.arguments[0])]
            .compactMap { $0?.deletingLastPathComponent() }
            + [Bundle.main.bundleURL.deletingLastPathComponent()]
        for directory in candidates {
            let url = directory.appendingPathComponent("DemoApp")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        _ = try runTool(["swift", "build", "--product", "DemoApp", "--package-path", packageRoot.path])
        let binPath = try runTool(["swift", "build", "--show-bin-path", "--package-path", packageRoot.path]).output
        let url = URL(fileURLWithPath: binPath.trimmingCharacters(in: .whitespacesAndNewlines)).appendingPathComponent("DemoApp")
        try #require(FileManager.default.isExecutableFile(atPath: url.path), "DemoApp was not built at \(url.path)")
        return url
    }
}

/// Runs a tool found on PATH; returns its exit status and standard output.
func runTool(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// Runs a tool found on PATH with /dev/null as stdin, stdout and stderr, and waits for it alone.
/// Used to start the tmux server: Foundation's `Process` does not return from
/// `waitUntilExit` while the daemon it forked lives on. The tool starts with no signal blocked:
/// it would inherit the test thread's mask, and a tmux server with SIGTERM blocked ignores
/// `kill-server` (it signals itself), keeping its panes and their terminals open.
func spawnAndWait(_ arguments: [String]) -> Int32 {
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = (["/usr/bin/env"] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, "/usr/bin/env", &actions, &attributes, argv, environ) == 0 else { return -1 }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    return (status >> 8) & 0xFF
}
