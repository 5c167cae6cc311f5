import Foundation
import Testing
import StreamChatSwiftUI

/// Replacing the typed query with a mention, in UTF-16 units.
@Suite struct CommandsTextReplacementTests {
    @Test func replacesQueryAndMovesCaretAfterInsertion() throws {
        let result = try #require(TextReplacement(replacing: NSRange(location: 4, length: 2), in: "hi @an!", with: "Ana Lee "))
        #expect(result.text == "hi @Ana Lee !")
        #expect(result.caretLocation == 12)
    }

    @Test func emojiBeforeAndInReplacement() throws {
        let text = "👩‍👩‍👧 @zo"
        let location = "👩‍👩‍👧 @".utf16.count
        let result = try #require(TextReplacement(replacing: NSRange(location: location, length: 2), in: text, with: "Zoë 🎉"))
        #expect(result.text == "👩‍👩‍👧 @Zoë 🎉")
        #expect(result.caretLocation == result.text.utf16.count)
    }

    @Test func invalidRangesChangeNothing() {
        #expect(TextReplacement(replacing: NSRange(location: 5, length: 1), in: "abc", with: "x") == nil)
        #expect(TextReplacement(replacing: NSRange(location: -1, length: 1), in: "abc", with: "x") == nil)
        #expect(TextReplacement(replacing: NSRange(location: 1, length: 5), in: "abc", with: "x") == nil)
        #expect(TextReplacement(replacing: NSRange(location: NSNotFound, length: 0), in: "abc", with: "x") == nil)
        // Splitting a surrogate pair is refused.
        #expect(TextReplacement(replacing: NSRange(location: 1, length: 1), in: "😀", with: "x") == nil)
    }
}
