import Foundation

/// Finds uses of Linux-extension symbols in SDK sources outside `#if os(Linux)` blocks: the SDK
/// must compile against Apple's SwiftUI too.
public enum LinuxExtensionUsage {
    public struct Use: Sendable, CustomStringConvertible {
        public var file: String
        public var line: Int
        public var identifier: String
        public var description: String { "\(file):\(line): uses Linux extension '\(identifier)' outside #if os(Linux)" }
    }

    /// The identifiers to look for: names of extension types and top-level functions, and
    /// member names that Apple's API does not also use.
    public static func identifiers(extensions: AnnotationList, appleNames: Set<String>) -> Set<String> {
        var names = Set<String>()
        for item in extensions.items {
            let pattern = item.pattern.split(separator: " ").last.map(String.init) ?? item.pattern
            let path = pattern.split(separator: ":").first.map(String.init) ?? pattern
            guard let last = path.split(separator: ".").last else { continue }
            let base = String(last.prefix { $0 != "(" })
            if !base.isEmpty && !appleNames.contains(base) { names.insert(base) }
        }
        return names
    }

    /// Scans Swift source text. Lines inside `#if os(Linux)` (or the `#else` of
    /// `#if !os(Linux)`) are allowed; comments and string literals are ignored.
    public static func uses(in source: String, file: String, identifiers: Set<String>) -> [Use] {
        let code = SwiftText.removingComments(source)
        var uses: [Use] = []
        // For each open #if: whether its condition is `os(Linux)` / `!os(Linux)`, and whether
        // the current branch is Linux-only.
        var conditions: [(condition: String, linuxOnly: Bool)] = []
        for (offset, rawLine) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingSpaces
            if line.hasPrefix("#if") {
                let condition = line.dropFirst(3).replacingOccurrences(of: " ", with: "")
                conditions.append((condition, condition == "os(Linux)"))
                continue
            }
            if line.hasPrefix("#elseif") || line.hasPrefix("#else") {
                if let last = conditions.popLast() {
                    let isElse = !line.hasPrefix("#elseif")
                    conditions.append((last.condition, isElse && last.condition == "!os(Linux)"))
                }
                continue
            }
            if line.hasPrefix("#endif") {
                _ = conditions.popLast()
                continue
            }
            if conditions.contains(where: { $0.linuxOnly }) { continue }
            for identifier in identifierTokens(in: stringsRemoved(line)) where identifiers.contains(identifier) {
                uses.append(Use(file: file, line: offset + 1, identifier: identifier))
            }
        }
        return uses
    }

    private static func stringsRemoved(_ line: String) -> String {
        line.replacingOccurrences(of: "\"([^\"\\\\]|\\\\.)*\"", with: "\"\"", options: .regularExpression)
    }

    private static func identifierTokens(in line: String) -> [String] {
        line.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
    }
}
