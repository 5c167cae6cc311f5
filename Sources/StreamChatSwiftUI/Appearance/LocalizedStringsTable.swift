import Foundation
import Synchronization

/// A strings table (`Name.strings`) read from the SDK's resources.
///
/// The file format is the classic `"key" = "value";` list with `/* */` and `//` comments and
/// backslash escapes (`\"`, `\\`, `\n`, `\t`, `\r`, `\Uxxxx`). Parsing is done here rather than by
/// `Bundle` so that the same text is produced on every platform.
struct LocalizedStringsTable: Sendable {
    let entries: [String: String]

    func string(forKey key: String) -> String? { entries[key] }

    /// The table named `name` in the SDK's English resources, parsed once and cached.
    static func shipped(named name: String) -> LocalizedStringsTable {
        cache.withLock { tables in
            if let table = tables[name] { return table }
            let table = load(named: name)
            tables[name] = table
            return table
        }
    }

    private static let cache = Mutex<[String: LocalizedStringsTable]>([:])

    private static func load(named name: String) -> LocalizedStringsTable {
        let bundle = Bundle.module
        let url = bundle.url(forResource: name, withExtension: "strings", subdirectory: nil, localization: "en")
            ?? bundle.url(forResource: name, withExtension: "strings", subdirectory: "en.lproj")
            ?? bundle.url(forResource: name, withExtension: "strings")
        guard let url, let data = try? Data(contentsOf: url) else { return LocalizedStringsTable(entries: [:]) }
        let text = String(decoding: data, as: UTF8.self)
        return LocalizedStringsTable(entries: parse(text))
    }

    /// Parses the text of a strings file. Malformed entries are skipped; the rest are kept.
    static func parse(_ text: String) -> [String: String] {
        var scanner = StringsFileScanner(text)
        var entries: [String: String] = [:]
        while true {
            scanner.skipTrivia()
            guard !scanner.isAtEnd else { break }
            guard let key = scanner.quotedString() else { scanner.skipLine(); continue }
            scanner.skipTrivia()
            guard scanner.consume("=") else { scanner.skipLine(); continue }
            scanner.skipTrivia()
            guard let value = scanner.quotedString() else { scanner.skipLine(); continue }
            scanner.skipTrivia()
            _ = scanner.consume(";")
            entries[key] = value
        }
        return entries
    }
}

/// A cursor over the characters of a strings file.
private struct StringsFileScanner {
    private let characters: [Character]
    private var index = 0

    init(_ text: String) { characters = Array(text) }

    var isAtEnd: Bool { index >= characters.count }

    private func peek(_ offset: Int = 0) -> Character? {
        index + offset < characters.count ? characters[index + offset] : nil
    }

    mutating func consume(_ character: Character) -> Bool {
        guard peek() == character else { return false }
        index += 1
        return true
    }

    mutating func skipLine() {
        while let character = peek(), !character.isNewline { index += 1 }
    }

    /// Skips whitespace and comments.
    mutating func skipTrivia() {
        while let character = peek() {
            if character.isWhitespace {
                index += 1
            } else if character == "/", peek(1) == "/" {
                skipLine()
            } else if character == "/", peek(1) == "*" {
                index += 2
                while !isAtEnd, !(peek() == "*" && peek(1) == "/") { index += 1 }
                index = min(index + 2, characters.count)
            } else {
                return
            }
        }
    }

    /// Reads a double-quoted string with its escapes resolved, or returns nil.
    mutating func quotedString() -> String? {
        guard consume("\"") else { return nil }
        var result = ""
        while let character = peek() {
            index += 1
            switch character {
            case "\"":
                return result
            case "\\":
                guard let escaped = peek() else { return nil }
                index += 1
                switch escaped {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "r": result.append("\r")
                case "U", "u":
                    let hex = String(characters[index..<min(index + 4, characters.count)])
                    if hex.count == 4, let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) {
                        result.unicodeScalars.append(scalar)
                        index += 4
                    } else {
                        result.append(escaped)
                    }
                default: result.append(escaped)
                }
            default:
                result.append(character)
            }
        }
        return nil
    }
}
