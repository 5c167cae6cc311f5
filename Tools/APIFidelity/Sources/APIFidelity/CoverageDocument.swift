/// Generates docs/API-COVERAGE.md from the manifest and the comparison, so the document cannot
/// drift from what the check sees.
public enum CoverageDocument {
    public static func markdown(manifest: Manifest, report: FidelityReport, noOps: AnnotationList) -> String {
        let matched = Set(report.matching.map(\.key))
        let known = Dictionary(report.knownDifferences.map { ($0.declaration.key, $0.reason) }, uniquingKeysWith: { first, _ in first })
        var lines: [String] = [
            "# SwiftUI and Combine API coverage",
            "",
            "Generated from `Tools/APIFidelity/Data/apple-manifest.tsv` (Apple's iOS 18 declarations)",
            "and the fidelity check of our `TerminalUI` and `CombineSubset` modules; do not edit by hand.",
            "Where Apple's current SDK declares a symbol differently from iOS 18, the check compares with the",
            "current declaration in `Tools/APIFidelity/Data/apple-current.tsv`; the status then names its documentation page.",
            "Regenerate with `swift run api-manifest coverage` (the `APIFidelityTests` check fails",
            "when this file is out of date). How the check works: docs/API-FIDELITY.md.",
            "",
            "- **supported**: we export it, declared as Apple declares it.",
            "- **no-op on terminal**: supported, compiles, and has no visible effect in a terminal.",
            "- **differs (pending fix)**: we export it, but declared differently; listed in `known-differences.tsv`.",
            "- **missing**: in the manifest, not exported by us.",
            "",
        ]
        let summary = statuses(manifest: manifest, matched: matched, known: known, noOps: noOps)
        let counts = Dictionary(grouping: summary.values, by: { $0 }).mapValues(\.count)
        lines.append("| status | symbols |")
        lines.append("|---|---|")
        for status in ["supported", "no-op on terminal", "differs (pending fix)", "missing"] {
            lines.append("| \(status) | \(counts[status] ?? 0) |")
        }
        lines.append("")
        let byModule = Dictionary(grouping: manifest.entries, by: \.module)
        for module in byModule.keys.sorted() {
            lines.append("## \(module)")
            lines.append("")
            lines.append("| symbol | status |")
            lines.append("|---|---|")
            var seen = Set<String>()
            for entry in byModule[module]!.sorted(by: { $0.key < $1.key }) where seen.insert(entry.key).inserted {
                let status = summary[entry.key] ?? "missing"
                var detail = status == "differs (pending fix)" ? " (\(known[entry.key] ?? ""))" : ""
                if let source = report.currentDeclarationSources[entry.key], status != "missing" {
                    detail += " (as Apple's current SDK declares it: \(source))"
                }
                lines.append("| `\(entry.key)` | \(status)\(detail) |")
            }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    private static func statuses(manifest: Manifest, matched: Set<String>, known: [String: String], noOps: AnnotationList) -> [String: String] {
        var result: [String: String] = [:]
        for entry in manifest.entries {
            let probe = APIDeclaration.fromKey(entry.key)
            if matched.contains(entry.key) {
                result[entry.key] = probe.flatMap { noOps.item(covering: $0) } != nil ? "no-op on terminal" : "supported"
            } else if known[entry.key] != nil {
                result[entry.key] = "differs (pending fix)"
            } else if result[entry.key] == nil {
                result[entry.key] = "missing"
            }
        }
        return result
    }
}

extension APIDeclaration {
    /// Rebuilds the kind and path of a manifest key (the signature is left empty).
    static func fromKey(_ key: String) -> APIDeclaration? {
        let parts = key.split(separator: " ", maxSplits: 1).map(String.init)
        guard parts.count == 2, let kind = Kind(rawValue: parts[0]) else { return nil }
        if kind == .conformance {
            let sides = parts[1].components(separatedBy: ": ")
            return APIDeclaration(kind: kind, context: sides[0].split(separator: ".").map(String.init), name: sides.dropFirst().joined(separator: ": "), signature: "")
        }
        var components = PathSplitter.components(parts[1])
        let name = components.removeLast()
        return APIDeclaration(kind: kind, context: components, name: name, signature: "")
    }
}

/// Splits `A.B.name(label:)` at dots outside parentheses.
enum PathSplitter {
    static func components(_ path: String) -> [String] {
        var result: [String] = []
        var current = ""
        var depth = 0
        for char in path {
            if char == "(" { depth += 1 }
            if char == ")" { depth -= 1 }
            if char == "." && depth == 0 && !current.isEmpty {
                result.append(current)
                current = ""
            } else {
                current.append(char)
            }
        }
        result.append(current)
        return result
    }
}
