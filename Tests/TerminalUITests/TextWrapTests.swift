import Testing
@testable import TerminalUI

/// How `TextLayout.lines` wraps a paragraph: a glyph wider than the line takes a line of its own,
/// with no empty line before it.
@MainActor @Suite struct TextWrapTests {
    private func wrapped(_ text: String, width: Int) -> [String] {
        let environment = EnvironmentValues()
        let paragraphs = TextLayout.paragraphs(of: Text(verbatim: text).runs, environment: environment)
        return TextLayout.lines(paragraphs, width: width, maxLines: nil, truncation: .tail).map { line in
            line.map(\.text.string).joined()
        }
    }

    @Test func aWideGlyphAfterOthersTakesTheNextLine() {
        #expect(wrapped("a漢", width: 1) == ["a", "漢"])
        #expect(wrapped("ab漢c", width: 1) == ["a", "b", "漢", "c"])
    }

    @Test func aLeadingWideGlyphTakesTheFirstLine() {
        #expect(wrapped("漢", width: 1) == ["漢"])
        #expect(wrapped("漢a", width: 1) == ["漢", "a"])
    }

    /// After a break at a space, a wide glyph goes with the word moved down when both fit, and
    /// after it otherwise; after a space that ended a line, on the next line.
    @Test func aWideGlyphAfterABreakAtASpace() {
        #expect(wrapped("a b漢", width: 3) == ["a", "b漢"])
        #expect(wrapped("a b漢", width: 2) == ["a", "b", "漢"])
        #expect(wrapped("ab cd漢", width: 3) == ["ab", "cd", "漢"])
        #expect(wrapped("a 漢", width: 2) == ["a", "漢"])
        #expect(wrapped("a 漢", width: 1) == ["a", "漢"])
    }
}
