/// Rewrites signatures so that isolation compares by its effect, not by where it is spelled.
///
/// A type without a global actor is nonisolated, so `nonisolated public struct Text` and
/// `public struct Text` declare the same thing; a member without an isolation attribute takes
/// its type's (`public init()` inside `@MainActor @preconcurrency public struct HStack` is
/// `@MainActor @preconcurrency`); an explicitly `nonisolated` member is nonisolated wherever it
/// is. After the rewrite a member's signature carries its effective global actor (with
/// `@preconcurrency` when its type has it), and `nonisolated` is not spelled anywhere.
enum EffectiveIsolation {
    /// The attributes of a signature that make up its isolation.
    static func isolationAttributes(of signature: String) -> [String] {
        leadingWords(of: signature).filter { $0.hasPrefix("@") && ($0.hasSuffix("Actor") || $0 == "@preconcurrency") }
    }

    /// `path → isolation attributes` for the type declarations in a list of (kind, path, signature).
    static func typeIsolation(_ declarations: [(kind: APIDeclaration.Kind, path: String, signature: String)]) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for declaration in declarations where declaration.kind == .type {
            result[declaration.path] = isolationAttributes(of: declaration.signature)
        }
        return result
    }

    /// The signature with isolation made explicit (see the type's documentation).
    static func apply(signature: String, kind: APIDeclaration.Kind, context: [String], typeIsolation: [String: [String]]) -> String {
        var words = signature.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        let leading = leadingWords(of: signature).count
        switch kind {
        case .type:
            if let index = words[..<leading].firstIndex(of: "nonisolated") { words.remove(at: index) }
            return words.joined(separator: " ")
        case .var, .func, .`init`, .subscript:
            if let index = words[..<leading].firstIndex(of: "nonisolated") {
                words.remove(at: index)
                return words.joined(separator: " ")
            }
            if words[..<leading].contains(where: { $0.hasPrefix("@") && $0.hasSuffix("Actor") }) {
                return signature
            }
            let inherited = typeIsolation[context.joined(separator: ".")] ?? []
            guard !inherited.isEmpty else { return signature }
            let attributeCount = words[..<leading].prefix { $0.hasPrefix("@") }.count
            let attributes = Array(Set(words[..<attributeCount] + inherited)).sorted()
            return (attributes + words[attributeCount...]).joined(separator: " ")
        default:
            return signature
        }
    }

    /// The attribute and modifier words before the declaration keyword.
    private static func leadingWords(of signature: String) -> [String] {
        var result: [String] = []
        for word in signature.split(separator: " ") {
            let text = String(word)
            if text.hasPrefix("@") || SignatureNormalizer.modifierOrder.contains(text) {
                result.append(text)
            } else {
                break
            }
        }
        return result
    }
}
