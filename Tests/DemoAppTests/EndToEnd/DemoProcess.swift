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
    static func run(_ arguments: [String], home: URL, unsetHome: Bool = false, currentDirectory: URL? = nil) throws -> DemoProcess {
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
        try process.run()
        let timedOut = Locked(false)
        let watchdog = DispatchWorkItem { [process] in
            guard process.isRunning else { return }
            timedOut.set(true)
            process.terminate()
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + limit, execute: watchdog)
        let errorData = Locked(Data())
        let errorReader = Thread { errorData.set(errors.fileHandleForReading.readDataToEndOfFile()) }
        errorReader.start()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        while !errorData.isSet { usleep(1_000) }
        let hung = timedOut.get() ? "\n(DemoProcess: terminated after \(Int(limit)) s)" : ""
        return DemoProcess(status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
                           standardError: String(decoding: errorData.get(), as: UTF8.self) + hung)
    }
}

/// A value written once by another thread.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    private var written = false
    init(_ value: Value) { self.value = value }
    func set(_ newValue: Value) { lock.withLock { value = newValue; written = true } }
    func get() -> Value { lock.withLock { value } }
    var isSet: Bool { lock.withLock { written } }
}
