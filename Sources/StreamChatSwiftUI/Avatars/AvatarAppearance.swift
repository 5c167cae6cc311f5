import SwiftUI

/// Deterministic traits of generated avatars: the initials and a colour that stays the same for
/// a user across launches and machines (derived from the id, never from `hashValue`).
enum AvatarAppearance {
    /// Up to two initials: the first letters of the first two words of `name`, uppercased.
    /// Letters only (digits count as letters); control characters and symbols are skipped.
    static func initials(for name: String) -> String {
        let words = name.split(whereSeparator: { $0.isWhitespace || $0 == "_" || $0 == "-" || $0 == "." })
        let letters = words.compactMap { word in word.first(where: { $0.isLetter || $0.isNumber }) }
        let initials = String(letters.prefix(2)).uppercased()
        return initials.isEmpty ? "?" : initials
    }

    /// The avatar colours, chosen to read well behind light text.
    static let palette: [(red: UInt8, green: UInt8, blue: UInt8)] = [
        (0x2E, 0x6F, 0xD8), (0x1F, 0x8A, 0x70), (0xC2, 0x4E, 0x2F), (0x8E, 0x44, 0xAD),
        (0xB8, 0x86, 0x0B), (0x2C, 0x7D, 0xA0), (0xAD, 0x1F, 0x5B), (0x5B, 0x6B, 0x1F),
    ]

    /// The palette index of an id: FNV-1a over its UTF-8 bytes.
    static func colorIndex(for id: String) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in id.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return Int(hash % UInt64(palette.count))
    }

    /// The colour of an id's generated avatar.
    static func color(for id: String) -> Color {
        let rgb = palette[colorIndex(for: id)]
        return Color(red: Double(rgb.red) / 255, green: Double(rgb.green) / 255, blue: Double(rgb.blue) / 255)
    }
}
