import Foundation

/// An object that stores color data (the subset of UIKit's `UIColor` the SDK uses), declared as
/// UIKit declares it: an open class whose standard colors are class properties.
///
/// Apple's `UIColor` is an `NSObject` subclass and gets equality, hashing and its description from
/// `NSObject`; ours is a Swift root class and declares them (see known-differences.tsv).
open class UIColor: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// Red, green, blue and alpha components, 0...1 (what the terminal renders).
    let redComponent: Double, greenComponent: Double, blueComponent: Double, alphaComponent: Double

    /// Creates a color object using the specified opacity and RGB component values.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        redComponent = Double(red)
        greenComponent = Double(green)
        blueComponent = Double(blue)
        alphaComponent = Double(alpha)
    }

    /// Creates a color object using the specified opacity and grayscale values.
    public init(white: CGFloat, alpha: CGFloat) {
        redComponent = Double(white)
        greenComponent = Double(white)
        blueComponent = Double(white)
        alphaComponent = Double(alpha)
    }

    /// Returns a color with the same RGB components and the given alpha.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: CGFloat(redComponent), green: CGFloat(greenComponent), blue: CGFloat(blueComponent), alpha: alpha)
    }

    /// Fills the given pointers with the colour's components; returns true.
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = CGFloat(redComponent)
        green?.pointee = CGFloat(greenComponent)
        blue?.pointee = CGFloat(blueComponent)
        alpha?.pointee = CGFloat(alphaComponent)
        return true
    }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        lhs.redComponent == rhs.redComponent && lhs.greenComponent == rhs.greenComponent
            && lhs.blueComponent == rhs.blueComponent && lhs.alphaComponent == rhs.alphaComponent
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(redComponent)
        hasher.combine(greenComponent)
        hasher.combine(blueComponent)
        hasher.combine(alphaComponent)
    }

    open var description: String { "UIColor(r: \(redComponent), g: \(greenComponent), b: \(blueComponent), a: \(alphaComponent))" }

    // The standard colors, class properties as UIKit declares them.
    /// Black: grayscale 0, alpha 1.
    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// White: grayscale 1, alpha 1.
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// Fully transparent.
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
    /// Grayscale 0.5.
    open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// Grayscale 2/3.
    open class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    /// Grayscale 1/3.
    open class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    /// The system red.
    open class var red: UIColor { UIColor(red: 1, green: 0.231, blue: 0.188, alpha: 1) }
    /// The system green.
    open class var green: UIColor { UIColor(red: 0.204, green: 0.78, blue: 0.349, alpha: 1) }
    /// The system blue.
    open class var blue: UIColor { UIColor(red: 0, green: 0.478, blue: 1, alpha: 1) }
    /// The system orange.
    open class var orange: UIColor { UIColor(red: 1, green: 0.584, blue: 0, alpha: 1) }
    /// The system yellow.
    open class var yellow: UIColor { UIColor(red: 1, green: 0.8, blue: 0, alpha: 1) }
    /// The main background: transparent, so the terminal's own background shows.
    open class var systemBackground: UIColor { UIColor(white: 0, alpha: 0) }
    /// Primary text.
    open class var label: UIColor { UIColor(white: 0.9, alpha: 1) }
    /// Secondary text.
    open class var secondaryLabel: UIColor { UIColor(white: 0.6, alpha: 1) }
    /// The standard gray.
    open class var systemGray: UIColor { UIColor(white: 0.56, alpha: 1) }
}
