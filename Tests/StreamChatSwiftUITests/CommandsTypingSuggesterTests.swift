import Foundation
import Testing
@testable import StreamChatSwiftUI

/// Trigger detection: UTF-16 carets, symbol placement, queries with spaces, bad carets.
@Suite struct CommandsTypingSuggesterTests {
    let mentions = TypingSuggester(options: TypingSuggestionOptions(symbol: "@", allowsSpaces: true))
    let instant = TypingSuggester(options: TypingSuggestionOptions(symbol: "/", shouldTriggerOnlyAtStart: true))

    private func utf16(_ text: String) -> Int { text.utf16.count }

    @Test func mentionAtStartOfText() throws {
        let suggestion = try #require(mentions.typingSuggestion(in: "@ana", caretLocation: 4))
        #expect(suggestion.text == "ana")
        #expect(suggestion.locationRange == NSRange(location: 1, length: 3))
    }

    @Test func mentionAfterSpaceAndNewline() throws {
        #expect(mentions.typingSuggestion(in: "hi @bo", caretLocation: 6)?.text == "bo")
        #expect(mentions.typingSuggestion(in: "hi\n@bo", caretLocation: 6)?.text == "bo")
    }

    @Test func bareSymbolGivesEmptyQuery() throws {
        let suggestion = try #require(mentions.typingSuggestion(in: "hello @", caretLocation: 7))
        #expect(suggestion.text == "")
        #expect(suggestion.locationRange == NSRange(location: 7, length: 0))
    }

    @Test func emailDoesNotTrigger() {
        let text = "write to ana@example.com"
        #expect(mentions.typingSuggestion(in: text, caretLocation: utf16(text)) == nil)
        #expect(mentions.typingSuggestion(in: "ana@", caretLocation: 4) == nil)
    }

    @Test func queryWithSingleSpaces() {
        #expect(mentions.typingSuggestion(in: "@Mike Mo", caretLocation: 8)?.text == "Mike Mo")
        #expect(mentions.typingSuggestion(in: "@Mike  Mo", caretLocation: 9) == nil)
        #expect(mentions.typingSuggestion(in: "@ Mike", caretLocation: 6) == nil)
        #expect(mentions.typingSuggestion(in: "@Mike\nMo", caretLocation: 8) == nil)
    }

    @Test func emojiCJKAndCombiningMarksBeforeTheCaret() throws {
        for prefix in ["👩‍👩‍👧 ", "漢字 ", "e\u{301}\u{301} ", "🇫🇷 "] {
            let text = prefix + "@zoë"
            let suggestion = try #require(mentions.typingSuggestion(in: text, caretLocation: utf16(text)))
            #expect(suggestion.text == "zoë")
            #expect(suggestion.locationRange == NSRange(location: utf16(prefix) + 1, length: utf16("zoë")))
        }
    }

    @Test func caretInTheMiddleOfText() throws {
        let text = "hey @ana how are you"
        let suggestion = try #require(mentions.typingSuggestion(in: text, caretLocation: 7))
        #expect(suggestion.text == "an")
        #expect(suggestion.locationRange == NSRange(location: 5, length: 2))
        // Caret in the earlier plain words: no trigger.
        #expect(mentions.typingSuggestion(in: text, caretLocation: 3) == nil)
    }

    @Test func nearestSymbolDecides() {
        let text = "@ana and @bo"
        #expect(mentions.typingSuggestion(in: text, caretLocation: utf16(text))?.text == "bo")
        #expect(mentions.typingSuggestion(in: text, caretLocation: 4)?.text == "ana")
    }

    @Test func caretBeyondTextOrNegativeIsClamped() {
        #expect(mentions.typingSuggestion(in: "@ana", caretLocation: 999)?.text == "ana")
        #expect(mentions.typingSuggestion(in: "@ana", caretLocation: -5) == nil)
        #expect(mentions.typingSuggestion(in: "", caretLocation: 0) == nil)
        #expect(mentions.typingSuggestion(in: "", caretLocation: -1) == nil)
    }

    @Test func caretInsideSurrogatePairMovesBack() throws {
        let text = "@a😀"
        // 1 + 1 + 2 units; caret 3 splits the emoji.
        let suggestion = try #require(mentions.typingSuggestion(in: text, caretLocation: 3))
        #expect(suggestion.text == "a")
    }

    @Test func onlySymbolsText() {
        #expect(mentions.typingSuggestion(in: "@@@", caretLocation: 3) == nil)
        #expect(instant.typingSuggestion(in: "///", caretLocation: 3) == nil)
        #expect(instant.typingSuggestion(in: "/", caretLocation: 1)?.text == "")
    }

    @Test func instantCommandsOnlyAtStart() {
        #expect(instant.typingSuggestion(in: "/gi", caretLocation: 3)?.text == "gi")
        #expect(instant.typingSuggestion(in: "hi /gi", caretLocation: 6) == nil)
        #expect(instant.typingSuggestion(in: " /gi", caretLocation: 4) == nil)
        #expect(instant.typingSuggestion(in: "/giphy cats", caretLocation: 11) == nil)
    }

    @Test func multiCharacterSymbol() {
        let custom = TypingSuggester(options: TypingSuggestionOptions(symbol: "!!", shouldTriggerOnlyAtStart: true))
        #expect(custom.typingSuggestion(in: "!!pa", caretLocation: 4)?.text == "pa")
        #expect(custom.typingSuggestion(in: "!pa", caretLocation: 3) == nil)
    }

    @Test func hugeTextStaysCorrect() {
        let big = String(repeating: "word ", count: 20_000) + "@ana"
        #expect(mentions.typingSuggestion(in: big, caretLocation: utf16(big))?.text == "ana")
        let noSpaces = String(repeating: "x", count: 100_000)
        #expect(mentions.typingSuggestion(in: noSpaces, caretLocation: 100_000) == nil)
    }

    @Test func emptySymbolNeverTriggers() {
        let none = TypingSuggester(options: TypingSuggestionOptions(symbol: ""))
        #expect(none.typingSuggestion(in: "@ana", caretLocation: 4) == nil)
    }
}
