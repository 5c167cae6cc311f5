#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Runs a `RenderHost` full screen on the terminal the process was started in.
///
/// The app gets the alternate screen, raw keyboard input, mouse (wheel, click; F2 toggles capture
/// so the terminal's own selection works), bracketed paste and focus events. Frames are drawn
/// when the host invalidates, at most 60 per second; nothing runs while nothing changes. The
/// terminal is restored on every way out: Ctrl-Q, Ctrl-C not consumed by the app, SIGTERM,
/// SIGHUP, a crash, `exit()` from app code; Ctrl-Z suspends and `fg` repaints. Whatever the app
/// prints to stdout/stderr meanwhile goes to a log file (see docs/TERMINAL.md), named on exit.
@MainActor public enum TerminalRuntime {
    /// Runs `host` until the user quits, then exits the process. Exits with status 1 and a
    /// one-line message when stdin or stdout is not a terminal.
    /// - Parameter beforeExit: runs on the main actor when the user quits (Ctrl-Q, Ctrl-C the app
    ///   does not take, end of input) or the process is asked to end (SIGTERM, SIGHUP: the
    ///   terminal was closed), before the terminal is restored and the process exits: the app's
    ///   last chance to save (the demo saves its composers' drafts). Not run on SIGINT, SIGQUIT,
    ///   crashes, or a second SIGTERM/SIGHUP while it runs (that one ends the process at once).
    public static func run(host: any RenderHost, beforeExit: (@MainActor () -> Void)? = nil) -> Never {
        let appName = defaultAppName
        let environment = ProcessInfo.processInfo.environment
        let device: TerminalDevice
        do {
            device = try TerminalDevice.open()
        } catch {
            writeToStandardError("\(appName): \(error)\n")
            exit(1)
        }
        let capture = OutputCapture.start(appName: appName, environment: environment)
        let session = TerminalSession(host: host, device: device, capture: capture,
                                      colorMode: ColorMode.detect(environment: environment))
        session.beforeExit = beforeExit
        session.start()
        withExtendedLifetime(session) {
            RunLoop.main.run()
        }
        session.quit()
    }

    /// The executable's name, used for the log directory and messages.
    static var defaultAppName: String {
        let path = CommandLine.arguments.first ?? "terminalui"
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.isEmpty ? "terminalui" : name
    }

    static func writeToStandardError(_ message: String) {
        var bytes = Array(message.utf8)
        _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
    }
}
