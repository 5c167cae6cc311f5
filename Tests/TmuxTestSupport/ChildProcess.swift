import Foundation

/// Runs a program to completion with a clean signal state: no signal blocked, every signal's
/// action the default. Test threads block most signals, and a child inherits that mask: a tmux
/// server started with SIGTERM blocked ignores `kill-server` (it signals itself) and keeps its
/// panes open, and it passes the mask on to the programs in its panes. Output goes to a file, not
/// a pipe, so a daemon the program leaves behind (the tmux server) cannot hold the caller up.
/// It gets no other descriptor of the test process either: a tmux server that inherited the
/// write end of a pipe another test reads to its end (a `Pipe` made without close-on-exec) held
/// that test up until the server ended.
public enum ChildProcess {
    /// How the program ended and what it printed.
    public struct Result: Sendable {
        /// The exit status, or 128 + the signal that ended it, as a shell reports it.
        public var status: Int32
        /// Its standard output and standard error.
        public var output: String
    }

    /// Runs `arguments` (the program looked up on `PATH`) in `environment` (the caller's by
    /// default) with /dev/null as its input, and waits for it.
    public static func run(_ arguments: [String], environment: [String: String]? = nil) throws -> Result {
        let outputPath = FileManager.default.temporaryDirectory.appendingPathComponent("child-\(UUID().uuidString).out").path
        defer { unlink(outputPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        closeDescriptorsFromThree(&actions)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var emptyMask = sigset_t()
        sigemptyset(&emptyMask)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &emptyMask)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let environmentStrings = (environment ?? ProcessInfo.processInfo.environment).map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { environmentStrings.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, environmentStrings)
        guard spawned == 0 else { throw SpawnError(arguments: arguments, code: spawned) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        // Exit status, or 128 + signal like a shell reports it.
        let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Result(status: exitStatus, output: output)
    }

    /// Adds the closing of every descriptor from 3 on to `actions`: with glibc's
    /// `posix_spawn_file_actions_addclosefrom_np` (2.34+; looked up at run time, Swift's Glibc
    /// module does not declare it), which also closes those opened on other threads until the
    /// spawn, else each descriptor open now.
    private static func closeDescriptorsFromThree(_ actions: inout posix_spawn_file_actions_t) {
        typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        if let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") {
            _ = unsafeBitCast(symbol, to: AddCloseFrom.self)(&actions, 3)
            return
        }
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for descriptor in open.compactMap({ Int32($0) }) where descriptor >= 3 {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
    }

    /// The program could not be started.
    public struct SpawnError: Error, CustomStringConvertible {
        public let arguments: [String]
        public let code: Int32
        public var description: String { "cannot run \(arguments.joined(separator: " ")): \(String(cString: strerror(code)))" }
    }
}
