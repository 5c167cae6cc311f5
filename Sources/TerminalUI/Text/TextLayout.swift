/// One drawable grapheme of laid-out text. Its grapheme is kept as a cell keeps it
/// (`CellText`, plain bits): glyphs copy without retains and releases as paragraphs are wrapped
/// into lines, and drawing one stores its bits in the cell without converting a `Character`.
struct StyledGlyph {
    let text: CellText
    let width: Int
    let style: CellStyle

    init(character: Character, width: Int, style: CellStyle) {
        self.init(character: character, text: CellText(character), width: width, style: style)
    }

    /// A glyph of `character` kept as `text` (`CellText(character)`; a test passes
    /// `.replacement` to stand for a full `LongGraphemes` table). A grapheme kept as U+FFFD is
    /// one column wide whatever its own width: wrapping, measuring and the advance when drawn
    /// all use `width`, and U+FFFD is drawn in one column, so none is left undrawn.
    init(character: Character, text: CellText, width: Int, style: CellStyle) {
        self.init(text: text, width: text == .replacement ? 1 : width, style: style)
    }

    init(text: CellText, width: Int, style: CellStyle) {
        self.text = text
        self.width = width
        self.style = style
    }

    /// The same grapheme in another style.
    func with(style: CellStyle) -> StyledGlyph { StyledGlyph(text: text, width: width, style: style) }

    /// Whether the glyph is a space (where lines break).
    var isSpace: Bool { text == .space }
}

/// Turns styled text into lines of glyphs: inert control characters, paragraphs split at
/// line breaks, word wrapping to a width, and truncation to a number of lines.
enum TextLayout {
    static let ellipsis: Character = "…"

    /// Splits text runs into paragraphs of drawable glyphs.
    ///
    /// Paragraphs end at `\n`, `\r\n`, U+2028 and U+2029; every other control character
    /// (a lone `\r`, U+0085, vertical tab, form feed) is drawn inert (`InertText`). A run of
    /// ASCII is read byte by byte: there each byte is a grapheme of its own but for `\r\n`.
    static func paragraphs(of runs: [TextRun], environment: EnvironmentValues) -> [[StyledGlyph]] {
        var paragraphs: [[StyledGlyph]] = []
        var current: [StyledGlyph] = []
        for run in runs {
            let style = cellStyle(of: run, environment: environment)
            if isASCII(run.string) {
                appendASCII(run.string, style: style, to: &current, paragraphs: &paragraphs)
            } else {
                appendGraphemes(run.string, style: style, to: &current, paragraphs: &paragraphs)
            }
        }
        paragraphs.append(current)
        return paragraphs
    }

    private static func isASCII(_ string: String) -> Bool {
        for byte in string.utf8 where byte >= 0x80 { return false }
        return true
    }


    private static func appendASCII(_ string: String, style: CellStyle, to current: inout [StyledGlyph], paragraphs: inout [[StyledGlyph]]) {
        current.reserveCapacity(current.count + string.utf8.count)
        var afterCR = false
        for byte in string.utf8 {
            if afterCR {
                afterCR = false
                if byte == 0x0A {  // `\r\n`, one grapheme: a line break
                    paragraphs.append(current)
                    current = []
                    continue
                }
                appendInert("\r", style: style, to: &current)
            }
            switch byte {
            case 0x20..<0x7F: current.append(StyledGlyph(text: CellText(ascii: byte), width: 1, style: style))
            case 0x0A:
                paragraphs.append(current)
                current = []
            case 0x0D: afterCR = true
            default: appendInert(Character(Unicode.Scalar(byte)), style: style, to: &current)
            }
        }
        if afterCR { appendInert("\r", style: style, to: &current) }
    }

    private static func appendGraphemes(_ string: String, style: CellStyle, to current: inout [StyledGlyph], paragraphs: inout [[StyledGlyph]]) {
        for grapheme in string {
            if isLineBreak(grapheme) {
                paragraphs.append(current)
                current = []
            } else if let safe = InertText.replacement(for: grapheme) {
                appendGlyphs(of: safe, style: style, to: &current)
            } else {
                let width = DisplayWidth.of(grapheme)
                if width > 0 { current.append(StyledGlyph(character: grapheme, width: width, style: style)) }
            }
        }
    }

    /// Whether a grapheme is `\n`, `\r\n`, U+2028 or U+2029. Each of them is a grapheme of its
    /// own (nothing combines with a control character), and a grapheme starting with `\r` is
    /// `\r` or `\r\n`, so the first scalar (and for `\r` whether another follows) tells.
    static func isLineBreak(_ grapheme: Character) -> Bool {
        var scalars = grapheme.unicodeScalars.makeIterator()
        switch scalars.next()?.value {
        case 0x0A, 0x2028, 0x2029: return true
        case 0x0D: return scalars.next() != nil
        default: return false
        }
    }

    private static func appendInert(_ grapheme: Character, style: CellStyle, to current: inout [StyledGlyph]) {
        guard let safe = InertText.replacement(for: grapheme) else { return }
        appendGlyphs(of: safe, style: style, to: &current)
    }

    private static func appendGlyphs(of safe: String, style: CellStyle, to current: inout [StyledGlyph]) {
        for character in safe {
            current.append(StyledGlyph(character: character, width: DisplayWidth.of(character), style: style))
        }
    }

    static func cellStyle(of run: TextRun, environment: EnvironmentValues) -> CellStyle {
        var style = CellStyle()
        let font = run.font ?? environment.font
        style.bold = run.bold ?? font?.isBold ?? false
        style.italic = run.italic ?? font?.isItalic ?? false
        style.underline = run.underline ?? false
        style.strikethrough = run.strikethrough ?? false
        let color = run.foreground ?? environment.foregroundColor
        if let color {
            if let terminal = color.terminalColor { style.foreground = terminal }
            style.dim = color.isDim
        }
        if let background = run.background?.terminalColor { style.background = background }
        return style
    }

    /// Wraps paragraphs to `width` columns (breaking at spaces when possible) and truncates to
    /// `maxLines` with an ellipsis.
    static func lines(_ paragraphs: [[StyledGlyph]], width: Int, maxLines: Int?, truncation: Text.TruncationMode) -> [[StyledGlyph]] {
        guard width > 0 else { return [] }
        let limit = maxLines.map { max(1, $0) }
        if limit == 1, let first = paragraphs.first {
            let all = paragraphs.count > 1 ? Array(paragraphs.joined(separator: [StyledGlyph(text: .space, width: 1, style: first.first?.style ?? CellStyle())])) : first
            return [truncateSingleLine(all, width: width, mode: truncation)]
        }
        var lines: [[StyledGlyph]] = []
        for paragraph in paragraphs {
            wrap(paragraph, width: width, into: &lines, limit: limit.map { $0 + 1 })
            if let limit, lines.count > limit { break }
        }
        if let limit, lines.count > limit {
            lines.removeLast(lines.count - limit)
            lines[limit - 1] = appendingEllipsis(lines[limit - 1], width: width)
        }
        return lines
    }

    /// Each line is a stretch of `glyphs` (`lineStart` up to the glyph at hand), copied out once
    /// when it ends: appending glyph by glyph to a line of its own grew that line's buffer again
    /// and again (a new buffer and a copy at each doubling, for every line of every text laid
    /// out).
    private static func wrap(_ glyphs: [StyledGlyph], width: Int, into lines: inout [[StyledGlyph]], limit: Int?) {
        if glyphs.isEmpty {
            lines.append([])
            return
        }
        var lineStart = 0
        var lineWidth = 0
        // Where the last space of the current line is, in `glyphs`.
        var lastSpace: Int?
        for index in glyphs.indices {
            let glyph = glyphs[index]
            if let limit, lines.count >= limit { return }
            if lineWidth + glyph.width > width {
                if glyph.isSpace {
                    lines.append(Array(glyphs[lineStart..<index]))
                    lineStart = index + 1
                    lineWidth = 0
                    lastSpace = nil
                    continue
                }
                if let space = lastSpace {
                    lines.append(Array(glyphs[lineStart..<space]))
                    lineStart = space + 1
                    lineWidth = 0
                    for moved in lineStart..<index { lineWidth += glyphs[moved].width }
                } else if lineStart < index {
                    lines.append(Array(glyphs[lineStart..<index]))
                    lineStart = index
                    lineWidth = 0
                }
                lastSpace = nil
                // A glyph wider than the line takes a line of its own, after the glyphs moved
                // down with it, if any (an empty line before it would show as a blank one).
                if lineWidth + glyph.width > width, lineStart < index {
                    lines.append(Array(glyphs[lineStart..<index]))
                    lineStart = index
                    lineWidth = 0
                }
            }
            if glyph.isSpace { lastSpace = index }
            lineWidth += glyph.width
        }
        lines.append(Array(glyphs[lineStart...]))
    }

    private static func appendingEllipsis(_ line: [StyledGlyph], width: Int) -> [StyledGlyph] {
        var line = line
        let style = line.last?.style ?? CellStyle()
        var used = line.reduce(0) { $0 + $1.width }
        while !line.isEmpty, used + 1 > width { used -= line.removeLast().width }
        while let last = line.last, last.isSpace { line.removeLast() }
        line.append(StyledGlyph(character: ellipsis, width: 1, style: style))
        return line
    }

    private static func truncateSingleLine(_ glyphs: [StyledGlyph], width: Int, mode: Text.TruncationMode) -> [StyledGlyph] {
        let total = glyphs.reduce(0) { $0 + $1.width }
        guard total > width else { return glyphs }
        let style = glyphs.first?.style ?? CellStyle()
        let mark = StyledGlyph(character: ellipsis, width: 1, style: style)
        switch mode {
        case .tail:
            return appendingEllipsis(glyphs, width: width)
        case .head:
            return [mark] + suffix(glyphs, fitting: width - 1)
        case .middle:
            let headWidth = (width - 1 + 1) / 2
            let head = prefix(glyphs, fitting: headWidth)
            let tail = suffix(glyphs, fitting: width - 1 - head.reduce(0) { $0 + $1.width })
            return head + [mark] + tail
        }
    }

    private static func prefix(_ glyphs: [StyledGlyph], fitting width: Int) -> [StyledGlyph] {
        var result: [StyledGlyph] = []
        var used = 0
        for glyph in glyphs {
            if used + glyph.width > width { break }
            result.append(glyph)
            used += glyph.width
        }
        return result
    }

    private static func suffix(_ glyphs: [StyledGlyph], fitting width: Int) -> [StyledGlyph] {
        var result: [StyledGlyph] = []
        var used = 0
        for glyph in glyphs.reversed() {
            if used + glyph.width > width { break }
            result.append(glyph)
            used += glyph.width
        }
        return result.reversed()
    }
}

extension Array where Element == StyledGlyph {
    /// Columns the glyphs occupy.
    var columns: Int {
        var total = 0
        for glyph in self { total += glyph.width }
        return total
    }
}

extension Array where Element == [StyledGlyph] {
    /// Columns of the widest line.
    var widestColumns: Int {
        var widest = 0
        for line in self { widest = Swift.max(widest, line.columns) }
        return widest
    }
}
