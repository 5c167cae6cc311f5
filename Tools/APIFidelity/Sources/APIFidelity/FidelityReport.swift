/// The comparison of our exported declarations with Apple's manifest.
public struct FidelityReport: Sendable {
    public struct Mismatch: Sendable, CustomStringConvertible {
        public var key: String
        public var ours: String
        public var apples: [String]
        public var description: String {
            "\(key)\n    ours:    \(ours)\n" + apples.map { "    Apple's: \($0)" }.joined(separator: "\n")
        }
    }

    /// Ours equals one of Apple's declarations with the same key.
    public var matching: [APIDeclaration] = []
    /// Declared differently from Apple (and not a known difference): failures.
    public var mismatches: [Mismatch] = []
    /// Not in Apple's manifest and not a Linux extension nor a known difference: failures.
    public var unknown: [APIDeclaration] = []
    /// Not in Apple's manifest, listed as Linux extensions.
    public var linuxExtensions: [APIDeclaration] = []
    /// Differences recorded in the known-differences list (green, to be fixed).
    public var knownDifferences: [(declaration: APIDeclaration, reason: String)] = []
    /// Manifest entries (keys) we do not export: missing coverage, not failures.
    public var missing: [Manifest.Entry] = []
    /// Known-difference items that no longer match any difference: stale, to be removed.
    public var staleKnownDifferences: [AnnotationList.Item] = []
    /// Manifest keys compared against Apple's current declaration (`apple-current.tsv`) instead
    /// of the iOS 18 one, with the documentation page that shows it.
    public var currentDeclarationSources: [String: String] = [:]
    /// Overlay lines whose key is not in the manifest: they replace nothing (reported).
    public var orphanOverlayEntries: [CurrentOverlay.Entry] = []

    public var exportedCount: Int {
        matching.count + mismatches.count + unknown.count + linuxExtensions.count + knownDifferences.count
    }

    public var failures: [String] {
        mismatches.map { "declared differently from Apple: \($0)" }
            + unknown.map { "not in Apple's API (add it to the Linux extensions with a reason, or fix it): \($0.key)\n    ours: \($0.signature)" }
    }

    /// Members the compiler synthesizes for a conformance (`==`, `hash(into:)`, `hashValue`,
    /// `encode(to:)`, `init(from:)`): Apple's interface prints them, ours does not. They count
    /// as present when we declare the conformance.
    static func isSynthesizedWitness(_ key: String, conformances: Set<String>) -> Bool {
        let witnesses: [(suffix: String, protocols: [String])] = [
            (".==(_:_:)", ["Equatable", "Hashable", "Comparable"]),
            (".hash(into:)", ["Hashable"]),
            (".hashValue", ["Hashable"]),
            (".encode(to:)", ["Encodable", "Codable"]),
            (".init(from:)", ["Decodable", "Codable"]),
            (".allCases", ["CaseIterable"]),
            (".rawValue", rawValueProtocols),
            (".init(rawValue:)", rawValueProtocols),
        ]
        // Inferred associated types (`Body`, `RawValue`, `AllCases`, …) are printed by Apple's
        // interface; ours prints only the ones written in source.
        if key.hasPrefix("typealias ") { return true }
        guard let path = key.split(separator: " ", maxSplits: 1).last.map(String.init) else { return false }
        for witness in witnesses where path.hasSuffix(witness.suffix) {
            let owner = String(path.dropLast(witness.suffix.count))
            if witness.protocols.contains(where: { conformances.contains(owner + ": " + $0) }) { return true }
        }
        return false
    }

    static let rawValueProtocols = ["RawRepresentable", "OptionSet", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "String", "Double", "Float"]

    public static func compare(ours: [APIDeclaration], manifest: Manifest, linuxExtensions: AnnotationList, knownDifferences: AnnotationList,
                               overlay: CurrentOverlay = CurrentOverlay(entries: [])) -> FidelityReport {
        var report = FidelityReport()
        // Isolation compares by effect on both sides (EffectiveIsolation).
        let ourTypes = EffectiveIsolation.typeIsolation(ours.map { ($0.kind, $0.symbolPath, $0.signature) })
        let ours = ours.map { declaration in
            var rewritten = declaration
            rewritten.signature = EffectiveIsolation.apply(signature: declaration.signature, kind: declaration.kind,
                                                           context: declaration.context, typeIsolation: ourTypes)
            return rewritten
        }
        let appleDeclarations = manifest.entries.compactMap { entry in APIDeclaration.fromKey(entry.key).map { (entry, $0) } }
        let appleTypes = EffectiveIsolation.typeIsolation(appleDeclarations.map { ($0.1.kind, $0.1.symbolPath, $0.0.signature) })
        var apple: [String: [Manifest.Entry]] = [:]
        for (entry, probe) in appleDeclarations {
            var rewritten = entry
            rewritten.signature = EffectiveIsolation.apply(signature: entry.signature, kind: probe.kind,
                                                           context: probe.context, typeIsolation: appleTypes)
            apple[entry.key, default: []].append(rewritten)
        }
        report.applyCurrentDeclarations(overlay, manifest: manifest, iOS18TypeIsolation: appleTypes, to: &apple)
        var usedKnown = Set<Int>()
        var oursByKey = Set<String>()
        for declaration in Dictionary(grouping: ours, by: \.self).keys.sorted(by: { $0.key < $1.key || ($0.key == $1.key && $0.signature < $1.signature) }) {
            oursByKey.insert(declaration.key)
            if let candidates = apple[declaration.key] {
                if candidates.contains(where: { $0.signature == declaration.signature })
                    || (report.currentDeclarationSources[declaration.key] != nil
                        && candidates.contains(where: { $0.signature == CurrentOverlay.documentedAccess(declaration.signature) })) {
                    report.matching.append(declaration)
                } else if let known = knownDifferences.item(covering: declaration) {
                    usedKnown.insert(known.line)
                    report.knownDifferences.append((declaration, known.reason))
                } else {
                    report.mismatches.append(Mismatch(key: declaration.key, ours: declaration.signature,
                                                           apples: report.describingApple(candidates.map(\.signature), key: declaration.key)))
                }
            } else if linuxExtensions.item(covering: declaration) != nil {
                report.linuxExtensions.append(declaration)
            } else if let known = knownDifferences.item(covering: declaration) {
                usedKnown.insert(known.line)
                report.knownDifferences.append((declaration, known.reason))
            } else {
                report.unknown.append(declaration)
            }
        }
        let conformances = Set(ours.filter { $0.kind == .conformance }.map(\.symbolPath))
        report.missing = manifest.entries.filter { entry in
            !oursByKey.contains(entry.key) && !entry.signature.hasPrefix("@unavailable")
                && !isSynthesizedWitness(entry.key, conformances: conformances)
        }
        report.staleKnownDifferences = knownDifferences.items.filter { !usedKnown.contains($0.line) }
        return report
    }
}
