/// The checked-in manifest of Apple's declarations: one line per declaration,
/// `<Apple module> TAB <key> TAB <normalized signature>`, where the key is
/// `<kind> <path>` (see ``APIDeclaration/key``). Lines starting with `#` and blank lines are
/// comments. Several lines may share a key (overloads).
public struct Manifest: Sendable {
    public struct Entry: Hashable, Sendable {
        public var module: String
        public var key: String
        public var signature: String
        public var line: Int
    }

    public struct MalformedLine: Error, CustomStringConvertible, Equatable {
        public var line: Int
        public var reason: String
        public var description: String { "manifest line \(line): \(reason)" }
    }

    public var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// Parses manifest text; every malformed line is reported with its line number.
    public static func parse(_ text: String) -> (manifest: Manifest, errors: [MalformedLine]) {
        var entries: [Entry] = []
        var errors: [MalformedLine] = []
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lineNumber = offset + 1
            let line = rawLine.trimmingSpaces
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = rawLine.split(separator: "\t", omittingEmptySubsequences: false).map { $0.trimmingSpaces }
            guard fields.count == 3 else {
                errors.append(MalformedLine(line: lineNumber, reason: "expected 3 tab-separated fields (module, key, signature), found \(fields.count)"))
                continue
            }
            guard !fields[0].isEmpty, fields[0].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                errors.append(MalformedLine(line: lineNumber, reason: "module name '\(fields[0])' is not an identifier"))
                continue
            }
            guard let kindWord = fields[1].split(separator: " ").first,
                  APIDeclaration.Kind(rawValue: String(kindWord)) != nil,
                  fields[1].split(separator: " ", maxSplits: 1).count == 2 else {
                errors.append(MalformedLine(line: lineNumber, reason: "key '\(fields[1])' must be '<kind> <path>' with kind one of \(APIDeclaration.Kind.allCases.map(\.rawValue).joined(separator: ", "))"))
                continue
            }
            guard !fields[2].isEmpty else {
                errors.append(MalformedLine(line: lineNumber, reason: "empty signature"))
                continue
            }
            entries.append(Entry(module: fields[0], key: fields[1], signature: fields[2], line: lineNumber))
        }
        return (Manifest(entries: entries), errors)
    }

    /// Renders declarations extracted from Apple's interface of `module` as manifest lines.
    public static func lines(for declarations: [APIDeclaration], module: String) -> [String] {
        declarations.map { "\(module)\t\($0.key)\t\($0.signature)" }
    }

    /// Entries grouped by key.
    public var byKey: [String: [Entry]] {
        Dictionary(grouping: entries, by: \.key)
    }
}
