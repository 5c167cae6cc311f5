/// A bitmap: width × height RGBA pixels, row-major, 8 bits per channel.
public struct ImagePixels: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes: red, green, blue, alpha.
    public let rgba: [UInt8]

    /// Creates a bitmap; returns nil when the byte count does not match the dimensions.
    public init?(width: Int, height: Int, rgba: [UInt8]) {
        guard width > 0, height > 0, rgba.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// The pixel at (x, y) as (red, green, blue, alpha).
    public func pixel(x: Int, y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
        let offset = (y * width + x) * 4
        return (rgba[offset], rgba[offset + 1], rgba[offset + 2], rgba[offset + 3])
    }

    /// The average colour of a rectangle of pixels, alpha-weighted; nil when fully transparent.
    func averageColor(x0: Int, y0: Int, x1: Int, y1: Int) -> (UInt8, UInt8, UInt8)? {
        var red = 0, green = 0, blue = 0, weight = 0
        for y in max(0, y0)..<min(height, max(y0 + 1, y1)) {
            for x in max(0, x0)..<min(width, max(x0 + 1, x1)) {
                let (r, g, b, a) = pixel(x: x, y: y)
                red += Int(r) * Int(a)
                green += Int(g) * Int(a)
                blue += Int(b) * Int(a)
                weight += Int(a)
            }
        }
        guard weight > 0 else { return nil }
        return (UInt8(red / weight), UInt8(green / weight), UInt8(blue / weight))
    }
}
