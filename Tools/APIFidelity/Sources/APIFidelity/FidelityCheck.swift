import Foundation

/// The whole check as the test and the `api-manifest` tool run it: read the checked-in data,
/// print our modules' interfaces, parse both sides, compare.
public struct FidelityCheck {
    /// The modules whose public API must match Apple's.
    public static let checkedModules = ["CombineSubset", "TerminalUI"]

    public let packageRoot: URL
    public var dataDirectory: URL { packageRoot.appendingPathComponent("Tools/APIFidelity/Data") }
    public var coverageDocument: URL { packageRoot.appendingPathComponent("docs/API-COVERAGE.md") }

    public init(packageRoot: URL) {
        self.packageRoot = packageRoot
    }

    public struct Inputs {
        public var manifest: Manifest
        public var linuxExtensions: AnnotationList
        public var knownDifferences: AnnotationList
        public var noOps: AnnotationList
        /// Apple's current declarations that replace iOS 18 manifest lines (`apple-current.tsv`).
        public var currentDeclarations: CurrentOverlay
        /// Malformed lines of any of the files, with file and line number.
        public var errors: [String]
    }

    public func readInputs() throws -> Inputs {
        func read(_ name: String) throws -> String {
            try String(contentsOf: dataDirectory.appendingPathComponent(name), encoding: .utf8)
        }
        let manifest = Manifest.parse(try read("apple-manifest.tsv"))
        let extensions = AnnotationList.parse(try read("linux-extensions.tsv"), name: "linux-extensions.tsv")
        let known = AnnotationList.parse(try read("known-differences.tsv"), name: "known-differences.tsv")
        let noOps = AnnotationList.parse(try read("terminal-noops.tsv"), name: "terminal-noops.tsv")
        let current = CurrentOverlay.parse(try read("apple-current.tsv"), manifest: manifest.manifest)
        let errors = manifest.errors.map { "apple-manifest.tsv: \($0)" } + extensions.errors + known.errors + noOps.errors + current.errors
        // Overlay lines naming a module add declarations the manifest does not hold.
        return Inputs(manifest: current.overlay.addingDeclarations(to: manifest.manifest), linuxExtensions: extensions.list, knownDifferences: known.list, noOps: noOps.list,
                      currentDeclarations: current.overlay, errors: errors)
    }

    /// Our exported declarations, from the built modules.
    public func ourDeclarations() throws -> [APIDeclaration] {
        guard let modules = InterfaceDumper.modulesDirectory(packageRoot: packageRoot) else {
            throw InterfaceDumper.Failure(description: "no built TerminalUI.swiftmodule found; build the package first")
        }
        return try FidelityCheck.checkedModules.flatMap { module in
            try InterfaceDumper.declarations(of: module, modulesDirectory: modules, packageRoot: packageRoot)
        }
    }

    public func report(inputs: Inputs) throws -> FidelityReport {
        FidelityReport.compare(ours: try ourDeclarations(), manifest: inputs.manifest,
                               linuxExtensions: inputs.linuxExtensions, knownDifferences: inputs.knownDifferences,
                               overlay: inputs.currentDeclarations)
    }

    /// Uses of Linux-extension symbols in the SDK's sources outside `#if os(Linux)`.
    public func sdkLinuxExtensionUses(inputs: Inputs) throws -> [LinuxExtensionUsage.Use] {
        let appleNames = Set(inputs.manifest.entries.compactMap { APIDeclaration.fromKey($0.key)?.baseName })
        let identifiers = LinuxExtensionUsage.identifiers(extensions: inputs.linuxExtensions, appleNames: appleNames)
        let sdk = packageRoot.appendingPathComponent("Sources/StreamChatSwiftUI")
        var uses: [LinuxExtensionUsage.Use] = []
        guard let files = FileManager.default.enumerator(atPath: sdk.path) else { return [] }
        for case let relative as String in files where relative.hasSuffix(".swift") {
            let source = try String(contentsOf: sdk.appendingPathComponent(relative), encoding: .utf8)
            uses += LinuxExtensionUsage.uses(in: source, file: "Sources/StreamChatSwiftUI/" + relative, identifiers: identifiers)
        }
        return uses
    }
}
