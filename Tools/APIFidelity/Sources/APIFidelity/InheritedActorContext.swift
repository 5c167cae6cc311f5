import Foundation

/// Puts `@_inheritActorContext` back on our declarations' closure parameters.
///
/// Neither `swift-synthesize-interface` nor `swift-api-digester` prints that parameter
/// attribute, while Apple's interface files do (`task(priority:_:)`, `refreshable(action:)`).
/// The check reads it from the module's own sources instead: a public declaration whose
/// parameter carries it marks the same parameter of the one built declaration with the same
/// key, parameter count and generic parameter count (and, among overloads that share those,
/// the same parameters).
public enum InheritedActorContext {
    static let attribute = "@_inheritActorContext"

    /// One source declaration with the attribute: its key, shape and marked parameters.
    public struct Entry: Equatable, Sendable {
        public var key: String
        public var parameterCount: Int
        public var genericParameterCount: Int
        /// Indices (from 0) of the parameters that carry the attribute.
        public var parameters: [Int]
        /// The parameters as the source declares them, without the attribute.
        public var parameterTexts: [String] = []
    }

    /// The entries of the public declarations in one source file's text.
    public static func entries(inSource text: String) -> [Entry] {
        guard text.contains(attribute) else { return [] }
        return InterfaceParser.declarations(in: text).compactMap { declaration in
            let parameters = parameterTypes(of: declaration.signature)
            let marked = parameters.indices.filter { parameters[$0].contains(attribute) }
            guard !marked.isEmpty else { return nil }
            return Entry(key: declaration.key, parameterCount: parameters.count,
                         genericParameterCount: genericParameterCount(of: declaration.signature), parameters: marked,
                         parameterTexts: parameters.map { $0.replacingOccurrences(of: attribute + " ", with: "") })
        }
    }

    /// The entries of every `.swift` file under a module's source directory.
    public static func entries(inSourcesOf module: String, packageRoot: URL) throws -> [Entry] {
        let directory = packageRoot.appendingPathComponent("Sources").appendingPathComponent(module)
        guard let files = FileManager.default.enumerator(atPath: directory.path) else { return [] }
        var entries: [Entry] = []
        for case let relative as String in files where relative.hasSuffix(".swift") {
            entries += self.entries(inSource: try String(contentsOf: directory.appendingPathComponent(relative), encoding: .utf8))
        }
        return entries
    }

    /// The declarations with the attribute inserted in front of the marked parameters' types.
    public static func apply(_ entries: [Entry], to declarations: [APIDeclaration]) -> [APIDeclaration] {
        var result = declarations
        let byKey = Dictionary(grouping: result.indices, by: { result[$0].key })
        for entry in entries {
            var candidates = (byKey[entry.key] ?? []).filter { index in
                parameterTypes(of: result[index].signature).count == entry.parameterCount
                    && genericParameterCount(of: result[index].signature) == entry.genericParameterCount
            }
            if candidates.count > 1 {
                candidates = candidates.filter { parameterTypes(of: result[$0].signature) == entry.parameterTexts }
            }
            guard candidates.count == 1, let index = candidates.first else { continue }
            result[index].signature = marking(result[index].signature, parameters: entry.parameters)
        }
        return result
    }

    /// The generic parameter list right after the declared name: `func f<S, A>(…)` → 2.
    static func genericParameterCount(of signature: String) -> Int {
        guard let open = signature.firstIndex(where: { $0 == "<" || $0 == "(" }), signature[open] == "<" else { return 0 }
        var depth = 0
        var count = 1
        for char in signature[open...] {
            switch char {
            case "<", "(", "[": depth += 1
            case ">", ")", "]":
                depth -= 1
                if depth == 0 { return count }
            case "," where depth == 1: count += 1
            default: break
            }
        }
        return count
    }

    /// The text of each parameter (`label: type`) of the first parameter list.
    static func parameterTypes(of signature: String) -> [String] {
        guard let (open, close) = parameterList(of: signature) else { return [] }
        return splitTopLevel(String(signature[signature.index(after: open)..<close]))
    }

    /// Inserts the attribute after the `label: ` of the given parameters, unless present.
    static func marking(_ signature: String, parameters marked: [Int]) -> String {
        guard let (open, close) = parameterList(of: signature) else { return signature }
        var parameters = splitTopLevel(String(signature[signature.index(after: open)..<close]))
        for index in marked where index < parameters.count && !parameters[index].contains(attribute) {
            guard let colon = parameters[index].range(of: ": ") else { continue }
            parameters[index].replaceSubrange(colon, with: ": \(attribute) ")
        }
        return String(signature[...open]) + parameters.joined(separator: ", ") + String(signature[close...])
    }

    /// The positions of the `(` and `)` of the first parameter list outside generic brackets.
    private static func parameterList(of signature: String) -> (String.Index, String.Index)? {
        var angle = 0
        guard let open = signature.firstIndex(where: { char in
            if char == "<" { angle += 1 } else if char == ">" { angle -= 1 }
            return char == "(" && angle == 0
        }) else { return nil }
        var depth = 0
        var previous: Character = " "
        var index = open
        while index < signature.endIndex {
            let char = signature[index]
            if char == "(" || char == "[" || char == "<" { depth += 1 }
            if char == ")" || char == "]" || (char == ">" && previous != "-") {
                depth -= 1
                if depth == 0 { return (open, index) }
            }
            previous = char
            index = signature.index(after: index)
        }
        return nil
    }

    /// Splits at commas outside brackets (`->` is not a closing bracket).
    private static func splitTopLevel(_ text: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var previous: Character = " "
        for char in text {
            if char == "(" || char == "[" || char == "<" { depth += 1 }
            if char == ")" || char == "]" || (char == ">" && previous != "-") { depth -= 1 }
            if char == "," && depth == 0 {
                parts.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(char)
            }
            previous = char
        }
        let last = current.trimmingCharacters(in: .whitespaces)
        if !last.isEmpty { parts.append(last) }
        return parts
    }
}
