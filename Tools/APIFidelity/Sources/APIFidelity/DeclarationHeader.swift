/// A declaration's header split into attributes, modifiers, introducer keyword, name and the
/// rest (generic parameters, parameters, types, inheritance, `where` clause).
struct DeclarationHeader {
    var attributes: [String]
    var modifiers: [String]
    var keyword: String
    /// The declared name: identifier or operator, `init`, `subscript`; for an extension the
    /// extended type as written.
    var name: String
    var rest: String

    static let modifierWords: Set<String> = [
        "public", "open", "internal", "fileprivate", "private", "final", "static", "class", "mutating",
        "nonmutating", "override", "required", "convenience", "dynamic", "lazy", "weak", "unowned",
        "optional", "indirect", "prefix", "postfix", "infix", "nonisolated", "__consuming", "consuming",
        "borrowing", "distributed", "isolated", "package",
    ]
    static let introducers: Set<String> = [
        "struct", "class", "enum", "protocol", "actor", "extension", "func", "init", "deinit", "subscript",
        "var", "let", "case", "typealias", "associatedtype", "operator", "precedencegroup", "import", "macro",
    ]

    init?(_ header: String) {
        let split = SwiftText.leadingAttributes(of: header)
        attributes = split.attributes
        modifiers = []
        var chars = Array(split.rest)
        var position = 0
        var keyword: String?
        while keyword == nil {
            while position < chars.count, chars[position].isWhitespace { position += 1 }
            var end = position
            while end < chars.count, chars[end].isLetter || chars[end].isNumber || chars[end] == "_" { end += 1 }
            guard end > position else { return nil }
            var word = String(chars[position..<end])
            // `private(set)`, `nonisolated(unsafe)`
            if end < chars.count, chars[end] == "(", DeclarationHeader.modifierWords.contains(word),
               let close = SwiftText.indexAfterClosing(chars, from: end) {
                word = String(chars[position..<close])
                end = close
            }
            let bare = word.prefix { $0 != "(" }
            if bare == "class", DeclarationHeader.nextWordIsIntroducer(chars, from: end) {
                modifiers.append(word)
            } else if DeclarationHeader.introducers.contains(word) {
                keyword = word
            } else if DeclarationHeader.modifierWords.contains(String(bare)) {
                modifiers.append(word)
            } else {
                return nil
            }
            position = end
        }
        self.keyword = keyword!
        while position < chars.count, chars[position].isWhitespace { position += 1 }
        chars = Array(chars[position...])
        let nameEnd = DeclarationHeader.nameEnd(in: chars, keyword: self.keyword)
        name = String(chars[..<nameEnd]).trimmingSpaces
        rest = String(chars[nameEnd...]).trimmingSpaces
        if self.keyword == "init" {
            name = "init"
            if rest.first == "?" || rest.first == "!" { name += String(rest.removeFirst()) }
        } else if self.keyword == "subscript" {
            name = "subscript"
        }
    }

    private static func nextWordIsIntroducer(_ chars: [Character], from start: Int) -> Bool {
        var position = start
        while position < chars.count, chars[position].isWhitespace { position += 1 }
        var end = position
        while end < chars.count, chars[end].isLetter { end += 1 }
        let word = String(chars[position..<end])
        return introducers.contains(word) || modifierWords.contains(word)
    }

    private static func nameEnd(in chars: [Character], keyword: String) -> Int {
        if keyword == "extension" {
            // The extended type runs up to ` : ` or ` where ` at the top level.
            var depth = 0
            for (offset, char) in chars.enumerated() {
                if char == "<" || char == "(" || char == "[" { depth += 1 }
                if char == ">" || char == ")" || char == "]" { depth -= 1 }
                if depth == 0 && char == ":" { return offset }
                if depth == 0 && char == " " && String(chars[offset...]).hasPrefix(" where ") { return offset }
            }
            return chars.count
        }
        if keyword == "init" || keyword == "subscript" || keyword == "deinit" { return 0 }
        guard let first = chars.first else { return 0 }
        if first == "`" {
            return (chars.dropFirst().firstIndex(of: "`") ?? chars.count - 1) + 1
        }
        // An identifier, or a property wrapper's projection (`$isOn`).
        if first.isLetter || first == "_" || first == "$" {
            return chars.dropFirst().firstIndex { !($0.isLetter || $0.isNumber || $0 == "_") } ?? chars.count
        }
        // An operator name.
        return chars.firstIndex { $0 == " " || $0 == "(" || $0 == "<" } ?? chars.count
    }

    var isSPI: Bool {
        attributes.contains { $0.hasPrefix("@_spi") }
    }

    /// Public, open, a protocol requirement or an enum case of a public enum.
    func isVisible(in scope: Scope) -> Bool {
        if keyword == "extension" { return true }
        if scope.kind == "protocol" { return true }
        if keyword == "case" && scope.kind == "enum" { return true }
        return modifiers.contains("public") || modifiers.contains("open")
    }

    /// For an extension: the extended type's path without module names or generic arguments.
    var extendedPath: [String] {
        TypeNames.path(of: name)
    }

    /// For a type or extension: the names after the top-level `:`, up to `where`.
    var inheritance: [String] {
        guard let colon = topLevelColonOffset else { return [] }
        let afterColon = String(rest.dropFirst(colon + 1))
        let clause = afterColon.components(separatedBy: " where ").first ?? afterColon
        return SwiftText.splitTopLevel(clause, separator: ",")
    }

    /// For a type or extension: the `where` clause text (without `where`), if any.
    var whereClause: String? {
        let text = " " + rest
        guard let range = text.range(of: " where ") else { return nil }
        return String(text[range.upperBound...]).trimmingSpaces
    }

    /// Generic parameter clause of a type (`<Output, Failure>`), if any.
    var genericParameterClause: String? {
        let chars = Array(rest)
        guard chars.first == "<", let close = SwiftText.indexAfterClosing(chars, from: 0) else { return nil }
        return String(chars[..<close])
    }

    private var topLevelColonOffset: Int? {
        var depth = 0
        for (offset, char) in rest.enumerated() {
            if char == "<" || char == "(" || char == "[" { depth += 1 }
            if char == ">" || char == ")" || char == "]" { depth -= 1 }
            if depth == 0 && char == ":" { return offset }
            if depth == 0 && char == "w" && rest.dropFirst(offset).hasPrefix("where ") { return nil }
        }
        return nil
    }
}

/// Module-qualified type names reduced to paths.
enum TypeNames {
    /// Modules whose names qualify types in interfaces; stripped before comparing.
    static let modules: Set<String> = [
        "Swift", "Combine", "CombineSubset", "SwiftUI", "SwiftUICore", "TerminalUI", "Foundation",
        "_Concurrency", "Dispatch", "CoreFoundation", "CoreGraphics", "UIKit", "Observation", "Darwin",
        "Glibc", "_StringProcessing", "CoreTransferable", "DeveloperToolsSupport", "Accessibility",
        "Symbols", "UniformTypeIdentifiers", "CoreText", "QuartzCore", "os", "Synchronization",
        "FoundationEssentials", "FoundationInternationalization", "ObjectiveC",
    ]

    /// `Combine.Publishers.Map<Upstream, T>` → `["Publishers", "Map"]`.
    static func path(of typeName: String) -> [String] {
        var components: [String] = []
        var current = ""
        var depth = 0
        for char in typeName.trimmingSpaces {
            if char == "<" { depth += 1; continue }
            if char == ">" { depth -= 1; continue }
            if depth > 0 { continue }
            if char == "." {
                components.append(current)
                current = ""
            } else if !char.isWhitespace {
                current.append(char)
            }
        }
        components.append(current)
        while components.count > 1, modules.contains(components[0]) { components.removeFirst() }
        return components.filter { !$0.isEmpty }
    }
}
