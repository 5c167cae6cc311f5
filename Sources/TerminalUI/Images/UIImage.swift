import Foundation

/// An object that manages image data (the subset of UIKit's `UIImage` the SDK uses).
///
/// An image holds either pixels (decoded PNG, or generated) or the name of an SF Symbol.
/// Pixels are drawn with half-block cells when the image has room (2 pixels per cell,
/// stacked); otherwise, and for symbols, a glyph stands in.
open class UIImage: @unchecked Sendable, Equatable {
    /// The decoded bitmap, if this image has pixels.
    public let pixels: ImagePixels?
    /// The SF Symbol name, for `UIImage(systemName:)`.
    let symbolName: String?

    /// The logical size of the image in points (pixels for bitmaps; one cell for symbols).
    open var size: CGSize {
        if let pixels { return CGSize(width: pixels.width, height: pixels.height) }
        return CGSize(width: 8, height: 16)
    }

    /// Creates an image from a bitmap.
    public init(pixels: ImagePixels) {
        self.pixels = pixels
        self.symbolName = nil
    }

    /// Creates an image object containing a system symbol image.
    public init?(systemName name: String) {
        guard !name.isEmpty else { return nil }
        self.pixels = nil
        self.symbolName = name
    }

    /// Creates an image object from PNG data; nil when the data is not a decodable PNG.
    public init?(data: Data) {
        guard let pixels = try? PNGDecoder.decode(data) else { return nil }
        self.pixels = pixels
        self.symbolName = nil
    }

    /// Creates an image object from the PNG file at a path; nil when missing or undecodable.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data)
    }

    /// Creates an image object from a PNG resource in the main bundle (`name` or `name.png`);
    /// nil when there is none.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil)
    }

    /// Creates an image object from a PNG resource in a bundle; nil when there is none. (UIKit's
    /// public form, `init?(named:in:compatibleWith:)`, takes a trait collection the terminal lacks.)
    convenience init?(named name: String, in bundle: Bundle?) {
        let bundle = bundle ?? Bundle.main
        let url = bundle.url(forResource: name, withExtension: nil) ?? bundle.url(forResource: name, withExtension: "png")
        guard let url, let data = try? Data(contentsOf: url) else { return nil }
        self.init(data: data)
    }

    public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
        lhs === rhs || (lhs.pixels == rhs.pixels && lhs.symbolName == rhs.symbolName)
    }
}
