import Foundation

extension TmuxSession {
    /// Ends the tmux server, as ``killServer()`` does, then waits until the programs that ran in
    /// its panes have exited (bounded only to catch a hang). When ``killServer()`` returns, a
    /// program given SIGHUP may still be writing (the demo saves its draft): what it writes to
    /// must stay until this returns.
    public func end() async {
        let programs = panePrograms()
        killServer()
        for pid in programs { await TmuxTestSupport.waitForExit(ofProcess: pid) }
    }

    /// The pids of the processes running in the session's panes: each pane's first process and
    /// its descendants (read from /proc).
    func panePrograms() -> [Int32] {
        let panes = ((try? tmux(["list-panes", "-s", "-t", name, "-F", "#{pane_pid}"])) ?? "").split(separator: "\n").compactMap { Int32($0) }
        var found: [Int32] = []
        var pending = panes
        while let pid = pending.popLast() {
            found.append(pid)
            pending += processChildren(of: pid)
        }
        return found
    }
}

/// The pids of the children of `pid` (those of its main thread, from /proc).
func processChildren(of pid: Int32) -> [Int32] {
    let children = (try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)) ?? ""
    return children.split(separator: " ").compactMap { Int32($0) }
}

/// Waits (polling, bounded only to catch a hang) until `pid` has exited: gone, or a zombie nobody
/// reaps (its parent, a pane's shell, went with the terminal); whether it did.
@discardableResult
public func waitForExit(ofProcess pid: Int32, seconds: Double = 60) async -> Bool {
    func isRunning() -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let state = stat.split(separator: ")").last?.split(separator: " ").first else { return false }
        return state != "Z"
    }
    return await poll(seconds: seconds) { !isRunning() }
}
