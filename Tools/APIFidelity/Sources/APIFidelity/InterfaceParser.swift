/// Reads the public declarations of a Swift module interface as the compiler prints it (an
/// SDK's `.swiftinterface`, or `swift-synthesize-interface` output for a built module).
///
/// It walks scopes (types and extensions), keeps declarations that are public, open, protocol
/// requirements or enum cases, skips bodies, `@_spi` and `@usableFromInline internal` code, and
/// keeps only the first branch of `#if` blocks.
public enum InterfaceParser {
    public static func declarations(in interfaceText: String) -> [APIDeclaration] {
        let cleaned = SwiftText.keepingFirstConditionalBranch(SwiftText.removingComments(interfaceText))
        var reader = Reader(chars: Array(cleaned))
        var output: [APIDeclaration] = []
        reader.parseScope(Scope.topLevel, into: &output)
        return output
    }
}

/// Where a declaration sits: enclosing type path, whether members are implicitly public
/// (protocol requirements, enum cases), and the `where` clause of an enclosing extension.
struct Scope {
    var path: [String]
    var kind: String
    var isPublic: Bool
    var extensionWhere: String?

    static let topLevel = Scope(path: [], kind: "file", isPublic: true, extensionWhere: nil)
}

private struct Reader {
    let chars: [Character]
    var index = 0

    init(chars: [Character]) {
        self.chars = chars
    }

    mutating func parseScope(_ scope: Scope, into output: inout [APIDeclaration]) {
        var pendingAttributes = ""
        while true {
            skipWhitespace()
            guard index < chars.count else { return }
            if chars[index] == "}" {
                index += 1
                return
            }
            let (header, opensBlock) = readHeader()
            let (attributes, rest) = SwiftText.leadingAttributes(of: header)
            if rest.trimmingSpaces.isEmpty && !opensBlock {
                pendingAttributes += " " + attributes.joined(separator: " ")
                continue
            }
            let fullHeader = (pendingAttributes + " " + header).trimmingSpaces
            pendingAttributes = ""
            handle(header: fullHeader, opensBlock: opensBlock, scope: scope, into: &output)
        }
    }

    private mutating func handle(header: String, opensBlock: Bool, scope: Scope, into output: inout [APIDeclaration]) {
        guard let parsed = DeclarationHeader(header) else {
            if opensBlock { _ = readBlock() }
            return
        }
        let unavailable = parsed.attributes.contains { $0.hasPrefix("@available(*") && $0.contains("unavailable") }
        let visible = scope.isPublic && parsed.isVisible(in: scope) && !parsed.isSPI && !(unavailable && parsed.keyword == "extension")
        switch parsed.keyword {
        case "extension":
            let inner = Scope(path: parsed.extendedPath, kind: "extension", isPublic: true, extensionWhere: parsed.whereClause)
            if visible {
                output += DeclarationBuilder.conformances(of: parsed, scope: scope)
            }
            if opensBlock {
                var members: [APIDeclaration] = []
                parseScope(inner, into: &members)
                if visible { output += members }
            }
        case "struct", "class", "enum", "protocol", "actor":
            if visible {
                output += DeclarationBuilder.typeDeclarations(of: parsed, scope: scope)
            }
            if opensBlock {
                let inner = Scope(path: scope.path + [parsed.name], kind: parsed.keyword, isPublic: visible, extensionWhere: nil)
                var members: [APIDeclaration] = []
                parseScope(inner, into: &members)
                if visible { output += members }
            }
        case "case":
            // `case a, b(Int), c`
            guard visible else { return }
            for element in SwiftText.splitTopLevel(parsed.name + parsed.rest, separator: ",") {
                if let single = DeclarationHeader("case " + element),
                   let declaration = DeclarationBuilder.member(single, accessorBlock: nil, scope: scope) {
                    output.append(declaration)
                }
            }
        default:
            let block = opensBlock ? readBlock() : nil
            if visible, let declaration = DeclarationBuilder.member(parsed, accessorBlock: block, scope: scope) {
                output.append(declaration)
            }
        }
    }

    private mutating func skipWhitespace() {
        while index < chars.count, chars[index].isWhitespace || chars[index] == ";" { index += 1 }
    }

    /// Reads up to a `{` or a line end outside brackets. Returns the text and whether a block
    /// was opened (the `{` is consumed).
    private mutating func readHeader() -> (String, Bool) {
        var text: [Character] = []
        var depth = 0
        var inString = false
        while index < chars.count {
            let char = chars[index]
            if inString {
                text.append(char)
                if char == "\\", index + 1 < chars.count {
                    text.append(chars[index + 1])
                    index += 2
                    continue
                }
                if char == "\"" { inString = false }
                index += 1
                continue
            }
            switch char {
            case "\"":
                inString = true
            case "(", "[":
                depth += 1
            case ")", "]":
                depth -= 1
            case "{" where depth == 0:
                index += 1
                return (String(text), true)
            case "{":
                depth += 1
            case "}" where depth > 0:
                depth -= 1
            case "}":
                return (String(text), false)
            case "\n" where depth == 0:
                index += 1
                return (String(text), false)
            default:
                break
            }
            text.append(char)
            index += 1
        }
        return (String(text), false)
    }

    /// Reads a block whose `{` was consumed; returns its content.
    private mutating func readBlock() -> String {
        var depth = 1
        var text: [Character] = []
        var inString = false
        while index < chars.count {
            let char = chars[index]
            index += 1
            if inString {
                if char == "\\", index < chars.count { index += 1; continue }
                if char == "\"" { inString = false }
                continue
            }
            if char == "\"" { inString = true; continue }
            if char == "{" { depth += 1 }
            if char == "}" {
                depth -= 1
                if depth == 0 { break }
            }
            // Only the outermost level matters (accessor keywords).
            if depth == 1 && char != "{" { text.append(char) }
        }
        return String(text)
    }
}
