import Foundation
import SwiftUI
import TerminalUI

/// Idle CPU of the real terminal runtime: this program starts itself again as a child on a
/// pseudo-terminal running `TerminalRuntime` with a static screen, waits for the first frame, and
/// reads the child's CPU time (from /proc, in clock ticks) over 5 seconds; then it sends Ctrl-Q.
enum TerminalIdleBenchmark {
    static let childArgument = "--terminal-idle-child"

    /// In the child: run the static screen until Ctrl-Q. Returns (does nothing) in the parent.
    @MainActor static func runChildIfRequested() {
        guard CommandLine.arguments.contains(childArgument) else { return }
        TerminalRuntime.run(host: ViewHost(rootView: TerminalBenchmarkScreen()))
    }

    @MainActor static func run(fullRedrawCPUSeconds: Double) {
        let seconds = 5.0
        guard let child = spawnOnPseudoTerminal() else {
            print("idle: could not start the child on a pseudo-terminal")
            return
        }
        defer { finish(child) }
        guard waitForOutput(child.master, timeout: 10) else {
            print("idle: the child drew nothing")
            return
        }
        // The whole first frame must be read before the idle window starts.
        while drain(child.master, waitMilliseconds: 300) > 0 {}
        let before = cpuTicks(of: child.pid)
        let end = Date().addingTimeInterval(seconds)
        var drawnWhileIdle = 0
        while Date() < end { drawnWhileIdle += drain(child.master, waitMilliseconds: 100) }
        let after = cpuTicks(of: child.pid)
        let ticksPerSecond = Double(sysconf(Int32(_SC_CLK_TCK)))
        let idleSeconds = Double(after - before) / ticksPerSecond
        let baseline = fullRedrawCPUSeconds * 60 * seconds
        print(String(format: "idle over %.0f s (real runtime on a pty): %d clock ticks = %.3f s CPU, %d bytes written; baseline (redrawing at 60 fps) %.2f s CPU",
                     seconds, after - before, idleSeconds, drawnWhileIdle, baseline))
    }

    struct Child {
        let pid: pid_t
        let master: Int32
    }

    private static func spawnOnPseudoTerminal() -> Child? {
        // glibc's pty functions are not imported into Swift (they need _XOPEN_SOURCE); look them up.
        typealias PtyCall = @convention(c) (Int32) -> Int32
        typealias PtsName = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
        guard let grantSymbol = dlsym(nil, "grantpt"), let unlockSymbol = dlsym(nil, "unlockpt"),
              let nameSymbol = dlsym(nil, "ptsname") else { return nil }
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        guard master >= 0, unsafeBitCast(grantSymbol, to: PtyCall.self)(master) == 0,
              unsafeBitCast(unlockSymbol, to: PtyCall.self)(master) == 0,
              let name = unsafeBitCast(nameSymbol, to: PtsName.self)(master) else { return nil }
        var window = winsize(ws_row: 60, ws_col: 200, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &window)
        let slavePath = String(cString: name)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for fd in Int32(0)...2 { posix_spawn_file_actions_addopen(&actions, fd, slavePath, O_RDWR, 0) }
        posix_spawn_file_actions_addclose(&actions, master)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var emptyMask = sigset_t()
        sigemptyset(&emptyMask)
        posix_spawnattr_setsigmask(&attributes, &emptyMask)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | 0x80 /* POSIX_SPAWN_SETSID */))
        let executable = "/proc/self/exe"
        let environment = ProcessInfo.processInfo.environment.merging(["XDG_STATE_HOME": NSTemporaryDirectory() + "terminal-idle-benchmark"]) { $1 }
        let argv: [UnsafeMutablePointer<CChar>?] = [strdup("Benchmarks"), strdup(childArgument), nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, executable, &actions, &attributes, argv, envp) == 0 else { return nil }
        return Child(pid: pid, master: master)
    }

    private static func waitForOutput(_ fd: Int32, timeout: Double) -> Bool {
        let end = Date().addingTimeInterval(timeout)
        while Date() < end {
            if drain(fd, waitMilliseconds: 100) > 0 { return true }
        }
        return false
    }

    /// Reads whatever the child wrote (so it never blocks on a full pty); returns the byte count.
    private static func drain(_ fd: Int32, waitMilliseconds: Int32) -> Int {
        var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, waitMilliseconds) > 0 else { return 0 }
        var buffer = [UInt8](repeating: 0, count: 65536)
        return max(0, read(fd, &buffer, buffer.count))
    }

    /// utime + stime of a process, in clock ticks.
    private static func cpuTicks(of pid: pid_t) -> Int {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let afterName = stat.range(of: ") ") else { return 0 }
        let fields = stat[afterName.upperBound...].split(separator: " ")
        // Fields after the name start at field 3 (state); utime and stime are fields 14 and 15.
        return (Int(fields[11]) ?? 0) + (Int(fields[12]) ?? 0)
    }

    private static func finish(_ child: Child) {
        var quit: UInt8 = 0x11 // Ctrl-Q
        _ = write(child.master, &quit, 1)
        var status: Int32 = 0
        for _ in 0..<50 {
            _ = drain(child.master, waitMilliseconds: 20)
            if waitpid(child.pid, &status, WNOHANG) == child.pid { break }
        }
        if waitpid(child.pid, &status, WNOHANG) == 0 {
            kill(child.pid, SIGTERM)
            waitpid(child.pid, &status, 0)
        }
        close(child.master)
    }
}
