import Foundation

/// Prints the public interface of a module we built, with the toolchain's
/// `swift-synthesize-interface` (the compiler's own interface printer, reading the
/// `.swiftmodule` that `swift build` produced).
public enum InterfaceDumper {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// - Parameters:
    ///   - module: the module name (`TerminalUI`).
    ///   - modulesDirectory: the build's `Modules` directory holding `<module>.swiftmodule`.
    ///   - packageRoot: used to find the module maps of the package's C targets (`Sources/*/module.modulemap`).
    public static func interface(of module: String, modulesDirectory: URL, packageRoot: URL) throws -> String {
        guard let tool = toolPath() else {
            throw Failure(description: "swift-synthesize-interface was not found next to `swift` on PATH (set SWIFT_SYNTHESIZE_INTERFACE to its path)")
        }
        let arguments = ["-module-name", module, "-print-fully-qualified-types"]
            + searchPathArguments(modulesDirectory: modulesDirectory, packageRoot: packageRoot)
        return String(decoding: try run(tool, arguments: arguments, module: module), as: UTF8.self)
    }

    /// Our module's public declarations: the synthesized interface, parsed, with
    /// `@_disfavoredOverload` restored from `swift-api-digester` (see ``DisfavoredOverloads``)
    /// and `@_inheritActorContext` restored from the module's sources (see ``InheritedActorContext``).
    public static func declarations(of module: String, modulesDirectory: URL, packageRoot: URL) throws -> [APIDeclaration] {
        let parsed = InterfaceParser.declarations(in: try interface(of: module, modulesDirectory: modulesDirectory, packageRoot: packageRoot))
        let disfavored = DisfavoredOverloads.mark(parsed, disfavored: try disfavoredOverloads(of: module, modulesDirectory: modulesDirectory, packageRoot: packageRoot))
        return InheritedActorContext.apply(try InheritedActorContext.entries(inSourcesOf: module, packageRoot: packageRoot), to: disfavored)
    }

    /// The declarations `swift-api-digester -dump-sdk` reports as `@_disfavoredOverload`.
    static func disfavoredOverloads(of module: String, modulesDirectory: URL, packageRoot: URL) throws -> [DisfavoredOverloads.Entry] {
        guard let synthesizer = toolPath() else { return [] }
        let digester = URL(fileURLWithPath: synthesizer).deletingLastPathComponent().appendingPathComponent("swift-api-digester").path
        guard FileManager.default.isExecutableFile(atPath: digester) else {
            throw Failure(description: "swift-api-digester was not found next to \(synthesizer)")
        }
        let dump = FileManager.default.temporaryDirectory.appendingPathComponent("api-digester-\(module)-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: dump) }
        let arguments = ["-dump-sdk", "-module", module, "-o", dump.path]
            + searchPathArguments(modulesDirectory: modulesDirectory, packageRoot: packageRoot)
        _ = try run(digester, arguments: arguments, module: module)
        return try DisfavoredOverloads.entries(inDigesterDump: try Data(contentsOf: dump))
    }

    /// `-I` for the built modules and for the module maps of the package's C targets.
    private static func searchPathArguments(modulesDirectory: URL, packageRoot: URL) -> [String] {
        var arguments = ["-I", modulesDirectory.path]
        let sources = packageRoot.appendingPathComponent("Sources")
        let targets = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
        for target in targets.sorted() where FileManager.default.fileExists(atPath: sources.appendingPathComponent(target).appendingPathComponent("module.modulemap").path) {
            arguments += ["-I", sources.appendingPathComponent(target).path]
        }
        return arguments
    }

    /// Runs a toolchain tool; returns its standard output, or throws with its error output.
    private static func run(_ tool: String, arguments: [String], module: String) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let name = URL(fileURLWithPath: tool).lastPathComponent
            throw Failure(description: "\(name) failed for \(module) (status \(process.terminationStatus)): \(String(decoding: errorData, as: UTF8.self))")
        }
        return data
    }

    static func toolPath() -> String? {
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["SWIFT_SYNTHESIZE_INTERFACE"], FileManager.default.isExecutableFile(atPath: explicit) {
            return explicit
        }
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
            let swift = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
            guard FileManager.default.isExecutableFile(atPath: swift.path) else { continue }
            let resolved = swift.resolvingSymlinksInPath().deletingLastPathComponent()
            for candidate in [resolved, swift.deletingLastPathComponent()] {
                let tool = candidate.appendingPathComponent("swift-synthesize-interface").path
                if FileManager.default.isExecutableFile(atPath: tool) { return tool }
            }
        }
        return nil
    }

    /// The `Modules` directory of the build that produced the running test binary, or the
    /// package's debug build.
    public static func modulesDirectory(packageRoot: URL) -> URL? {
        var candidates: [URL] = []
        if let executable = CommandLine.arguments.first {
            var directory = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
            for _ in 0..<4 {
                candidates.append(directory.appendingPathComponent("Modules"))
                directory = directory.deletingLastPathComponent()
            }
        }
        candidates.append(packageRoot.appendingPathComponent(".build/debug/Modules"))
        return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("TerminalUI.swiftmodule").path) }
    }
}
