#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing
import TmuxTestSupport

/// The shared tmux helper starts its server with no signal blocked, whatever the test thread
/// blocks: tmux passes its own mask on to the programs in its panes, and a program started
/// with SIGTERM or SIGHUP blocked would never see them (a tmux server with SIGTERM blocked
/// ignores `kill-server`).
@Suite struct TmuxSignalMaskTests {
    @Test func aPaneStartsWithNoSignalBlockedThoughTheTestThreadBlocksSome() async throws {
        try #require((try? ChildProcess.run(["tmux", "-V"]))?.status == 0, "tmux is needed for this test (.ci/run installs it)")
        var blocked = sigset_t()
        sigemptyset(&blocked)
        let signals = [SIGTERM, SIGHUP, SIGWINCH]
        for signal in signals { sigaddset(&blocked, signal) }
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        let tmux: TmuxSession
        do {
            defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
            tmux = try TmuxSession(command: "grep ^SigBlk /proc/$$/status; exec sleep 600", width: 60, height: 5)
        }
        defer { tmux.killServer() }
        let screen = await tmux.waitForScreen { $0.contains("SigBlk:") }
        // The shell's mask in hex, one bit per signal (it blocks SIGCHLD itself while it waits).
        let line = try #require(screen.split(separator: "\n").first { $0.hasPrefix("SigBlk:") }, "no mask:\n\(screen)")
        let mask = try #require(UInt64(line.dropFirst("SigBlk:".count).trimmingCharacters(in: .whitespaces), radix: 16))
        for signal in signals {
            #expect(mask & (1 << UInt64(signal - 1)) == 0, "signal \(signal) is blocked in the pane: \(line)")
        }
    }
}
