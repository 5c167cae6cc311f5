import Foundation

/// Puts declaration text into one canonical spelling, so that Apple's interface and ours
/// compare equal when a client could not tell them apart:
/// - module qualifiers (`Swift.`, `Combine.`, `SwiftUICore.`, …) are removed, as are `any`,
///   `__owned`, `__shared`, `@retroactive` and `@unchecked`; `Void` is spelled `()`;
/// - `@Sendable` next to a global actor in a function type is dropped (implied, SE-0434);
/// - only API-relevant declaration attributes stay (global actors, `@preconcurrency`, result
///   builders, `@propertyWrapper`, `@dynamicMemberLookup`, `@_disfavoredOverload`,
///   unavailability); only API-relevant modifiers stay, in a fixed order;
/// - parameter names are dropped (labels stay) and default values become `= default`;
/// - generic constraints move into the `where` clause, whose requirements are sorted;
/// - whitespace is normalized.
enum SignatureNormalizer {
    static let modifierOrder = [
        "nonisolated", "nonisolated(unsafe)", "open", "public", "required", "final", "class", "static",
        "prefix", "postfix", "mutating", "nonmutating",
    ]

    static func attributes(_ attributes: [String]) -> [String] {
        attributes.compactMap { raw -> String? in
            // `@_functionBuilder` is the old spelling of `@resultBuilder`.
            let attribute = types(raw) == "@_functionBuilder" ? "@resultBuilder" : types(raw)
            let name = attribute.dropFirst().prefix { $0 != "(" }
            if name == "available" {
                return attribute.contains("unavailable") && attribute.contains("*") ? "@unavailable" : nil
            }
            let kept: Set<Substring> = ["preconcurrency", "propertyWrapper", "dynamicMemberLookup", "dynamicCallable", "resultBuilder", "_disfavoredOverload"]
            if kept.contains(name) || name.hasSuffix("Actor") || name.hasSuffix("Builder") {
                return attribute
            }
            return nil
        }.sorted()
    }

    static func modifiers(_ modifiers: [String]) -> [String] {
        modifiers.filter { modifierOrder.contains($0) }
            .sorted { modifierOrder.firstIndex(of: $0)! < modifierOrder.firstIndex(of: $1)! }
    }

    /// Normalizes type text: module qualifiers, `any`, `Void`, ownership and whitespace.
    static func types(_ text: String) -> String {
        var result = text
        let modulePattern = "\\b(" + TypeNames.modules.sorted().joined(separator: "|") + ")\\.(?=[A-Za-z_])"
        result = result.replacingOccurrences(of: modulePattern, with: "", options: .regularExpression)
        for word in ["any", "__owned", "__shared", "@retroactive", "@unchecked"] {
            result = result.replacingOccurrences(of: "(?<![A-Za-z0-9_.])" + NSRegularExpression.escapedPattern(for: word) + "\\s+", with: "", options: .regularExpression)
        }
        result = result.replacingOccurrences(of: "\\bVoid\\b", with: "()", options: .regularExpression)
        // A global-actor-isolated function type is implicitly `@Sendable` in Swift 6 (SE-0434):
        // a Swift 6 build prints `@MainActor @Sendable () -> ()` where Apple's Swift 5 interfaces
        // print `@MainActor () -> ()` for the same type.
        result = result.replacingOccurrences(of: "(@[A-Za-z_]*Actor)\\s+@Sendable\\b|@Sendable\\s+(@[A-Za-z_]*Actor)\\b", with: "$1$2", options: .regularExpression)
        // Foundation's `TimeInterval` is a typealias of `Double`.
        result = result.replacingOccurrences(of: "(?<![A-Za-z0-9_.])TimeInterval\\b", with: "Double", options: .regularExpression)
        return whitespace(removingRedundantClosureParentheses(result))
    }

    /// `@escaping ((T) -> U)` → `@escaping (T) -> U`: printers differ in keeping parentheses
    /// around an escaping closure type.
    static func removingRedundantClosureParentheses(_ text: String) -> String {
        var chars = Array(text)
        let marker = Array("@escaping (")
        var index = 0
        while index + marker.count <= chars.count {
            guard Array(chars[index..<index + marker.count]) == marker else {
                index += 1
                continue
            }
            let open = index + marker.count - 1
            guard let close = SwiftText.indexAfterClosing(chars, from: open) else { break }
            let inner = String(chars[(open + 1)..<(close - 1)])
            let after = String(chars[close...]).trimmingSpaces
            let innerIsFunction = inner.hasPrefix("(") && SwiftText.splitTopLevel(inner, separator: ",").count == 1 && topLevelArrow(in: inner)
            if innerIsFunction && !after.hasPrefix("->") && !after.hasPrefix("throws") && !after.hasPrefix("async") {
                chars.remove(at: close - 1)
                chars.remove(at: open)
            }
            index += 1
        }
        return String(chars)
    }

    private static func topLevelArrow(in text: String) -> Bool {
        var depth = 0
        let chars = Array(text)
        for (offset, char) in chars.enumerated() {
            if char == "(" || char == "[" || char == "<" { depth += 1 }
            if char == ")" || char == "]" || (char == ">" && offset > 0 && chars[offset - 1] != "-") { depth -= 1 }
            if depth == 0 && char == "-" && offset + 1 < chars.count && chars[offset + 1] == ">" { return true }
        }
        return false
    }

    static func whitespace(_ text: String) -> String {
        var result = text.replacingOccurrences(of: "\\s+", with: " ", options: .regularExpression)
        result = result.replacingOccurrences(of: "\\s*:\\s*", with: ": ", options: .regularExpression)
        result = result.replacingOccurrences(of: "\\s*,\\s*", with: ", ", options: .regularExpression)
        result = result.replacingOccurrences(of: "([(<\\[])\\s+", with: "$1", options: .regularExpression)
        result = result.replacingOccurrences(of: "\\s+([)>\\]])", with: "$1", options: .regularExpression)
        return result.trimmingSpaces
    }

    /// Normalizes a `where` clause's requirements (already without `where`), sorted.
    static func requirements(_ clause: String?) -> [String] {
        guard let clause else { return [] }
        return SwiftText.splitTopLevel(types(clause), separator: ",").sorted()
    }

    /// Splits `<T: P, U>` into plain parameter names and requirements for the `where` clause.
    static func genericParameters(_ clause: String?) -> (names: String, requirements: [String]) {
        guard let clause, clause.hasPrefix("<"), clause.hasSuffix(">") else { return ("", []) }
        let inner = String(clause.dropFirst().dropLast())
        var names: [String] = []
        var requirements: [String] = []
        for parameter in SwiftText.splitTopLevel(inner, separator: ",") {
            let parts = parameter.split(separator: ":", maxSplits: 1).map { $0.trimmingSpaces }
            names.append(parts[0])
            if parts.count == 2 {
                requirements.append(types(parts[0] + ": " + parts[1]))
            }
        }
        return ("<" + names.joined(separator: ", ") + ">", requirements)
    }

    /// Normalizes a parameter clause `(label name: Type = value, …)`: keeps labels and types.
    static func parameters(_ clause: String, isSubscript: Bool) -> (text: String, labels: [String]) {
        let inner = String(clause.dropFirst().dropLast())
        var parts: [String] = []
        var labels: [String] = []
        for parameter in SwiftText.splitTopLevel(inner, separator: ",") {
            let pieces = SwiftText.splitTopLevel(parameter, separator: "=")
            let declaration = pieces[0]
            guard let colon = topLevelColon(in: declaration) else {
                parts.append(types(declaration))
                labels.append("_")
                continue
            }
            // Parameter attributes (`@ViewBuilder content: …`) go with the type.
            let nameSide = SwiftText.leadingAttributes(of: String(declaration[..<colon]))
            let names = nameSide.rest.split(separator: " ").map(String.init)
            let attributePrefix = nameSide.attributes.map { types($0) + " " }.joined()
            let type = attributePrefix + types(String(declaration[declaration.index(after: colon)...]))
            let label: String
            if names.count >= 2 {
                label = names[0]
            } else {
                label = isSubscript ? "_" : (names.first ?? "_")
            }
            labels.append(label)
            parts.append(label + ": " + type + (pieces.count > 1 ? " = default" : ""))
        }
        return ("(" + parts.joined(separator: ", ") + ")", labels)
    }

    private static func topLevelColon(in text: String) -> String.Index? {
        var depth = 0
        for index in text.indices {
            switch text[index] {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth -= 1
            case ":" where depth == 0: return index
            default: break
            }
        }
        return nil
    }

    /// Joins the pieces of a signature, with the sorted `where` requirements.
    static func assemble(attributes: [String], modifiers: [String], body: String, requirements: [String]) -> String {
        var words = attributes + modifiers
        words.append(body)
        var signature = words.joined(separator: " ")
        let sorted = Array(Set(requirements)).sorted()
        if !sorted.isEmpty {
            signature += " where " + sorted.joined(separator: ", ")
        }
        return whitespace(signature)
    }
}
