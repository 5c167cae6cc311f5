import Foundation

/// A view that displays an image: an SF Symbol drawn as a glyph, or a bitmap drawn with
/// half-block cells.
nonisolated public struct Image: View, Equatable, Sendable {
    public typealias Body = Never

    enum Source: Equatable, Sendable {
        case symbol(String)
        case bitmap(UIImage)
        case named(String)
    }

    let source: Source
    /// Whether the image was made resizable (a bitmap then fills its frame).
    var isResizable = false

    /// Creates a system symbol image.
    public init(systemName: String) { source = .symbol(systemName) }

    /// Creates a SwiftUI image from a UIKit image instance.
    public init(uiImage: UIImage) {
        if let name = uiImage.symbolName { source = .symbol(name) } else { source = .bitmap(uiImage) }
    }

    /// Creates a labeled image from an asset catalog name; a PNG resource of that name in the
    /// main bundle is loaded, otherwise a generic image glyph is drawn.
    public init(_ name: String, bundle: Bundle? = nil) {
        if let image = UIImage(named: name, in: bundle) { source = .bitmap(image) } else { source = .named(name) }
    }

    /// The modes that SwiftUI uses to resize an image to fit within its containing view.
    public enum ResizingMode: Hashable, Sendable { case tile, stretch }

    /// Sets the mode by which SwiftUI resizes an image to fit its space.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    /// A type that indicates how SwiftUI renders images.
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }

    /// Rendering modes have no terminal meaning; the image is returned unchanged.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }

    /// The level of quality for rendering an image that requires interpolation.
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }

    /// Interpolation has no terminal meaning; the image is returned unchanged.
    public func interpolation(_ interpolation: Interpolation) -> Image { self }

    /// Antialiasing has no terminal meaning; the image is returned unchanged.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    /// A scale to apply to vector images relative to text.
    public enum Scale: Hashable, Sendable { case small, medium, large }
}
