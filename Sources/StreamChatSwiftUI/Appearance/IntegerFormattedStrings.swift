import Foundation
import Synchronization

/// Strings formatted from a format and integer arguments only ("%1$ld members, %2$ld online"),
/// kept so that a view evaluated again with the same counts does not format them again
/// (`String(format:)` costs tens of thousands of instructions per call; a lookup, a few hundred).
///
/// Keyed by the format itself, so a new localization provider or a reworded string formats
/// anew. Holds at most `limit` strings; when full, it starts over. `L10n` uses ``shared``.
final class IntegerFormattedStrings: Sendable {
    private struct Key: Hashable {
        let format: String
        let arguments: [Int]
    }

    /// The strings `L10n` formats.
    static let shared = IntegerFormattedStrings()

    /// The most strings kept.
    let limit: Int
    private let strings = Mutex<[Key: String]>([:])

    init(limit: Int = 64) {
        self.limit = limit
    }

    /// The string `format` gives for `arguments`, formatted once per format and integers; nil
    /// when an argument is not an `Int` (the caller formats it).
    func string(format: String, arguments: [any CVarArg], formatting: (String, [any CVarArg]) -> String) -> String? {
        var integers: [Int] = []
        integers.reserveCapacity(arguments.count)
        for argument in arguments {
            guard let integer = argument as? Int else { return nil }
            integers.append(integer)
        }
        let key = Key(format: format, arguments: integers)
        if let known = strings.withLock({ $0[key] }) { return known }
        let formatted = formatting(format, arguments)
        strings.withLock { strings in
            if strings.count >= limit { strings.removeAll(keepingCapacity: true) }
            strings[key] = formatted
        }
        return formatted
    }

    /// How many strings are kept.
    var count: Int { strings.withLock { $0.count } }
}
