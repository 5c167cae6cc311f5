/// One drawable grapheme of laid-out text.
struct StyledGlyph {
    let character: Character
    let width: Int
    let style: CellStyle
}

/// Turns styled text into lines of glyphs: inert control characters, paragraphs split at
/// line breaks, word wrapping to a width, and truncation to a number of lines.
enum TextLayout {
    static let ellipsis: Character = "…"

    /// Splits text runs into paragraphs of drawable glyphs.
    static func paragraphs(of runs: [TextRun], environment: EnvironmentValues) -> [[StyledGlyph]] {
        var paragraphs: [[StyledGlyph]] = [[]]
        for run in runs {
            let style = cellStyle(of: run, environment: environment)
            for grapheme in run.string {
                if grapheme == "\n" || grapheme == "\r\n" || grapheme == "\u{2028}" || grapheme == "\u{2029}" {
                    paragraphs.append([])
                } else if let safe = InertText.replacement(for: grapheme) {
                    for character in safe {
                        paragraphs[paragraphs.count - 1].append(StyledGlyph(character: character, width: DisplayWidth.of(character), style: style))
                    }
                } else {
                    let width = DisplayWidth.of(grapheme)
                    if width > 0 { paragraphs[paragraphs.count - 1].append(StyledGlyph(character: grapheme, width: width, style: style)) }
                }
            }
        }
        return paragraphs
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
            let all = paragraphs.count > 1 ? Array(paragraphs.joined(separator: [StyledGlyph(character: " ", width: 1, style: first.first?.style ?? CellStyle())])) : first
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

    private static func wrap(_ glyphs: [StyledGlyph], width: Int, into lines: inout [[StyledGlyph]], limit: Int?) {
        if glyphs.isEmpty {
            lines.append([])
            return
        }
        var line: [StyledGlyph] = []
        var lineWidth = 0
        var lastSpace: Int?
        for glyph in glyphs {
            if let limit, lines.count >= limit { return }
            if lineWidth + glyph.width > width {
                if glyph.character == " " {
                    lines.append(line)
                    line = []
                    lineWidth = 0
                    lastSpace = nil
                    continue
                }
                if let space = lastSpace {
                    lines.append(Array(line[..<space]))
                    line = Array(line[(space + 1)...])
                    lineWidth = line.reduce(0) { $0 + $1.width }
                } else {
                    lines.append(line)
                    line = []
                    lineWidth = 0
                }
                lastSpace = nil
                if lineWidth + glyph.width > width {
                    lines.append(line)
                    line = []
                    lineWidth = 0
                }
            }
            if glyph.character == " " { lastSpace = line.count }
            line.append(glyph)
            lineWidth += glyph.width
        }
        lines.append(line)
    }

    private static func appendingEllipsis(_ line: [StyledGlyph], width: Int) -> [StyledGlyph] {
        var line = line
        let style = line.last?.style ?? CellStyle()
        var used = line.reduce(0) { $0 + $1.width }
        while !line.isEmpty, used + 1 > width { used -= line.removeLast().width }
        while let last = line.last, last.character == " " { line.removeLast() }
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
