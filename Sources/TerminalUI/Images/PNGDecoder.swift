import CLibPNG
import Foundation

/// Decodes PNG data into RGBA pixels with libpng's simplified API.
enum PNGDecoder {
    /// Errors a PNG decode can report.
    enum Failure: Error, Equatable {
        case notPNG
        case libpng(String)
        case tooLarge(width: Int, height: Int)
    }

    /// The largest bitmap we decode (avatars and thumbnails; protects against decompression bombs).
    static let maximumPixels = 4096 * 4096

    static func decode(_ data: Data) throws -> ImagePixels {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard data.count >= 8, Array(data.prefix(8)) == signature else { throw Failure.notPNG }
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        let began = data.withUnsafeBytes { raw in
            png_image_begin_read_from_memory(&image, raw.baseAddress, raw.count)
        }
        guard began != 0 else { throw Failure.libpng(message(of: image)) }
        defer { png_image_free(&image) }
        let width = Int(image.width), height = Int(image.height)
        guard width > 0, height > 0, width * height <= maximumPixels else {
            throw Failure.tooLarge(width: width, height: height)
        }
        image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
        var buffer = [UInt8](repeating: 0, count: width * height * 4)
        let finished = buffer.withUnsafeMutableBytes { out in
            png_image_finish_read(&image, nil, out.baseAddress, Int32(width * 4), nil)
        }
        guard finished != 0 else { throw Failure.libpng(message(of: image)) }
        guard let pixels = ImagePixels(width: width, height: height, rgba: buffer) else {
            throw Failure.tooLarge(width: width, height: height)
        }
        return pixels
    }

    private static func message(of image: png_image) -> String {
        var copy = image.message
        return withUnsafeBytes(of: &copy) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
