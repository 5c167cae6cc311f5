import Foundation
@testable import StreamChatSwiftUI
import Testing

/// Strings formatted from integers are formatted once per format and numbers.
@Suite("Strings formatted from integers")
struct IntegerFormattedStringsTests {
    /// Formats like `L10n` does, counting the calls.
    final class CountingFormatter {
        var calls = 0
        func format(_ format: String, _ arguments: [any CVarArg]) -> String {
            calls += 1
            return String(format: format, locale: Locale(identifier: "en_US_POSIX"), arguments: arguments)
        }
    }

    @Test func theSameFormatAndNumbersAreFormattedOnce() {
        let formatter = CountingFormatter()
        // A cache of its own: tests running in parallel fill the shared one (and empty it when
        // full) between this test's calls.
        let strings = IntegerFormattedStrings()
        let format = "%1$ld apples, %2$ld pears"
        let first = strings.string(format: format, arguments: [3, 1], formatting: formatter.format)
        #expect(first == String(format: format, 3, 1))
        #expect(strings.string(format: format, arguments: [3, 1], formatting: formatter.format) == first)
        #expect(formatter.calls == 1)
        let other = strings.string(format: format, arguments: [4, 1], formatting: formatter.format)
        #expect(other == String(format: format, 4, 1))
        #expect(formatter.calls == 2)
        // Another format with the same numbers is its own string.
        let reworded = "\(format) reworded"
        #expect(strings.string(format: reworded, arguments: [3, 1], formatting: formatter.format) == String(format: reworded, 3, 1))
        #expect(formatter.calls == 3)
    }

    @Test func otherArgumentsAreLeftToTheCaller() {
        let formatter = CountingFormatter()
        let strings = IntegerFormattedStrings()
        #expect(strings.string(format: "%@ is typing", arguments: ["Ana"], formatting: formatter.format) == nil)
        #expect(strings.string(format: "%1$ld and %2$@", arguments: [1, "Ana"], formatting: formatter.format) == nil)
        #expect(formatter.calls == 0)
        #expect(L10n.Channel.Header.membersOnline(3, 1) == "3 members, 1 online")
        #expect(L10n.Channel.Header.membersOnline(1, 1) == "1 member, 1 online")
    }

    @Test func itKeepsAtMostItsLimit() {
        let formatter = CountingFormatter()
        let strings = IntegerFormattedStrings(limit: 8)
        let format = "%ld bananas"
        for count in 0..<(strings.limit * 2) {
            #expect(strings.string(format: format, arguments: [count], formatting: formatter.format) == String(format: format, count))
        }
        #expect(strings.count <= strings.limit)
        #expect(formatter.calls == strings.limit * 2, "each count formatted once")
        // The last count is kept; the first went when the cache started over.
        _ = strings.string(format: format, arguments: [strings.limit * 2 - 1], formatting: formatter.format)
        #expect(formatter.calls == strings.limit * 2, "the newest count answered from the cache")
        _ = strings.string(format: format, arguments: [0], formatting: formatter.format)
        #expect(formatter.calls == strings.limit * 2 + 1, "the first count formatted again")
    }
}
