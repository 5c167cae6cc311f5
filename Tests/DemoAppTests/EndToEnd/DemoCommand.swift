import Foundation
import NoonClock
import Testing
import TmuxTestSupport
import TemporaryFiles

extension TmuxSession {
    /// The shell command that starts the built demo on a copy of the seeded database, with bots
    /// off, in `home` (its HOME and state folder), followed by `arguments`. The demo runs in
    /// ``NoonClock/timeZone`` (TZ="GMT+0300" and the like, which Foundation reads), where this
    /// run started around noon: no midnight falls between the seeded messages and those a test
    /// sends (it would draw a date separator), whatever the machine's time zone and hour.
    static func demoCommand(home: TemporaryDirectory, arguments: String = "") throws -> String {
        let database = try SeededDatabase.copy(into: home)
        let app = try DemoAppExecutable.url()
        return "env HOME='\(home.url.path)' XDG_STATE_HOME='\(home.url.path)/state' TERM=xterm-256color "
            + "TZ='\(NoonClock.timeZone.identifier)' "
            + "'\(app.path)' --db '\(database.path)' --bots off" + (arguments.isEmpty ? "" : " " + arguments)
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
