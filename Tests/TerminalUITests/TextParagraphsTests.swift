import Testing
@testable import TerminalUI

/// `TextLayout.paragraphs` ends paragraphs at `\n`, `\r\n`, U+2028 and U+2029 and draws every
/// other control character inert, whether a run is ASCII (read byte by byte) or not (read by
/// grapheme).
@MainActor @Suite struct TextParagraphsTests {
    private func paragraphs(_ text: String) -> [String] {
        TextLayout.paragraphs(of: [TextRun(string: text)], environment: EnvironmentValues())
            .map { $0.map { "\($0.character)\($0.width == 1 ? "" : "/\($0.width)")" }.joined() }
    }

    /// Each line-break kind, in an ASCII text and in one with a non-ASCII character.
    @Test(arguments: ["a", "é"])
    func lineBreakKinds(_ letter: String) {
        let a = letter
        #expect(paragraphs("\(a)\nb") == [a, "b"])
        #expect(paragraphs("\(a)\r\nb") == [a, "b"])
        #expect(paragraphs("\(a)\u{2028}b") == [a, "b"])
        #expect(paragraphs("\(a)\u{2029}b") == [a, "b"])
        // Not line breaks: drawn as their control pictures (or caret notation).
        #expect(paragraphs("\(a)\rb") == ["\(a)␍b"])
        #expect(paragraphs("\(a)\u{0B}b") == ["\(a)␋b"])
        #expect(paragraphs("\(a)\u{0C}b") == ["\(a)␌b"])
        #expect(paragraphs("\(a)\u{85}b") == ["\(a)^[Eb"])
        #expect(paragraphs("\(a)\tb\u{7F}") == ["\(a) b␡"])
        // `\r` at the end, `\r\r\n`, `\n\r`, and empty paragraphs.
        #expect(paragraphs("\(a)\r") == ["\(a)␍"])
        #expect(paragraphs("\(a)\r\r\nb") == ["\(a)␍", "b"])
        #expect(paragraphs("\(a)\n\rb") == [a, "␍b"])
        #expect(paragraphs("\n\(a)\n\n") == ["", a, "", ""])
    }

    /// A `\r` ending one run and a `\n` starting the next are two graphemes (as the runs are
    /// read one by one): an inert `\r`, then a line break.
    @Test func crAndLFInTwoRuns() {
        let runs = [TextRun(string: "a\r"), TextRun(string: "\nb")]
        let lines = TextLayout.paragraphs(of: runs, environment: EnvironmentValues())
        #expect(lines.map { String($0.map(\.character)) } == ["a␍", "b"])
    }

    /// Every text of up to three characters from a mix of ASCII, line breaks, controls and
    /// wide or combining characters gives the paragraphs that reading it grapheme by grapheme
    /// (comparing each with the line breaks) gives.
    @Test func equalsReadingByGrapheme() {
        let alphabet: [String] = ["a", " ", "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}", "\u{7F}", "\u{1B}", "界", "\u{301}", "😀", "\u{202E}"]
        var texts = [""]
        for _ in 0..<3 { texts += texts.flatMap { text in alphabet.map { text + $0 } } }
        for text in Set(texts) {
            let read = TextLayout.paragraphs(of: [TextRun(string: text)], environment: EnvironmentValues())
            let expected = byGrapheme(text)
            #expect(read.map { $0.map(\.character) } == expected.map { $0.map(\.character) }, "\(text.unicodeScalars.map(\.value))")
            #expect(read.map { $0.map(\.width) } == expected.map { $0.map(\.width) })
        }
    }

    /// The reading every grapheme compared with the four line breaks (the layout before runs of
    /// ASCII were read by byte).
    private func byGrapheme(_ text: String) -> [[StyledGlyph]] {
        var paragraphs: [[StyledGlyph]] = [[]]
        for grapheme in text {
            if grapheme == "\n" || grapheme == "\r\n" || grapheme == "\u{2028}" || grapheme == "\u{2029}" {
                paragraphs.append([])
            } else if let safe = InertText.replacement(for: grapheme) {
                for character in safe {
                    paragraphs[paragraphs.count - 1].append(StyledGlyph(character: character, width: DisplayWidth.of(character), style: CellStyle()))
                }
            } else {
                let width = DisplayWidth.of(grapheme)
                if width > 0 { paragraphs[paragraphs.count - 1].append(StyledGlyph(character: grapheme, width: width, style: CellStyle())) }
            }
        }
        return paragraphs
    }
}
