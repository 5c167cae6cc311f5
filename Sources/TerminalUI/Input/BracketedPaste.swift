/// Collects the bytes of a bracketed paste (`ESC [ 200 ~` ... `ESC [ 201 ~`) however the
/// terminal splits them, and finds the end marker without rescanning what it already saw.
struct BracketedPaste: Sendable {
    static let start: [UInt8] = Array("\u{1B}[200~".utf8)
    static let end: [UInt8] = Array("\u{1B}[201~".utf8)

    private(set) var bytes: [UInt8] = []

    /// Appends bytes; when the end marker is complete, returns how many of `chunk` belong to the
    /// paste including the marker (the rest is ordinary input again), else nil.
    mutating func append(_ chunk: ArraySlice<UInt8>) -> Int? {
        let searchFrom = max(0, bytes.count - (BracketedPaste.end.count - 1))
        let previousCount = bytes.count
        bytes.append(contentsOf: chunk)
        guard let markerStart = BracketedPaste.firstIndex(of: BracketedPaste.end, in: bytes, from: searchFrom) else {
            return nil
        }
        let markerEnd = markerStart + BracketedPaste.end.count
        bytes.removeSubrange(markerStart...)
        return markerEnd - previousCount
    }

    /// The pasted text: invalid UTF-8 becomes U+FFFD, and the carriage returns terminals send
    /// for line breaks become `\n` (`\r\n` counts as one break).
    var text: String {
        var normalized: [UInt8] = []
        normalized.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0D {
                normalized.append(0x0A)
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
            } else {
                normalized.append(byte)
            }
            index += 1
        }
        return String(decoding: normalized, as: UTF8.self)
    }

    static func firstIndex(of needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard haystack.count >= needle.count, start <= haystack.count - needle.count else { return nil }
        return haystack.withUnsafeBufferPointer { buffer -> Int? in
            let first = needle[0]
            var index = start
            let last = buffer.count - needle.count
            while index <= last {
                if buffer[index] == first {
                    var matched = true
                    for offset in 1..<needle.count where buffer[index + offset] != needle[offset] {
                        matched = false
                        break
                    }
                    if matched { return index }
                }
                index += 1
            }
            return nil
        }
    }
}
