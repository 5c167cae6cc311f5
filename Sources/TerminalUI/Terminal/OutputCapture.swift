#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Redirects the process's stdout and stderr into a log file while the UI owns the terminal, so
/// a `print` in app code never corrupts the screen. The log is truncated at each start and named
/// on exit when something was written to it.
///
/// Location: `$XDG_STATE_HOME/<app>/output.log`, else `~/.local/state/<app>/output.log`, else
/// the temporary directory.
struct OutputCapture {
    let path: String
    let logFD: Int32
    let savedStdout: Int32
    let savedStderr: Int32
    let notice: String
    let crashNotice: String

    /// The log path for an app name, following the XDG base-directory rules.
    static func logPath(appName: String, environment: [String: String]) -> String {
        let name = appName.isEmpty ? "terminalui" : appName
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return "\(state)/\(name)/output.log"
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return "\(home)/.local/state/\(name)/output.log"
        }
        return NSTemporaryDirectory() + "\(name)-output.log"
    }

    /// Starts capturing, or returns nil (output then goes where it went before) when no log file
    /// can be created.
    static func start(appName: String, environment: [String: String]) -> OutputCapture? {
        let candidates = [logPath(appName: appName, environment: environment), NSTemporaryDirectory() + "\(appName)-output.log"]
        for path in candidates {
            let directory = (path as NSString).deletingLastPathComponent
            try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_APPEND | O_CLOEXEC, 0o600)
            guard fd >= 0 else { continue }
            fflush(nil)
            let savedStdout = dup(1), savedStderr = dup(2)
            _ = dup2(fd, 1)
            _ = dup2(fd, 2)
            lineBufferStandardOutput()
            return OutputCapture(path: path, logFD: fd, savedStdout: savedStdout, savedStderr: savedStderr,
                                 notice: "\(appName): output printed while the app ran is in \(path)\n",
                                 crashNotice: "\(appName) crashed; its output and the crash report are in \(path)\n")
        }
        return nil
    }

    /// C's stdout is fully buffered once it points at a file; line buffering gets each `print`
    /// into the log at once (and so survives a crash).
    private static func lineBufferStandardOutput() {
        guard let symbol = dlsym(nil, "stdout") else { return }
        if let stream = symbol.assumingMemoryBound(to: UnsafeMutablePointer<FILE>?.self).pointee {
            _ = setvbuf(stream, nil, _IOLBF, 0)
        }
    }
}
