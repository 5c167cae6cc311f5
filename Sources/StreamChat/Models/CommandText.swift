import Foundation

/// A message text that starts with a command word: `/name arguments`.
///
/// The one parse of a command word, so that client and server agree on what is a command: the
/// server runs the enabled command a message starts with, and the composer holds back a word
/// that no command of the channel answers.
///
/// A command word is the symbol (`/`), then letters, digits, `_` or `-`, then white space of any
/// kind (a space, several, a tab, a line break, a no-break space) or the end of the text.
/// `/usr/bin`, `/ hi` and `hi /giphy` are none. Its name matches whatever its case
/// (`/GIPHY dogs` is giphy's).
public struct CommandText: Equatable, Sendable {
    /// The command word as typed, symbol included (`/PAY` of `/PAY @ana 10`).
    public let word: String
    /// The command's name, lowercased, without the symbol (`pay`).
    public let name: String
    /// What follows the word, without white space or line breaks around it (`@ana 10`).
    public let arguments: String

    /// Parses the command word `text` starts with; `nil` when it starts with none.
    /// - Parameters:
    ///   - text: a message's text.
    ///   - symbol: what starts a command (`/`).
    public init?(_ text: String, symbol: String = "/") {
        guard !symbol.isEmpty, text.hasPrefix(symbol) else { return nil }
        let body = text.dropFirst(symbol.count)
        let name = body.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
        let rest = body.dropFirst(name.count)
        guard !name.isEmpty, rest.first?.isWhitespace ?? true else { return nil }
        word = symbol + name
        self.name = name.lowercased()
        arguments = rest.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

extension ChannelConfig {
    /// The command of ``commands`` named `name`, whatever its case (`GIPHY` is giphy); `nil`
    /// when the channel does not enable it.
    public func command(named name: String) -> Command? {
        commands.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }
    }
}
