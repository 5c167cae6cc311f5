extension FidelityReport {
    /// Replaces the manifest's lines of every overlaid key with Apple's current declarations
    /// (`apple-current.tsv`).
    ///
    /// An overlay member's isolation is resolved against the current declaration of its type (the
    /// overlay's type line if there is one, else the manifest's). Manifest lines that are not
    /// overlaid keep the iOS 18 isolation of their type: whether a member changed along with its
    /// type is a fact of its own, which needs its own verified overlay line.
    mutating func applyCurrentDeclarations(_ overlay: CurrentOverlay, manifest: Manifest, iOS18TypeIsolation: [String: [String]],
                                           to apple: inout [String: [Manifest.Entry]]) {
        guard !overlay.entries.isEmpty else { return }
        var currentTypes = iOS18TypeIsolation
        for entry in overlay.entries {
            guard let probe = APIDeclaration.fromKey(entry.key), probe.kind == .type else { continue }
            currentTypes[probe.symbolPath] = EffectiveIsolation.isolationAttributes(of: entry.signature)
        }
        orphanOverlayEntries = overlay.orphans(in: manifest)
        let manifestKeys = Set(manifest.entries.map(\.key))
        for (key, entries) in overlay.byKey where manifestKeys.contains(key) {
            guard let probe = APIDeclaration.fromKey(key) else { continue }
            let module = apple[key]?.first?.module ?? ""
            apple[key] = entries.map { entry in
                let signature = EffectiveIsolation.apply(signature: entry.signature, kind: probe.kind, context: probe.context,
                                                         typeIsolation: currentTypes)
                return Manifest.Entry(module: module, key: key, signature: signature, line: entry.line)
            }
            currentDeclarationSources[key] = entries.map(\.source).joined(separator: ", ")
        }
    }

    /// How a failure names Apple's side: the current declaration's page when it comes from the overlay.
    func describingApple(_ signatures: [String], key: String) -> [String] {
        guard let source = currentDeclarationSources[key] else { return signatures }
        return signatures.map { "\($0)   (Apple's current SDK, \(source))" }
    }
}
