/// How many colours the terminal can show, and so how `TerminalColor`s are sent to it.
public enum ColorMode: Hashable, Sendable {
    /// 24-bit RGB (`COLORTERM=truecolor` or `24bit`).
    case trueColor
    /// The xterm 256-colour palette: RGB is mapped to the nearest cube or grey entry.
    case palette256
    /// The 16 ANSI colours: everything is mapped to the nearest of them.
    case palette16
    /// No colour at all (`NO_COLOR` set): only attributes (bold, inverse, ...) are drawn.
    case monochrome

    /// The mode the environment asks for: `NO_COLOR` (any non-empty value) wins, then
    /// `COLORTERM=truecolor|24bit`, then a `TERM` naming 256 colours (or a known modern
    /// terminal), else 16 colours.
    public static func detect(environment: [String: String]) -> ColorMode {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .monochrome }
        let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
        if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
        let term = environment["TERM"]?.lowercased() ?? ""
        if term.contains("256") || term.hasPrefix("xterm-kitty") || term.hasPrefix("alacritty")
            || term.hasPrefix("wezterm") || term.hasPrefix("foot") {
            return .palette256
        }
        return .palette16
    }

    /// The colour actually sent for `color` in this mode.
    public func resolve(_ color: TerminalColor) -> TerminalColor {
        switch (self, color) {
        case (.monochrome, _), (_, .default):
            return .default
        case (.trueColor, _), (.palette256, .indexed):
            return color
        case (.palette256, .rgb(let r, let g, let b)):
            return .indexed(ColorPalette.nearest256(r, g, b))
        case (.palette16, .indexed(let index)) where index < 16:
            return color
        case (.palette16, .indexed(let index)):
            let (r, g, b) = ColorPalette.rgb(ofIndex: index)
            return .indexed(ColorPalette.nearest16(r, g, b))
        case (.palette16, .rgb(let r, let g, let b)):
            return .indexed(ColorPalette.nearest16(r, g, b))
        }
    }

    /// The style actually sent for `style` in this mode (colours resolved, attributes kept).
    public func resolve(_ style: CellStyle) -> CellStyle {
        guard self != .trueColor else { return style }
        var resolved = style
        resolved.foreground = resolve(style.foreground)
        resolved.background = resolve(style.background)
        return resolved
    }
}
