/// One step of incremental UTF-8 decoding over a byte buffer.
///
/// Invalid input is replaced by U+FFFD one *maximal subpart* at a time (the Unicode
/// recommendation), so a broken byte never swallows the valid text around it.
enum UTF8Step: Equatable {
    /// A scalar and the number of bytes it used.
    case scalar(Unicode.Scalar, length: Int)
    /// Bytes that form no scalar; they decode to one U+FFFD.
    case invalid(length: Int)
    /// A valid prefix of a scalar whose remaining bytes have not arrived yet.
    case incomplete

    /// Decodes the scalar starting at `index` of `bytes`.
    static func decode(_ bytes: [UInt8], at index: Int) -> UTF8Step {
        let lead = bytes[index]
        if lead < 0x80 { return .scalar(Unicode.Scalar(lead), length: 1) }
        let continuationCount: Int
        var value: UInt32
        switch lead {
        case 0xC2...0xDF: continuationCount = 1; value = UInt32(lead & 0x1F)
        case 0xE0...0xEF: continuationCount = 2; value = UInt32(lead & 0x0F)
        case 0xF0...0xF4: continuationCount = 3; value = UInt32(lead & 0x07)
        default: return .invalid(length: 1)
        }
        for offset in 1...continuationCount {
            guard index + offset < bytes.count else { return .incomplete }
            let byte = bytes[index + offset]
            guard byte & 0xC0 == 0x80, offset > 1 || secondByteIsValid(byte, after: lead) else {
                return .invalid(length: offset)
            }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard let scalar = Unicode.Scalar(value) else { return .invalid(length: continuationCount + 1) }
        return .scalar(scalar, length: continuationCount + 1)
    }

    /// The lead bytes E0, ED, F0 and F4 restrict their second byte (no overlong forms, no
    /// surrogates, nothing above U+10FFFF).
    private static func secondByteIsValid(_ byte: UInt8, after lead: UInt8) -> Bool {
        switch lead {
        case 0xE0: return byte >= 0xA0
        case 0xED: return byte <= 0x9F
        case 0xF0: return byte >= 0x90
        case 0xF4: return byte <= 0x8F
        default: return true
        }
    }
}
