import APIFidelity
import Foundation
import Testing

/// The package root, found from this file's location.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Apple API fidelity: our `CombineSubset` and `TerminalUI` declarations against Apple's
/// manifest (docs/API-FIDELITY.md). Serialized: the cases share one interface dump.
@Suite(.serialized) struct APIFidelityTests {
    let check = FidelityCheck(packageRoot: packageRoot)

    @Test func checkedInListsAreWellFormed() throws {
        let inputs = try check.readInputs()
        for error in inputs.errors {
            Issue.record(Comment(rawValue: error))
        }
        #expect(!inputs.manifest.entries.isEmpty)
    }

    @Test func exportedDeclarationsMatchApple() throws {
        let inputs = try check.readInputs()
        let report = try check.report(inputs: inputs)
        for failure in report.failures {
            Issue.record(Comment(rawValue: failure))
        }
        let missingSymbols = Set(report.missing.map { $0.key }).count
        print("""
            API fidelity: \(report.exportedCount) public declarations exported; \(report.matching.count) match Apple's, \
            \(report.linuxExtensions.count) Linux extensions, \(report.knownDifferences.count) known differences (pending fix), \
            \(report.currentDeclarationSources.count) symbols compared with Apple's current declaration, \
            \(report.failures.count) failures; \(missingSymbols) manifest symbols not implemented (missing coverage).
            """)
        for stale in report.staleKnownDifferences {
            print("API fidelity: known difference no longer seen, remove it: known-differences.tsv line \(stale.line): \(stale.pattern)")
        }
        for orphan in report.orphanOverlayEntries {
            print("API fidelity: apple-current.tsv line \(orphan.line) replaces nothing: \(orphan.key) is not in the manifest")
        }
        #expect(report.exportedCount > 0)
    }

    @Test func coverageDocumentIsUpToDate() throws {
        let inputs = try check.readInputs()
        let report = try check.report(inputs: inputs)
        let expected = CoverageDocument.markdown(manifest: inputs.manifest, report: report, noOps: inputs.noOps)
        let actual = try String(contentsOf: check.coverageDocument, encoding: .utf8)
        #expect(actual == expected, "docs/API-COVERAGE.md is out of date: run `swift run api-manifest coverage`")
    }

    @Test func sdkUsesLinuxExtensionsOnlyInsideLinuxBlocks() throws {
        let uses = try check.sdkLinuxExtensionUses(inputs: try check.readInputs())
        for use in uses {
            Issue.record(Comment(rawValue: use.description))
        }
    }
}
