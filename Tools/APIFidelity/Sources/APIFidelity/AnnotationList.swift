/// A checked-in list of `<pattern> TAB <reason>` lines: Linux extensions, known differences,
/// terminal no-ops. A pattern is a key (`func ViewHost.render(size:)`), or a symbol path
/// without a kind (`ViewHost`), which also covers everything declared inside that type.
public struct AnnotationList: Sendable {
    public struct Item: Sendable, Equatable {
        public var pattern: String
        public var reason: String
        public var line: Int
    }

    public var items: [Item]

    /// Parses the list; a line without a reason, or with an empty pattern, is an error.
    public static func parse(_ text: String, name: String) -> (list: AnnotationList, errors: [String]) {
        var items: [Item] = []
        var errors: [String] = []
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingSpaces
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = rawLine.split(separator: "\t", maxSplits: 1).map { $0.trimmingSpaces }
            guard fields.count == 2, !fields[0].isEmpty, !fields[1].isEmpty else {
                errors.append("\(name) line \(offset + 1): expected '<symbol or key> TAB <reason>'")
                continue
            }
            items.append(Item(pattern: fields[0], reason: fields[1], line: offset + 1))
        }
        return (AnnotationList(items: items), errors)
    }

    /// The first item that covers the declaration.
    public func item(covering declaration: APIDeclaration) -> Item? {
        items.first { AnnotationList.pattern($0.pattern, covers: declaration) }
    }

    static func pattern(_ pattern: String, covers declaration: APIDeclaration) -> Bool {
        if pattern == declaration.key { return true }
        if pattern.contains(" ") { return false }
        let path = declaration.symbolPath
        return path == pattern || path.hasPrefix(pattern + ".") || path.hasPrefix(pattern + ": ") || path.hasPrefix(pattern + "(")
    }
}
