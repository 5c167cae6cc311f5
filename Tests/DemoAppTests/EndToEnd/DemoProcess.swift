import Foundation

/// Runs the built `DemoApp` as a separate process (so its global SDK state never meets other
/// tests), with a private HOME, and collects its exit status and output.
struct DemoProcess {
    let status: Int32
    let standardOutput: String
    let standardError: String

    /// How long a run may take before it is ended: only a hung demo gets there.
    static let limit: TimeInterval = 120

    /// Runs `DemoApp arguments` with stdin from /dev/null (not a terminal). A run that takes
    /// longer than `limit` is terminated, and its standard error says so, so a hung demo fails
    /// the test instead of hanging the test run.
    /// `unsetHome` runs it without HOME; `currentDirectory` is its working directory.
    /// It blocks no thread of the cooperative pool: each output is read on a thread of its own
    /// (both at once, so a full pipe never stalls the demo), and the end is awaited through
    /// `terminationHandler`.
    static func run(_ arguments: [String], home: URL, unsetHome: Bool = false, currentDirectory: URL? = nil) async throws -> DemoProcess {
        let process = Process()
        process.executableURL = try DemoAppExecutable.url()
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = unsetHome ? nil : home.path
        environment["XDG_DATA_HOME"] = home.appendingPathComponent("data").path
        environment["XDG_STATE_HOME"] = home.appendingPathComponent("state").path
        process.environment = environment
        process.currentDirectoryURL = currentDirectory
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        let ending = DemoProcessEnding()
        process.terminationHandler = { ending.exited(with: $0.terminationStatus) }
        try process.run()
        let watchdog = DispatchWorkItem { [process] in
            guard process.isRunning else { return }
            ending.timedOut()
            process.terminate()
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + limit, execute: watchdog)
        Thread { ending.read(output: output.fileHandleForReading.readDataToEndOfFile()) }.start()
        Thread { ending.read(errors: errors.fileHandleForReading.readDataToEndOfFile()) }.start()
        let end = await withCheckedContinuation { ending.wait($0) }
        watchdog.cancel()
        let hung = end.timedOut ? "\n(DemoProcess: terminated after \(Int(limit)) s)" : ""
        return DemoProcess(status: end.status, standardOutput: String(decoding: end.output, as: UTF8.self),
                           standardError: String(decoding: end.errors, as: UTF8.self) + hung)
    }
}
