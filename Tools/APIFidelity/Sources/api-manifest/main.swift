// api-manifest: builds and uses the manifest of Apple's declarations (see docs/API-FIDELITY.md).
//
//   swift run api-manifest extract --module SwiftUI --select Tools/APIFidelity/Data/selection.txt <file.swiftinterface>...
//       Prints manifest lines for the selected declarations of Apple's interface files.
//   swift run api-manifest dump <Module>
//       Prints our built module's declarations as manifest lines (build the package first).
//   swift run api-manifest coverage
//       Rewrites docs/API-COVERAGE.md from the manifest and the comparison.
import APIFidelity
import Foundation

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(1)
}

let packageRoot = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
var arguments = Array(CommandLine.arguments.dropFirst())
guard let command = arguments.first else {
    fail("usage: api-manifest extract --module <AppleModule> [--select <file>] <interface>... | dump <Module> | coverage | check")
}
arguments.removeFirst()

switch command {
case "extract":
    var module: String?
    var selection: AnnotationList?
    var files: [String] = []
    while let argument = arguments.first {
        arguments.removeFirst()
        switch argument {
        case "--module": module = arguments.isEmpty ? nil : arguments.removeFirst()
        case "--select":
            guard !arguments.isEmpty else { fail("--select needs a file") }
            let text = (try? String(contentsOfFile: arguments.removeFirst(), encoding: .utf8)) ?? ""
            // Selection lines are patterns only; give each a placeholder reason.
            let list = text.split(separator: "\n").map { $0.hasPrefix("#") || $0.isEmpty ? String($0) : "\($0)\tselected" }.joined(separator: "\n")
            selection = AnnotationList.parse(list, name: "selection").list
        default: files.append(argument)
        }
    }
    guard let module, !files.isEmpty else { fail("extract needs --module and at least one interface file") }
    var seen = Set<String>()
    for file in files {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { fail("cannot read \(file)") }
        // `typealias Body = @_opaqueReturnTypeOf("$s…", 0) __` is the compiler's record of a
        // `some View` result, not API anyone writes: the `body` declaration carries the fact.
        let declarations = InterfaceParser.declarations(in: text).filter {
            (selection?.item(covering: $0) != nil || selection == nil) && !$0.signature.contains("@_opaqueReturnTypeOf")
        }
        for line in Manifest.lines(for: declarations, module: module) where seen.insert(line).inserted {
            print(line)
        }
    }
case "dump":
    guard let module = arguments.first, let modules = InterfaceDumper.modulesDirectory(packageRoot: packageRoot) else {
        fail("dump needs a module name and a built package")
    }
    do {
        let declarations = try InterfaceDumper.declarations(of: module, modulesDirectory: modules, packageRoot: packageRoot)
        for line in Manifest.lines(for: declarations, module: module) { print(line) }
    } catch {
        fail("\(error)")
    }
case "coverage":
    let check = FidelityCheck(packageRoot: packageRoot)
    do {
        let inputs = try check.readInputs()
        let report = try check.report(inputs: inputs)
        let markdown = CoverageDocument.markdown(manifest: inputs.manifest, report: report, noOps: inputs.noOps)
        try markdown.write(to: check.coverageDocument, atomically: true, encoding: .utf8)
        print("wrote \(check.coverageDocument.path): \(report.exportedCount) exported, \(report.matching.count) match, \(report.linuxExtensions.count) Linux extensions, \(report.knownDifferences.count) known differences, \(report.failures.count) failures")
    } catch {
        fail("\(error)")
    }
case "check":
    // Prints every difference, one per line: `mismatch<TAB>key<TAB>ours<TAB>Apple's (` | ` between
    // overloads)` or `unknown<TAB>key<TAB>ours`: the raw material for known-differences.tsv; then
    // stale known differences, overlay lines for keys not in the manifest and malformed lines.
    let check = FidelityCheck(packageRoot: packageRoot)
    do {
        let inputs = try check.readInputs()
        let report = try check.report(inputs: inputs)
        for mismatch in report.mismatches {
            print("mismatch\t\(mismatch.key)\t\(mismatch.ours)\t\(mismatch.apples.joined(separator: " | "))")
        }
        for declaration in report.unknown { print("unknown\t\(declaration.key)\t\(declaration.signature)") }
        for stale in report.staleKnownDifferences { print("stale\tknown-differences.tsv line \(stale.line)\t\(stale.pattern)") }
        for orphan in report.orphanOverlayEntries { print("orphan\tapple-current.tsv line \(orphan.line)\t\(orphan.key) is not in the manifest") }
        for error in inputs.errors { print("malformed\t\(error)") }
    } catch {
        fail("\(error)")
    }
default:
    fail("unknown command \(command)")
}
