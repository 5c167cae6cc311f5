import Foundation

/// An object that stores color data (the subset of UIKit's `UIColor` the SDK uses).
open class UIColor: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// Red, green, blue and alpha components, 0...1.
    public let red: Double, green: Double, blue: Double, alpha: Double

    /// Creates a color object using the specified opacity and RGB component values.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = Double(red)
        self.green = Double(green)
        self.blue = Double(blue)
        self.alpha = Double(alpha)
    }

    /// Creates a color object using the specified opacity and grayscale values.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Returns a color with the same RGB components and the given alpha.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: alpha)
    }

    /// Fills the given pointers with the colour's components; returns true.
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = CGFloat(self.red)
        green?.pointee = CGFloat(self.green)
        blue?.pointee = CGFloat(self.blue)
        alpha?.pointee = CGFloat(self.alpha)
        return true
    }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
    }

    open var description: String { "UIColor(r: \(red), g: \(green), b: \(blue), a: \(alpha))" }

    public static let black = UIColor(white: 0, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    public static let red = UIColor(red: 1, green: 0.231, blue: 0.188, alpha: 1)
    public static let green = UIColor(red: 0.204, green: 0.78, blue: 0.349, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0.478, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.584, blue: 0, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 0.8, blue: 0, alpha: 1)
    public static let systemBackground = UIColor(white: 0, alpha: 0)
    public static let label = UIColor(white: 0.9, alpha: 1)
    public static let secondaryLabel = UIColor(white: 0.6, alpha: 1)
    public static let systemGray = UIColor(white: 0.56, alpha: 1)
}
