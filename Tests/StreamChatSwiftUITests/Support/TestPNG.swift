import Foundation

/// Writes small RGBA PNG files (uncompressed deflate blocks) for avatar-loading tests.
enum TestPNG {
    /// Writes a one-colour `side` × `side` PNG named `name` into `directory`.
    static func writeSolid(_ name: String, side: Int = 4, in directory: URL) throws -> URL {
        let url = directory.appendingPathComponent(name)
        try data(width: side, height: side) { _, _ in (255, 0, 0, 255) }.write(to: url)
        return url
    }

    static func data(width: Int, height: Int, rgba: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) -> Data {
        var raw: [UInt8] = []
        for y in 0..<height {
            raw.append(0)
            for x in 0..<width {
                let pixel = rgba(x, y)
                raw += [pixel.0, pixel.1, pixel.2, pixel.3]
            }
        }
        var zlib: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let length = min(65_535, raw.count - offset)
            let isLast: UInt8 = offset + length >= raw.count ? 1 : 0
            zlib += [isLast, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
            zlib += raw[offset..<offset + length]
            offset += length
        } while offset < raw.count
        zlib += bigEndian(adler32(raw))
        var header: [UInt8] = bigEndian(UInt32(width)) + bigEndian(UInt32(height))
        header += [8, 6, 0, 0, 0]
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += chunk("IHDR", header) + chunk("IDAT", zlib) + chunk("IEND", [])
        return Data(png)
    }

    private static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        return bigEndian(UInt32(body.count)) + typeBytes + body + bigEndian(crc32(typeBytes + body))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = (crc >> 1) ^ (0xEDB8_8320 & (0 &- (crc & 1))) }
        }
        return ~crc
    }

    private static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return (b << 16) | a
    }
}
