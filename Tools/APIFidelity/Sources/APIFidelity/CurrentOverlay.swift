/// Apple's current declarations of symbols whose declaration changed since the iOS 18 interface
/// files the manifest was generated from (for example view types that iOS 18 declares
/// `@MainActor @preconcurrency public struct` and Apple's current SDK `nonisolated struct`).
///
/// A line of `Data/apple-current.tsv` is `<key> TAB <declaration> TAB <source>`: the manifest key
/// it replaces, the declaration exactly as Apple's current documentation page shows it (no
/// access level; documentation pages omit it), and that page's path (`documentation/swiftui/…`,
/// no host). The comparison uses the overlay's lines instead of the manifest's lines with the
/// same key (several lines with one key are overloads). An optional fourth field names Apple's
/// module (`SwiftUICore`, `Dispatch`, `UIKit`, …): such a line *adds* a declaration the manifest
/// does not hold (one that no `.swiftinterface` excerpt provides, e.g. UIKit's Objective-C classes),
/// instead of being reported as an orphan. See docs/API-FIDELITY.md.
public struct CurrentOverlay: Sendable {
    public struct Entry: Sendable, Equatable {
        public var key: String
        /// The declaration as the documentation page shows it.
        public var declaration: String
        /// The documentation page path.
        public var source: String
        /// Apple's module, when the line adds a declaration the manifest does not hold.
        public var module: String?
        /// The declaration normalized like the manifest's signatures.
        public var signature: String
        public var line: Int
    }

    public var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// Entries grouped by key.
    public var byKey: [String: [Entry]] {
        Dictionary(grouping: entries, by: \.key)
    }

    /// Entries whose key is not in the manifest: nothing to replace (reported, not a failure).
    public func orphans(in manifest: Manifest) -> [Entry] {
        let keys = Set(manifest.entries.map(\.key))
        return entries.filter { !keys.contains($0.key) }
    }

    /// The manifest with the overlay's additions: lines that name a module and whose key the
    /// manifest does not hold become manifest entries of that module (the comparison then uses
    /// them like any overlaid line, naming their documentation page).
    public func addingDeclarations(to manifest: Manifest) -> Manifest {
        let keys = Set(manifest.entries.map(\.key))
        let added = entries.compactMap { entry -> Manifest.Entry? in
            guard let module = entry.module, !keys.contains(entry.key) else { return nil }
            return Manifest.Entry(module: module, key: entry.key, signature: entry.signature, line: entry.line)
        }
        return Manifest(entries: manifest.entries + added)
    }

    /// Parses the overlay. A malformed line, or a declaration that does not declare its key, is
    /// an error naming the line. `manifest` tells which enclosing types are protocols (their
    /// requirements carry no access level).
    public static func parse(_ text: String, manifest: Manifest, name: String = "apple-current.tsv") -> (overlay: CurrentOverlay, errors: [String]) {
        let protocols = Set(manifest.entries.compactMap { entry -> String? in
            guard entry.key.hasPrefix("type "), entry.signature.contains("protocol ") else { return nil }
            return String(entry.key.dropFirst("type ".count))
        })
        // Per manifest key: whether its lines declare a public extension member (true) or a
        // protocol requirement (false).
        var declaresPublicMember: [String: Bool] = [:]
        for entry in manifest.entries {
            declaresPublicMember[entry.key] = (declaresPublicMember[entry.key] ?? false) || entry.signature.contains("public ")
        }
        var entries: [Entry] = []
        var errors: [String] = []
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lineNumber = offset + 1
            let line = rawLine.trimmingSpaces
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = rawLine.split(separator: "\t", omittingEmptySubsequences: false).map { $0.trimmingSpaces }
            guard fields.count == 3 || fields.count == 4, fields.allSatisfy({ !$0.isEmpty }) else {
                errors.append("\(name) line \(lineNumber): expected '<key> TAB <declaration> TAB <documentation page path> [TAB <Apple module>]'")
                continue
            }
            let (key, declaration, source) = (fields[0], fields[1], fields[2])
            let module = fields.count == 4 ? fields[3] : nil
            if let module, !module.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                errors.append("\(name) line \(lineNumber): module '\(module)' is not an identifier")
                continue
            }
            guard let probe = APIDeclaration.fromKey(key), !probe.name.isEmpty else {
                errors.append("\(name) line \(lineNumber): key '\(key)' must be '<kind> <path>' with kind one of \(APIDeclaration.Kind.allCases.map(\.rawValue).joined(separator: ", "))")
                continue
            }
            guard isDocumentationPath(source) else {
                errors.append("\(name) line \(lineNumber): source '\(source)' must be a documentation page path like documentation/swiftui/hstack (no host, no spaces)")
                continue
            }
            // A protocol's requirements carry no access level; its extension members (`View`'s
            // modifiers) do. The manifest tells which: a requirement's line has no `public`; a key the
            // manifest lacks is an extension member (requirements come with their protocol).
            let inProtocol = protocols.contains(probe.context.joined(separator: "."))
                && declaresPublicMember[key] == false
            guard let parsed = normalized(declaration, for: probe, inProtocol: inProtocol) else {
                errors.append("\(name) line \(lineNumber): '\(declaration)' does not declare \(key)")
                continue
            }
            entries.append(Entry(key: key, declaration: declaration, source: source, module: module, signature: parsed, line: lineNumber))
        }
        return (CurrentOverlay(entries: entries), errors)
    }

    static func isDocumentationPath(_ source: String) -> Bool {
        source.hasPrefix("documentation/") && !source.contains("://") && !source.contains(where: \.isWhitespace)
    }

    /// Parses the documentation's declaration in its enclosing type and returns its normalized
    /// signature, or nil when it does not declare `probe`'s key.
    static func normalized(_ declaration: String, for probe: APIDeclaration, inProtocol: Bool) -> String? {
        let member = inProtocol && probe.kind != .type ? declaration : addingPublic(to: declaration)
        let text: String
        switch (probe.context.isEmpty, probe.kind) {
        case (true, _), (false, .conformance):
            // A conformance is written as its extension (`extension T : P`), from the page's
            // "Conforms To" list.
            text = probe.kind == .conformance ? declaration : member
        case (false, .type):
            text = "extension \(probe.context.joined(separator: ".")) {\n\(member)\n}"
        case (false, _) where inProtocol:
            text = "public protocol \(probe.context.joined(separator: ".")) {\n\(member)\n}"
        default:
            text = "extension \(probe.context.joined(separator: ".")) {\n\(member)\n}"
        }
        return InterfaceParser.declarations(in: text).first { $0.key == probe.key }?.signature
    }

    /// Documentation pages omit the access level, so an `open` declaration (UIKit's classes and
    /// their members) and a `public` one read the same there: compared with a page's declaration,
    /// our `open` counts as `public`.
    static func documentedAccess(_ signature: String) -> String {
        signature.replacingOccurrences(of: "(?<![A-Za-z0-9_])open (?=[a-z@])", with: "public ", options: .regularExpression)
    }

    /// Documentation pages omit the access level: `public` goes before the introducer keyword.
    static func addingPublic(to declaration: String) -> String {
        let introducers = DeclarationHeader.introducers
        var depth = 0
        var wordStart: String.Index?
        for index in declaration.indices {
            let char = declaration[index]
            if char == "(" || char == "<" { depth += 1 }
            if char == ")" || char == ">" { depth -= 1 }
            let isWordChar = char.isLetter || char.isNumber || char == "_" || char == "@"
            if isWordChar, wordStart == nil { wordStart = index }
            if !isWordChar || declaration.index(after: index) == declaration.endIndex {
                guard let start = wordStart else { continue }
                let end = isWordChar ? declaration.index(after: index) : index
                let word = String(declaration[start..<end])
                wordStart = nil
                if depth == 0 || (depth == 1 && (char == "(" || char == "<")), introducers.contains(word) {
                    return String(declaration[..<start]) + "public " + String(declaration[start...])
                }
            }
        }
        return declaration
    }
}
