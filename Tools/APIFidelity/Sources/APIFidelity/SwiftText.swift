/// Small, string-literal-aware helpers for reading Swift declaration text.
enum SwiftText {
    /// Removes `//` and `/* */` comments (not inside string literals), keeping line breaks.
    static func removingComments(_ text: String) -> String {
        var output: [Character] = []
        let chars = Array(text)
        var index = 0
        var inString = false
        while index < chars.count {
            let char = chars[index]
            let next: Character? = index + 1 < chars.count ? chars[index + 1] : nil
            if inString {
                output.append(char)
                if char == "\\", let next {
                    output.append(next)
                    index += 2
                    continue
                }
                if char == "\"" { inString = false }
                index += 1
            } else if char == "\"" {
                inString = true
                output.append(char)
                index += 1
            } else if char == "/", next == "/" {
                while index < chars.count, chars[index] != "\n" { index += 1 }
            } else if char == "/", next == "*" {
                var depth = 1
                index += 2
                while index < chars.count, depth > 0 {
                    if chars[index] == "/", index + 1 < chars.count, chars[index + 1] == "*" { depth += 1; index += 1 }
                    else if chars[index] == "*", index + 1 < chars.count, chars[index + 1] == "/" { depth -= 1; index += 1 }
                    else if chars[index] == "\n" { output.append("\n") }
                    index += 1
                }
            } else {
                output.append(char)
                index += 1
            }
        }
        return String(output)
    }

    /// Keeps only the first branch of every `#if` / `#elseif` / `#else` / `#endif` block, as
    /// interfaces repeat a declaration under feature checks.
    static func keepingFirstConditionalBranch(_ text: String) -> String {
        var kept: [Substring] = []
        // One entry per open #if: whether the current branch is kept.
        var branches: [Bool] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("#if") {
                branches.append(true)
            } else if trimmed.hasPrefix("#elseif") || trimmed.hasPrefix("#else") {
                if !branches.isEmpty { branches[branches.count - 1] = false }
            } else if trimmed.hasPrefix("#endif") {
                _ = branches.popLast()
            } else if branches.allSatisfy({ $0 }) {
                kept.append(line)
            }
        }
        return kept.joined(separator: "\n")
    }

    /// Splits at `separator` where it is not nested in brackets, parentheses, angle brackets
    /// of generic arguments, braces or strings.
    static func splitTopLevel(_ text: String, separator: Character) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var inString = false
        var previous: Character = " "
        for char in text {
            if inString {
                current.append(char)
                if char == "\"" && previous != "\\" { inString = false }
                previous = char
                continue
            }
            switch char {
            case "\"": inString = true
            case "(", "[", "{", "<": depth += 1
            case ")", "]", "}": depth -= 1
            case ">" where previous != "-": depth -= 1
            default: break
            }
            if char == separator && depth == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(char)
            }
            previous = char
        }
        parts.append(current)
        return parts.map { $0.trimmingSpaces }.filter { !$0.isEmpty }
    }

    /// The index just past the bracket that closes the one at `open` (same kind), if any.
    static func indexAfterClosing(_ chars: [Character], from open: Int) -> Int? {
        let pairs: [Character: Character] = ["(": ")", "[": "]", "{": "}", "<": ">"]
        guard let closer = pairs[chars[open]] else { return nil }
        let opener = chars[open]
        var depth = 0
        var inString = false
        var index = open
        while index < chars.count {
            let char = chars[index]
            if inString {
                if char == "\\" { index += 2; continue }
                if char == "\"" { inString = false }
            } else if char == "\"" {
                inString = true
            } else if char == opener {
                depth += 1
            } else if char == closer && !(closer == ">" && index > 0 && chars[index - 1] == "-") {
                depth -= 1
                if depth == 0 { return index + 1 }
            }
            index += 1
        }
        return nil
    }

    /// Splits leading attributes (`@name`, `@name(...)`, `@Name<T>`) off a declaration.
    static func leadingAttributes(of text: String) -> (attributes: [String], rest: String) {
        let chars = Array(text)
        var attributes: [String] = []
        var index = 0
        while true {
            while index < chars.count, chars[index] == " " || chars[index] == "\n" || chars[index] == "\t" { index += 1 }
            guard index < chars.count, chars[index] == "@" else { break }
            var end = index + 1
            while end < chars.count, chars[end].isLetter || chars[end].isNumber || chars[end] == "_" || chars[end] == "." { end += 1 }
            // A generic result builder: `@TabContentBuilder<SelectionValue>`.
            if end < chars.count, chars[end] == "<", let close = indexAfterClosing(chars, from: end) {
                end = close
            }
            if end < chars.count, chars[end] == "(", let close = indexAfterClosing(chars, from: end) {
                end = close
            }
            attributes.append(String(chars[index..<end]))
            index = end
        }
        return (attributes, String(chars[index...]))
    }
}

extension StringProtocol {
    var trimmingSpaces: String {
        var slice = Substring(self)
        while let first = slice.first, first.isWhitespace { slice = slice.dropFirst() }
        while let last = slice.last, last.isWhitespace { slice = slice.dropLast() }
        return String(slice)
    }
}
