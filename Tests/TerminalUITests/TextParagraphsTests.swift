import Testing
@testable import TerminalUI

/// `TextLayout.paragraphs` ends paragraphs at `\n`, `\r\n`, U+2028 and U+2029 and draws every
/// other control character inert, in its run's style, whether a run is ASCII (read byte by
/// byte) or not (read by grapheme). The reading is a speed change (the same paragraphs as
/// comparing every grapheme with the line breaks): these tests pass with either reading and
/// fail when the byte-by-byte one breaks (a printable byte off the table, a style dropped).
@MainActor @Suite struct TextParagraphsTests {
    private func paragraphs(_ text: String) -> [String] {
        TextLayout.paragraphs(of: [TextRun(string: text)], environment: EnvironmentValues())
            .map { $0.map { "\($0.text.string)\($0.width == 1 ? "" : "/\($0.width)")" }.joined() }
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

    /// A laid-out glyph holds no reference (its grapheme is kept as a cell keeps it): wrapping
    /// and drawing copy glyphs without retaining and releasing anything.
    @Test func glyphsHoldNoReference() {
        #expect(_isPOD(StyledGlyph.self))
        let glyphs = TextLayout.paragraphs(of: [TextRun(string: "a界😀")], environment: EnvironmentValues())[0]
        #expect(glyphs.map(\.text) == ["a", "界", "😀"].map { CellText($0) })
        #expect(glyphs.map(\.width) == [1, 2, 2])
    }

    /// A `\r` ending one run and a `\n` starting the next are two graphemes (as the runs are
    /// read one by one): an inert `\r`, then a line break.
    @Test func crAndLFInTwoRuns() {
        let runs = [TextRun(string: "a\r"), TextRun(string: "\nb")]
        let lines = TextLayout.paragraphs(of: runs, environment: EnvironmentValues())
        #expect(lines.map { $0.map(\.text.string).joined() } == ["a␍", "b"])
    }

    /// Every text of up to three characters from a mix of ASCII, line breaks, controls and
    /// wide or combining characters gives the paragraphs, glyphs, widths and styles that reading
    /// it grapheme by grapheme (comparing each with the line breaks) gives. The run is bold, so a
    /// path that drops the run's style (the byte-by-byte one for ASCII, the inert pictures) fails.
    @Test func equalsReadingByGrapheme() {
        var texts = [""]
        for _ in 0..<3 { texts += texts.flatMap { text in Self.alphabet.map { text + $0 } } }
        for text in Set(texts) {
            #expect(read([(text, Self.bold)]) == byGrapheme(text, style: Self.bold), "\(text.unicodeScalars.map(\.value))")
        }
    }

    /// Every ASCII byte, alone, at the end and between letters, is read as its grapheme is (each
    /// printable byte is a glyph of its own table entry; a wrong or missing entry fails).
    @Test func everyASCIIByte() {
        for byte in UInt8(0)..<0x80 {
            let character = String(UnicodeScalar(byte))
            for text in [character, "a\(character)", "a\(character)b"] {
                #expect(read([(text, Self.bold)]) == byGrapheme(text, style: Self.bold), "byte \(byte) in \(Array(text.utf8))")
            }
        }
    }

    /// Two runs of different styles, ASCII or not, each read as its graphemes are, in its own
    /// style: the last paragraph of the first run goes on with the second run's first.
    @Test func runsKeepTheirStyles() {
        let italic = CellStyle(italic: true)
        let firsts = [""] + Self.alphabet + Self.alphabet.flatMap { a in Self.alphabet.map { a + $0 } }
        for first in firsts {
            for second in Self.alphabet + ["b~", "é\r"] {
                var expected = byGrapheme(first, style: Self.bold)
                let next = byGrapheme(second, style: italic)
                expected[expected.count - 1] += next[0]
                expected += next.dropFirst()
                #expect(read([(first, Self.bold), (second, italic)]) == expected,
                        "\(first.unicodeScalars.map(\.value)) + \(second.unicodeScalars.map(\.value))")
            }
        }
    }

    /// ASCII, line breaks, controls, wide, combining, emoji and BiDi characters.
    private static let alphabet: [String] = ["a", " ", "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}", "\u{7F}", "\u{1B}", "界", "\u{301}", "😀", "\u{202E}"]
    private static let bold = CellStyle(bold: true)

    /// What the layout reads of one run per text, in the given style (bold or italic).
    private func read(_ runs: [(String, CellStyle)]) -> [[Glyph]] {
        let textRuns = runs.map { text, style in
            var run = TextRun(string: text)
            if style.bold { run.bold = true }
            if style.italic { run.italic = true }
            return run
        }
        return TextLayout.paragraphs(of: textRuns, environment: EnvironmentValues()).map { $0.map(Glyph.init) }
    }

    /// The reading every grapheme compared with the four line breaks (the layout before runs of
    /// ASCII were read by byte).
    private func byGrapheme(_ text: String, style: CellStyle) -> [[Glyph]] {
        var paragraphs: [[Glyph]] = [[]]
        for grapheme in text {
            if grapheme == "\n" || grapheme == "\r\n" || grapheme == "\u{2028}" || grapheme == "\u{2029}" {
                paragraphs.append([])
            } else if let safe = InertText.replacement(for: grapheme) {
                for character in safe {
                    paragraphs[paragraphs.count - 1].append(Glyph(text: CellText(character), width: DisplayWidth.of(character), style: style))
                }
            } else {
                let width = DisplayWidth.of(grapheme)
                if width > 0 { paragraphs[paragraphs.count - 1].append(Glyph(text: CellText(grapheme), width: width, style: style)) }
            }
        }
        return paragraphs
    }
}

/// A glyph as the tests compare it: its grapheme as a cell keeps it, width and style.
private struct Glyph: Equatable, CustomStringConvertible {
    let text: CellText
    let width: Int
    let style: CellStyle

    init(text: CellText, width: Int, style: CellStyle) {
        self.text = text
        self.width = width
        self.style = style
    }

    init(_ glyph: StyledGlyph) {
        self.init(text: glyph.text, width: glyph.width, style: glyph.style)
    }

    var description: String { "\(text.string.unicodeScalars.map(\.value))/\(width)\(style.bold ? "b" : "")\(style.italic ? "i" : "")" }
}
