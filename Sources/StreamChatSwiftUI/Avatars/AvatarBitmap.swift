import SwiftUI

/// A small RGBA bitmap used to generate avatars: a solid tile in a user's colour, or a 2×2
/// mosaic of up to four members for a group channel.
struct AvatarBitmap: Equatable {
    let width: Int
    let height: Int
    private(set) var rgba: [UInt8]

    init(width: Int, height: Int) {
        self.width = max(1, width)
        self.height = max(1, height)
        rgba = [UInt8](repeating: 0, count: self.width * self.height * 4)
    }

    /// Fills a rectangle with an opaque colour; parts outside the bitmap are ignored.
    mutating func fill(x: Int, y: Int, width: Int, height: Int, red: UInt8, green: UInt8, blue: UInt8) {
        for row in max(0, y)..<min(self.height, y + height) {
            for column in max(0, x)..<min(self.width, x + width) {
                let offset = (row * self.width + column) * 4
                rgba[offset] = red
                rgba[offset + 1] = green
                rgba[offset + 2] = blue
                rgba[offset + 3] = 255
            }
        }
    }

    /// A solid tile in the colour of `id`.
    static func tile(for id: String, side: Int) -> AvatarBitmap {
        var bitmap = AvatarBitmap(width: side, height: side)
        let rgb = AvatarAppearance.palette[AvatarAppearance.colorIndex(for: id)]
        bitmap.fill(x: 0, y: 0, width: side, height: side, red: rgb.red, green: rgb.green, blue: rgb.blue)
        return bitmap
    }

    /// Up to four member colours as quadrants: one fills the square, two split it vertically,
    /// three put the third below the first two, four make a 2×2 grid.
    static func mosaic(for ids: [String], side: Int) -> AvatarBitmap {
        var bitmap = AvatarBitmap(width: side, height: side)
        let ids = Array(ids.prefix(4))
        let half = side / 2
        let rectangles: [(Int, Int, Int, Int)]
        switch ids.count {
        case 0: return bitmap
        case 1: rectangles = [(0, 0, side, side)]
        case 2: rectangles = [(0, 0, half, side), (half, 0, side - half, side)]
        case 3: rectangles = [(0, 0, half, half), (half, 0, side - half, half), (0, half, side, side - half)]
        default: rectangles = [(0, 0, half, half), (half, 0, side - half, half), (0, half, half, side - half), (half, half, side - half, side - half)]
        }
        for (id, rectangle) in zip(ids, rectangles) {
            let rgb = AvatarAppearance.palette[AvatarAppearance.colorIndex(for: id)]
            bitmap.fill(x: rectangle.0, y: rectangle.1, width: rectangle.2, height: rectangle.3, red: rgb.red, green: rgb.green, blue: rgb.blue)
        }
        return bitmap
    }

    /// The bitmap as an image.
    func makeImage() -> UIImage? {
        #if os(Linux)
        guard let pixels = ImagePixels(width: width, height: height, rgba: rgba) else { return nil }
        return UIImage(pixels: pixels)
        #else
        let data = Data(rgba) as CFData
        guard let provider = CGDataProvider(data: data),
              let cgImage = CGImage(
                width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: width * 4,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.last.rawValue),
                provider: provider, decode: nil, shouldInterpolate: false, intent: .defaultIntent
              )
        else { return nil }
        return UIImage(cgImage: cgImage)
        #endif
    }
}
