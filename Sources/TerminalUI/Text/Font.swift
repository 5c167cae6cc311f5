import Foundation

/// An environment-dependent font. A terminal has one face and one size, so a font maps to
/// cell attributes: heavy weights and the title/headline styles draw bold, italic draws
/// italic; sizes are ignored.
nonisolated public struct Font: Hashable, Sendable {
    /// Whether text in this font draws bold.
    var isBold: Bool
    /// Whether text in this font draws italic.
    var isItalic: Bool
    /// The text style or size the font was made from (kept for equality and debugging).
    var style: String

    init(style: String, bold: Bool = false, italic: Bool = false) {
        self.style = style
        self.isBold = bold
        self.isItalic = italic
    }

    public static let largeTitle = Font(style: "largeTitle", bold: true)
    public static let title = Font(style: "title", bold: true)
    public static let title2 = Font(style: "title2", bold: true)
    public static let title3 = Font(style: "title3", bold: true)
    public static let headline = Font(style: "headline", bold: true)
    public static let subheadline = Font(style: "subheadline")
    public static let body = Font(style: "body")
    public static let callout = Font(style: "callout")
    public static let footnote = Font(style: "footnote")
    public static let caption = Font(style: "caption")
    public static let caption2 = Font(style: "caption2")

    /// A dynamic text style to use for fonts.
    public enum TextStyle: Hashable, CaseIterable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// A design to use for fonts.
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

    /// A weight to use for fonts.
    public struct Weight: Hashable, Sendable {
        let value: Int
        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
        /// Whether a terminal draws this weight bold (semibold and heavier).
        var isBold: Bool { value >= 600 }
    }

    /// Gets a system font that uses the specified style, design, and weight.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        let base: Font
        switch style {
        case .largeTitle: base = .largeTitle
        case .title: base = .title
        case .title2: base = .title2
        case .title3: base = .title3
        case .headline: base = .headline
        case .subheadline: base = .subheadline
        case .body: base = .body
        case .callout: base = .callout
        case .footnote: base = .footnote
        case .caption: base = .caption
        case .caption2: base = .caption2
        }
        guard let weight else { return base }
        return base.weight(weight)
    }

    /// Specifies a system font to use, along with the style, weight, and any design parameters.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(style: "system(\(Int(size)))", bold: weight?.isBold ?? false)
    }

    /// Create a custom font with the given name and size that scales with the body text style.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(style: "custom(\(name),\(Int(size)))")
    }

    /// Create a custom font with the given name and a size that scales relative to the given text style.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(style: "custom(\(name),\(Int(size)))")
    }

    /// Adds bold styling to the font.
    public func bold() -> Font { Font(style: style, bold: true, italic: isItalic) }
    /// Adds italics to the font.
    public func italic() -> Font { Font(style: style, bold: isBold, italic: true) }
    /// Sets the weight of the font.
    public func weight(_ weight: Weight) -> Font { Font(style: style, bold: weight.isBold, italic: isItalic) }
    /// Returns a fixed-width font (every terminal font already is).
    public func monospaced() -> Font { self }
    /// Returns a font with fixed-width digits (every terminal font already has them).
    public func monospacedDigit() -> Font { self }
}
