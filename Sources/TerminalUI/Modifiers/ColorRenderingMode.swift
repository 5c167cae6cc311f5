/// The working color space of color-compositing operations such as
/// `drawingGroup(opaque:colorMode:)`. A terminal composites nothing offscreen, so the mode has no
/// visible effect; it exists so that code written for SwiftUI compiles unchanged.
public enum ColorRenderingMode: Hashable, Sendable {
    /// The non-linear sRGB working color space.
    case nonLinear
    /// The linear sRGB working color space.
    case linear
    /// The extended linear sRGB working color space.
    case extendedLinear
}
