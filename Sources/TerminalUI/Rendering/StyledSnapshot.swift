/// A text form of a grid that shows styles: each row is printed, and after it a line
/// `  [from-to) style` for every run of cells with a non-plain style, e.g.
///
///     Send ➤
///     ^[0-4) bold fg=4
///
/// Runs are half-open column ranges; attributes are `bold`, `dim`, `italic`, `underline`,
/// `inverse`, `strike`, `fg=`/`bg=` (indexed number, `#rrggbb`).
public enum StyledSnapshot {
    /// The annotated text of a grid.
    public static func text(of grid: CellGrid) -> String {
        var lines: [String] = []
        for row in 0..<grid.height {
            var line = ""
            var annotations: [String] = []
            var runStart = 0
            var runStyle = CellStyle.plain
            for column in 0...grid.width {
                let style = column < grid.width ? grid[column, row].style : CellStyle.plain
                if column < grid.width, !grid[column, row].isContinuation { line += grid[column, row].grapheme }
                if style != runStyle || column == grid.width {
                    if runStyle != .plain, column > runStart { annotations.append("  [\(runStart)-\(column)) \(describe(runStyle))") }
                    runStart = column
                    runStyle = style
                }
            }
            lines.append(line)
            lines.append(contentsOf: annotations)
        }
        return lines.joined(separator: "\n")
    }

    /// The attributes of a style, space separated.
    public static func describe(_ style: CellStyle) -> String {
        var parts: [String] = []
        if style.bold { parts.append("bold") }
        if style.dim { parts.append("dim") }
        if style.italic { parts.append("italic") }
        if style.underline { parts.append("underline") }
        if style.inverse { parts.append("inverse") }
        if style.strikethrough { parts.append("strike") }
        if style.foreground != .default { parts.append("fg=" + describe(style.foreground)) }
        if style.background != .default { parts.append("bg=" + describe(style.background)) }
        return parts.joined(separator: " ")
    }

    private static func describe(_ color: TerminalColor) -> String {
        switch color {
        case .default: return "default"
        case .indexed(let index): return String(index)
        case .rgb(let r, let g, let b):
            return "#" + [r, g, b].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
        }
    }
}
