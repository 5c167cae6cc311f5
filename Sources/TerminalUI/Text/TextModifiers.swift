import Foundation

extension Text {
    /// Sets the default font for text in the view.
    public func font(_ font: Font?) -> Text { mapRuns { if $0.font == nil { $0.font = font } } }
    /// Applies a bold font weight to the text.
    public func bold() -> Text { bold(true) }
    /// Applies a bold font weight to the text when `isActive` is true.
    public func bold(_ isActive: Bool) -> Text { mapRuns { if $0.bold == nil { $0.bold = isActive } } }
    /// Applies italics to the text.
    public func italic() -> Text { italic(true) }
    /// Applies italics to the text when `isActive` is true.
    public func italic(_ isActive: Bool) -> Text { mapRuns { if $0.italic == nil { $0.italic = isActive } } }
    /// Sets the font weight of the text; semibold and heavier draw bold.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        guard let weight else { return self }
        return bold(weight.isBold)
    }
    /// Applies an underline to the text.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        mapRuns { if $0.underline == nil { $0.underline = isActive } }
    }
    /// Applies a strikethrough to the text.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        mapRuns { if $0.strikethrough == nil { $0.strikethrough = isActive } }
    }
    /// Sets the color of the text displayed by this view.
    public func foregroundColor(_ color: Color?) -> Text {
        mapRuns { if $0.foreground == nil { $0.foreground = color } }
    }
    /// Sets the style of the text displayed by this view.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        foregroundColor(style.resolvedColor)
    }
    /// Letter spacing has no meaning in a terminal; the text is returned unchanged.
    public func kerning(_ kerning: CGFloat) -> Text { self }
    /// Letter spacing has no meaning in a terminal; the text is returned unchanged.
    public func tracking(_ tracking: CGFloat) -> Text { self }
    /// Baseline offsets have no meaning in a terminal; the text is returned unchanged.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }
}

/// The kinds of truncation to perform when a line of text is too long to fit.
extension Text {
    public enum TruncationMode: Sendable, Hashable {
        case head, tail, middle
    }
}

/// An alignment position for text along the horizontal axis.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}
