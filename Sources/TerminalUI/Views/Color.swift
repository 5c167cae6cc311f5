import Foundation

/// A representation of a color that adapts to a given context, as in SwiftUI.
///
/// As a view, a color fills the space it is offered with its colour as cell background.
/// Named system colours map to the terminal's indexed palette (so they follow the user's
/// theme); RGB colours stay 24-bit. A colour whose opacity is below 0.5 is treated as clear.
nonisolated public struct Color: View, Hashable, Sendable, CustomStringConvertible {
    public typealias Body = Never

    /// The terminal colour this colour draws with; nil for clear.
    let terminalColor: TerminalColor?
    /// Whether text in this colour is drawn dim (the secondary and tertiary styles).
    let isDim: Bool
    let name: String

    init(terminal: TerminalColor?, name: String, dim: Bool = false) {
        self.terminalColor = terminal
        self.name = name
        self.isDim = dim
    }

    /// A profile that specifies how to interpret a color value for display.
    public enum RGBColorSpace: Hashable, Sendable { case sRGB, sRGBLinear, displayP3 }

    /// Creates a constant color from red, green, and blue component values (0...1).
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(terminal: opacity < 0.5 ? nil : .rgb(Color.channel(red), Color.channel(green), Color.channel(blue)),
                  name: "rgb(\(Color.channel(red)),\(Color.channel(green)),\(Color.channel(blue)))")
    }

    /// Creates a constant grayscale color.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// Creates a color from a UIKit color.
    @_disfavoredOverload
    public init(_ color: UIColor) {
        self.init(.sRGB, red: color.redComponent, green: color.greenComponent, blue: color.blueComponent, opacity: color.alphaComponent)
    }

    /// Creates a color from a UIKit color.
    public init(uiColor: UIColor) { self.init(uiColor) }

    /// Creates a color from a color set in the main bundle; unknown names draw in the default colour.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(terminal: .default, name: name)
    }

    static func channel(_ value: Double) -> UInt8 {
        UInt8(max(0, min(255, (value * 255).rounded())))
    }

    /// Multiplies the opacity of the color; below 0.5 the colour becomes clear.
    public func opacity(_ opacity: Double) -> Color {
        opacity < 0.5 ? Color(terminal: nil, name: name + ".opacity(\(opacity))") : self
    }

    public var description: String { name }

    public static let black = Color(terminal: .indexed(0), name: "black")
    public static let red = Color(terminal: .indexed(1), name: "red")
    public static let green = Color(terminal: .indexed(2), name: "green")
    public static let yellow = Color(terminal: .indexed(3), name: "yellow")
    public static let blue = Color(terminal: .indexed(4), name: "blue")
    public static let purple = Color(terminal: .indexed(5), name: "purple")
    public static let cyan = Color(terminal: .indexed(6), name: "cyan")
    public static let white = Color(terminal: .indexed(15), name: "white")
    public static let gray = Color(terminal: .indexed(8), name: "gray")
    public static let orange = Color(terminal: .indexed(208), name: "orange")
    public static let pink = Color(terminal: .indexed(205), name: "pink")
    public static let mint = Color(terminal: .indexed(121), name: "mint")
    public static let teal = Color(terminal: .indexed(37), name: "teal")
    public static let indigo = Color(terminal: .indexed(61), name: "indigo")
    public static let brown = Color(terminal: .indexed(130), name: "brown")
    public static let clear = Color(terminal: nil, name: "clear")
    /// The terminal's default foreground.
    public static let primary = Color(terminal: .default, name: "primary")
    /// The default foreground, drawn dim.
    public static let secondary = Color(terminal: .default, name: "secondary", dim: true)
    /// The accent colour (blue).
    public static let accentColor = Color(terminal: .indexed(4), name: "accentColor")
}

/// A color or pattern to use when rendering a shape or text.
public protocol ShapeStyle: Sendable {}

extension ShapeStyle {
    /// The colour this style draws with in a terminal (nil: leave the colour unchanged).
    nonisolated var resolvedColor: Color? {
        if let color = self as? Color { return color }
        if let hierarchical = self as? HierarchicalShapeStyle { return hierarchical.color }
        if let material = self as? Material { return material.color }
        if self is TintShapeStyle { return .accentColor }
        return nil
    }
}

extension Color: ShapeStyle {}

extension ShapeStyle where Self == Color {
    public static var black: Color { Color.black }
    public static var red: Color { Color.red }
    public static var green: Color { Color.green }
    public static var yellow: Color { Color.yellow }
    public static var blue: Color { Color.blue }
    public static var purple: Color { Color.purple }
    public static var cyan: Color { Color.cyan }
    public static var white: Color { Color.white }
    public static var gray: Color { Color.gray }
    public static var orange: Color { Color.orange }
    public static var pink: Color { Color.pink }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var indigo: Color { Color.indigo }
    public static var brown: Color { Color.brown }
    public static var clear: Color { Color.clear }
}

/// A shape style that maps to one of the numbered content styles (primary, secondary, ...).
nonisolated public struct HierarchicalShapeStyle: ShapeStyle {
    let color: Color
    public static let primary = HierarchicalShapeStyle(color: .primary)
    public static let secondary = HierarchicalShapeStyle(color: .secondary)
    public static let tertiary = HierarchicalShapeStyle(color: .secondary)
    public static let quaternary = HierarchicalShapeStyle(color: .secondary)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

/// A background material. A terminal cannot blur, so materials draw as a dark grey fill.
nonisolated public struct Material: ShapeStyle {
    let color: Color
    /// A mostly translucent material.
    public static let ultraThin = Material(color: Color(terminal: .indexed(236), name: "ultraThinMaterial"))
    /// A material that's more translucent than opaque.
    public static let thin = Material(color: Color(terminal: .indexed(236), name: "thinMaterial"))
    /// A material that's somewhat translucent.
    public static let regular = Material(color: Color(terminal: .indexed(237), name: "regularMaterial"))
    /// A material that's more opaque than translucent.
    public static let thick = Material(color: Color(terminal: .indexed(238), name: "thickMaterial"))
    /// A mostly opaque material.
    public static let ultraThick = Material(color: Color(terminal: .indexed(239), name: "ultraThickMaterial"))
    /// A material matching the style of system toolbars.
    public static let bar = Material(color: Color(terminal: .indexed(236), name: "bar"))
}

extension ShapeStyle where Self == Material {
    /// A mostly translucent material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A material that's more translucent than opaque.
    public static var thinMaterial: Material { .thin }
    /// A material that's somewhat translucent.
    public static var regularMaterial: Material { .regular }
    /// A material that's more opaque than translucent.
    public static var thickMaterial: Material { .thick }
    /// A mostly opaque material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// A material matching the style of system toolbars.
    public static var bar: Material { .bar }
}

/// The current tint colour (the accent colour).
nonisolated public struct TintShapeStyle: ShapeStyle {
    public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
