#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import DemoSupport
import DemoUI
import Foundation

// The terminal chat demo. `DemoApp --help` lists the flags; docs/DEMO.md describes it.

/// Prints `message` to stderr and exits with `status`.
func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("DemoApp: \(message)\n".utf8))
    exit(status)
}

let options: DemoOptions
do {
    options = try DemoOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    fail("\(error.message)\n\n\(DemoUsage.text)", status: 2)
}
if options.showHelp {
    print(DemoUsage.text)
    exit(0)
}
if !options.snapshot, isatty(STDIN_FILENO) == 0 || isatty(STDOUT_FILENO) == 0 {
    fail(DemoStartupError.notATerminal.message, status: 1)
}

/// The database's lock, held while the process runs: a second demo on the same file refuses to
/// start (see `DemoDatabaseLock`). Taken before the session opens (or `--reset` deletes) it, on
/// the path the session uses: symbolic links resolved once here, so `--reset` on a linked
/// database replaces the link's target, not the link, and the lock stays the target's.
let databaseURL: URL
let databaseLock: DemoDatabaseLock
do {
    databaseURL = DemoStorageLocation.resolvingLinks(
        of: try DemoStorageLocation.databaseURL(override: options.databasePath, environment: ProcessInfo.processInfo.environment))
    // A path the demo refuses anyway leaves no lock file beside (or in) it.
    try DemoDatabase.refuseUnusable(at: databaseURL, reset: options.reset)
    databaseLock = try DemoDatabaseLock(database: databaseURL)
} catch {
    fail(error.message, status: error.exitStatus)
}
// Also shown inside the UI, under the screen, while the demo runs: the alternate screen hides this.
if let warning = databaseLock.warning {
    FileHandle.standardError.write(Data("DemoApp: warning: \(warning)\n".utf8))
}

/// Opens the session and runs it: one snapshot, or the terminal UI until the user quits.
@MainActor func launch(_ options: DemoOptions, databaseURL: URL) {
    let session: DemoSession
    do {
        session = try DemoSession(options: options, databaseURL: databaseURL, environment: ProcessInfo.processInfo.environment,
                                  startupWarning: databaseLock.warning)
    } catch {
        fail(error.message, status: error.exitStatus)
    }
    if let summary = session.database.seedSummary {
        let note = "seeded \(summary.userCount) users, \(summary.messageCount) messages into \(session.database.url.path)"
        if options.snapshot { FileHandle.standardError.write(Data("DemoApp: \(note)\n".utf8)) } else { print(note) }
    }
    if options.snapshot {
        print(session.settle(width: options.size.width, height: options.size.height))
        session.shutdown()
        exit(0)
    }
    if options.botsEnabled { session.startBots() }
    DemoTerminal.run(session)
}

MainActor.assumeIsolated {
    launch(options, databaseURL: databaseURL)
}
