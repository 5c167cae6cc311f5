import Foundation

/// Restores `@_disfavoredOverload` on our declarations.
///
/// `swift-synthesize-interface` does not print underscored attributes, so our side would never
/// show `@_disfavoredOverload` while Apple's `.swiftinterface` files do. The toolchain's
/// `swift-api-digester -dump-sdk` records the attribute (`"declAttributes": ["DisfavoredOverload"]`)
/// with the declaration's owner, name and parameter types; this type reads that dump and marks
/// the matching parsed declarations.
public enum DisfavoredOverloads {
    /// One disfavored declaration: `Owner.name(labels:)` and its parameter types.
    public struct Entry: Hashable, Sendable {
        public var symbolPath: String
        public var parameterTypes: [String]
    }

    /// The disfavored declarations of a `swift-api-digester -dump-sdk` JSON document.
    public static func entries(inDigesterDump data: Data) throws -> [Entry] {
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let abiRoot = root["ABIRoot"] as? [String: Any] else {
            throw InterfaceDumper.Failure(description: "swift-api-digester dump has no ABIRoot")
        }
        var entries: [Entry] = []
        collect(abiRoot, owners: [], into: &entries)
        return entries
    }

    private static func collect(_ node: [String: Any], owners: [String], into entries: inout [Entry]) {
        let kind = node["kind"] as? String
        let children = node["children"] as? [[String: Any]] ?? []
        if let attributes = node["declAttributes"] as? [String], attributes.contains("DisfavoredOverload"),
           let name = node["printedName"] as? String {
            // The first child of a function or initializer is its result type; the rest are
            // its parameters.
            let types = children.dropFirst().compactMap { $0["printedName"] as? String }
            entries.append(Entry(symbolPath: (owners + [name]).joined(separator: "."),
                                 parameterTypes: types.map(normalizedType)))
        }
        let nested = kind == "TypeDecl" ? owners + [(node["name"] as? String) ?? ""] : owners
        for child in children where child["declKind"] != nil {
            collect(child, owners: nested, into: &entries)
        }
    }

    /// Adds `@_disfavoredOverload` to each declaration that the entries name.
    public static func mark(_ declarations: [APIDeclaration], disfavored entries: [Entry]) -> [APIDeclaration] {
        guard !entries.isEmpty else { return declarations }
        let wanted = Set(entries)
        return declarations.map { declaration in
            guard [.func, .`init`, .subscript].contains(declaration.kind),
                  !declaration.signature.contains("@_disfavoredOverload") else { return declaration }
            let probe = Entry(symbolPath: declaration.symbolPath,
                              parameterTypes: parameterTypes(of: declaration.signature).map(normalizedType))
            guard wanted.contains(probe) else { return declaration }
            var marked = declaration
            marked.signature = addingAttribute("@_disfavoredOverload", to: declaration.signature)
            return marked
        }
    }

    /// A type without module qualifiers, attributes (`@escaping`, `@ViewBuilder`, …) or spaces,
    /// so that the digester's and the interface's spellings compare.
    static func normalizedType(_ text: String) -> String {
        var result = SignatureNormalizer.types(text)
        result = result.replacingOccurrences(of: "@[A-Za-z_]+(\\([^)]*\\))?\\s*", with: "", options: .regularExpression)
        return result.filter { !$0.isWhitespace }
    }

    /// The parameter types of a normalized signature (`init<S>(_: S, text: Binding<String>)` →
    /// `["S", "Binding<String>"]`), default values dropped.
    static func parameterTypes(of signature: String) -> [String] {
        guard let clause = parameterClause(of: signature) else { return [] }
        return SwiftText.splitTopLevel(clause, separator: ",").map { parameter in
            // `label: Type = default`: the label is the first top-level part.
            var type = SwiftText.splitTopLevel(parameter, separator: ":").dropFirst().joined(separator: ":")
            if type.hasSuffix("= default") { type = String(type.dropLast("= default".count)) }
            return type.trimmingSpaces
        }
    }

    /// The text between the parentheses of the declaration's parameter clause: the first `(`
    /// after the declaration keyword and its generic parameters.
    private static func parameterClause(of signature: String) -> String? {
        guard let keyword = ["func ", "init", "subscript"].compactMap({ signature.range(of: $0) })
            .min(by: { $0.lowerBound < $1.lowerBound }) else { return nil }
        let chars = Array(signature)
        var open = signature.distance(from: signature.startIndex, to: keyword.upperBound)
        while open < chars.count, chars[open] != "(" {
            if chars[open] == "<", let after = SwiftText.indexAfterClosing(chars, from: open) {
                open = after
            } else {
                open += 1
            }
        }
        guard open < chars.count, let after = SwiftText.indexAfterClosing(chars, from: open) else { return nil }
        return String(chars[(open + 1)..<(after - 1)])
    }

    /// Inserts an attribute among the signature's leading attributes, keeping them sorted as
    /// `SignatureNormalizer` does.
    static func addingAttribute(_ attribute: String, to signature: String) -> String {
        var words = signature.split(separator: " ").map(String.init)
        let count = words.prefix { $0.hasPrefix("@") }.count
        let attributes = (words[..<count] + [attribute]).sorted()
        words.replaceSubrange(..<count, with: attributes)
        return words.joined(separator: " ")
    }
}
