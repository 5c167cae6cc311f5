/// Turns parsed headers into ``APIDeclaration`` values with normalized signatures.
enum DeclarationBuilder {
    /// A type declaration, plus one conformance declaration per inherited name (for protocols
    /// the inheritance stays in the signature instead: it lists requirements).
    static func typeDeclarations(of header: DeclarationHeader, scope: Scope) -> [APIDeclaration] {
        let generics = SignatureNormalizer.genericParameters(header.genericParameterClause)
        var body = "\(header.keyword) \(header.name)\(generics.names)"
        if header.keyword == "protocol" {
            let refined = header.inheritance.map(SignatureNormalizer.types).sorted()
            if !refined.isEmpty { body += ": " + refined.joined(separator: ", ") }
        }
        let signature = SignatureNormalizer.assemble(
            attributes: SignatureNormalizer.attributes(header.attributes),
            modifiers: SignatureNormalizer.modifiers(header.modifiers),
            body: body,
            requirements: generics.requirements + SignatureNormalizer.requirements(header.whereClause))
        var result = [APIDeclaration(kind: .type, context: scope.path, name: header.name, signature: signature)]
        if header.keyword != "protocol" {
            result += header.inheritance.compactMap { conformance(to: $0, of: scope.path + [header.name], where: nil) }
        }
        return result
    }

    /// The conformances an extension declares.
    static func conformances(of header: DeclarationHeader, scope: Scope) -> [APIDeclaration] {
        header.inheritance.compactMap { conformance(to: $0, of: header.extendedPath, where: header.whereClause) }
    }

    /// Marker protocols every type gets implicitly are not API differences.
    static let implicitProtocols: Set<String> = ["Copyable", "Escapable", "BitwiseCopyable", "SendableMetatype"]

    private static func conformance(to protocolName: String, of path: [String], where clause: String?) -> APIDeclaration? {
        let name = SignatureNormalizer.types(protocolName)
        guard !implicitProtocols.contains(name) else { return nil }
        let signature = SignatureNormalizer.assemble(
            attributes: [], modifiers: [],
            body: "extension \(path.joined(separator: ".")): \(name)",
            requirements: SignatureNormalizer.requirements(clause))
        return APIDeclaration(kind: .conformance, context: path, name: name, signature: signature)
    }

    /// A member or top-level function, variable, initializer, subscript, case or alias.
    static func member(_ header: DeclarationHeader, accessorBlock: String?, scope: Scope) -> APIDeclaration? {
        let attributes = SignatureNormalizer.attributes(header.attributes)
        var modifiers = SignatureNormalizer.modifiers(header.modifiers)
        let extensionRequirements = SignatureNormalizer.requirements(scope.extensionWhere)
        switch header.keyword {
        case "func", "init", "subscript":
            guard let parts = FunctionParts(header) else { return nil }
            let isOperator = header.keyword == "func" && !(header.name.first.map { $0.isLetter || $0 == "_" || $0 == "`" } ?? false)
            let normalized = SignatureNormalizer.parameters(parts.parameterClause, isSubscript: header.keyword == "subscript" || isOperator)
            let generics = SignatureNormalizer.genericParameters(parts.genericClause)
            let nameWord = header.keyword == "func" ? "func \(header.name)" : header.name.replacingOccurrences(of: "!", with: "?")
            var body = nameWord + generics.names + normalized.text
            if !parts.effects.isEmpty { body += " " + parts.effects }
            if let result = parts.result { body += " -> " + SignatureNormalizer.types(result) }
            if header.keyword == "subscript" { body += " " + accessors(accessorBlock, isLet: false, modifiers: &modifiers, inProtocol: scope.kind == "protocol") }
            let signature = SignatureNormalizer.assemble(attributes: attributes, modifiers: modifiers, body: body,
                                                         requirements: generics.requirements + SignatureNormalizer.requirements(parts.whereClause) + extensionRequirements)
            let baseName = header.keyword == "func" ? header.name.replacingOccurrences(of: "`", with: "") : header.keyword
            let kind: APIDeclaration.Kind = header.keyword == "func" ? .func : (header.keyword == "init" ? .`init` : .subscript)
            return APIDeclaration(kind: kind, context: scope.path, name: baseName + "(" + normalized.labels.map { $0 + ":" }.joined() + ")", signature: signature)
        case "var", "let":
            let typeText = header.rest.hasPrefix(":") ? String(header.rest.dropFirst()) : header.rest
            let typeOnly = SwiftText.splitTopLevel(typeText, separator: "=").first ?? typeText
            let accessorText = accessors(accessorBlock, isLet: header.keyword == "let", modifiers: &modifiers, inProtocol: scope.kind == "protocol")
            let body = "var \(header.name): \(SignatureNormalizer.types(typeOnly)) \(accessorText)"
            let signature = SignatureNormalizer.assemble(attributes: attributes, modifiers: modifiers, body: body, requirements: extensionRequirements)
            return APIDeclaration(kind: .var, context: scope.path, name: header.name.replacingOccurrences(of: "`", with: ""), signature: signature)
        case "case":
            let signature = SignatureNormalizer.assemble(attributes: [], modifiers: [], body: "case \(header.name)\(SignatureNormalizer.types(header.rest))", requirements: [])
            return APIDeclaration(kind: .case, context: scope.path, name: header.name.replacingOccurrences(of: "`", with: ""), signature: signature)
        case "typealias", "associatedtype":
            let generics = SignatureNormalizer.genericParameters(header.genericParameterClause)
            var rest = header.rest
            if let clause = header.genericParameterClause { rest = String(rest.dropFirst(clause.count)) }
            let bodyText = SignatureNormalizer.types(rest.components(separatedBy: " where ").first ?? rest)
            let body = "\(header.keyword) \(header.name)\(generics.names) \(bodyText)"
            let signature = SignatureNormalizer.assemble(attributes: attributes, modifiers: header.keyword == "typealias" ? modifiers : [], body: body,
                                                         requirements: generics.requirements + SignatureNormalizer.requirements(header.whereClause) + extensionRequirements)
            return APIDeclaration(kind: header.keyword == "typealias" ? .typealias : .associatedtype, context: scope.path, name: header.name, signature: signature)
        default:
            return nil
        }
    }

    /// `{ get }`, `{ get set }`, `{ mutating get set }`, `{ get nonmutating set }`, `{ get async }`…
    private static func accessors(_ block: String?, isLet: Bool, modifiers: inout [String], inProtocol: Bool) -> String {
        guard let block else {
            return isLet ? "{ get }" : "{ get set }"
        }
        let words = block.split { !($0.isLetter || $0 == "_") }.map(String.init)
        let getterWords: Set<String> = ["get", "_read", "unsafeAddress", "read", "borrow"]
        let setterWords: Set<String> = ["set", "_modify", "unsafeMutableAddress", "modify", "mutate", "willSet", "didSet"]
        var getter = "get"
        var setter: String?
        for (offset, word) in words.enumerated() {
            let previous = offset > 0 ? words[offset - 1] : ""
            let prefix = previous == "mutating" || previous == "nonmutating" ? previous + " " : ""
            if getterWords.contains(word) {
                getter = prefix + "get"
                let effects = words.dropFirst(offset + 1).prefix { $0 == "async" || $0 == "throws" }
                if !effects.isEmpty { getter += " " + effects.joined(separator: " ") }
            } else if setterWords.contains(word) {
                setter = prefix + "set"
            }
        }
        if !words.contains(where: { getterWords.contains($0) || setterWords.contains($0) }) {
            return "{ get }"
        }
        return "{ " + getter + (setter.map { " " + $0 } ?? "") + " }"
    }
}

/// The pieces of a function, initializer or subscript header after its name.
struct FunctionParts {
    var genericClause: String?
    var parameterClause: String
    var effects: String
    var result: String?
    var whereClause: String?

    init?(_ header: DeclarationHeader) {
        let chars = Array(header.rest)
        var position = 0
        if chars.first == "<", let close = SwiftText.indexAfterClosing(chars, from: 0) {
            genericClause = String(chars[..<close])
            position = close
        }
        while position < chars.count, chars[position] == " " { position += 1 }
        guard position < chars.count, chars[position] == "(", let close = SwiftText.indexAfterClosing(chars, from: position) else { return nil }
        parameterClause = String(chars[position..<close])
        var tail = String(chars[close...])
        if let range = tail.range(of: " where ") {
            whereClause = String(tail[range.upperBound...])
            tail = String(tail[..<range.lowerBound])
        }
        let arrowParts = tail.components(separatedBy: "->")
        effects = SignatureNormalizer.types(arrowParts[0])
        result = arrowParts.count > 1 ? arrowParts.dropFirst().joined(separator: "->").trimmingSpaces : nil
    }
}
