import Synchronization

/// The grapheme of a cell as plain bits, so that a cell holds no reference: copying a grid
/// (a frame the caller keeps while the host draws the next) copies memory, and moving cells
/// retains and releases nothing.
///
/// Up to 15 bytes of UTF-8 (every single scalar, most emoji sequences) are kept inline, with
/// their count; a longer grapheme is kept once in `LongGraphemes` and referred to by its number.
/// Two texts are equal when their UTF-8 is (byte for byte, unlike `String`'s comparison).
struct CellText: Hashable, Sendable {
    /// Bytes 0-7 of the UTF-8; or the number of a long grapheme.
    private var low: UInt64
    /// Bytes 8-14 of the UTF-8, and the byte count in the top byte (`Self.long`: a long grapheme).
    private var high: UInt64

    private static let inlineCapacity = 15
    private static let long: UInt64 = 0xFF

    static let space = CellText(" ")
    static let empty = CellText("")
    /// U+FFFD, shown for a long grapheme once `LongGraphemes` is full.
    static let replacement = CellText("\u{FFFD}")

    init(_ grapheme: String) {
        var grapheme = grapheme
        self = grapheme.withUTF8 { CellText(utf8: $0) }
    }

    init(_ character: Character) {
        self.init(String(character))
    }

    /// The text of one ASCII byte (below 0x80).
    init(ascii byte: UInt8) {
        low = UInt64(byte)
        high = 1 << 56
    }

    private init(utf8: UnsafeBufferPointer<UInt8>) {
        guard utf8.count <= Self.inlineCapacity else {
            guard let number = LongGraphemes.number(of: LongGraphemes.bounded(utf8)) else {
                self = .replacement
                return
            }
            low = UInt64(number)
            high = Self.long << 56
            return
        }
        var low: UInt64 = 0, high: UInt64 = 0
        for (index, byte) in utf8.enumerated() {
            if index < 8 { low |= UInt64(byte) << (8 * index) } else { high |= UInt64(byte) << (8 * (index - 8)) }
        }
        self.low = low
        self.high = high | UInt64(utf8.count) << 56
    }

    /// Calls `body` with the UTF-8 of the grapheme.
    func withUTF8<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        let count = Int(high >> 56)
        if UInt64(count) == Self.long { return try LongGraphemes.bytes(low).withUnsafeBufferPointer(body) }
        var words = (low.littleEndian, high.littleEndian)
        return try withUnsafeBytes(of: &words) { raw in
            try body(UnsafeBufferPointer(start: raw.baseAddress?.assumingMemoryBound(to: UInt8.self), count: count))
        }
    }

    var string: String { withUTF8 { String(decoding: $0, as: UTF8.self) } }

    /// The number of bytes of UTF-8 (without looking a long grapheme up when it is inline).
    var utf8Count: Int {
        let count = high >> 56
        return count == Self.long ? withUTF8(\.count) : Int(count)
    }
}

/// Graphemes too long to keep inline in a cell (over 15 bytes of UTF-8, such as family emoji or
/// letters under many combining marks), each kept once for the life of the process and
/// numbered in the order first seen.
///
/// Bounded, so that text from others cannot grow it without end: a cell keeps at most
/// `maximumBytes` of a grapheme (whole scalars: every emoji sequence fits; a letter under
/// dozens of combining marks keeps its first marks, more than a terminal stacks anyway), and
/// the table keeps at most `capacity` graphemes; later new ones show as U+FFFD.
enum LongGraphemes {
    /// The most UTF-8 bytes of one grapheme a cell keeps.
    static let maximumBytes = 64
    /// The most long graphemes kept.
    static let capacity = 16_384

    /// The numbered graphemes.
    struct Table {
        let capacity: Int
        private(set) var bytes: [[UInt8]] = []
        private var numbers: [[UInt8]: Int] = [:]

        init(capacity: Int) { self.capacity = capacity }

        /// The number of `utf8`, numbering it if it is new; nil when it is new and the table is
        /// full.
        mutating func number(of utf8: [UInt8]) -> Int? {
            if let known = numbers[utf8] { return known }
            guard bytes.count < capacity else { return nil }
            bytes.append(utf8)
            numbers[utf8] = bytes.count - 1
            return bytes.count - 1
        }
    }

    private static let table = Mutex(Table(capacity: capacity))

    /// The first `maximumBytes` bytes of `utf8` or fewer, ending at a scalar's end.
    static func bounded(_ utf8: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        guard utf8.count > maximumBytes else { return Array(utf8) }
        var end = maximumBytes
        // A byte 0b10xxxxxx continues the scalar before it: cut before that scalar starts.
        while end > 0, utf8[end] & 0xC0 == 0x80 { end -= 1 }
        return Array(utf8[..<end])
    }

    static func number(of utf8: [UInt8]) -> Int? {
        table.withLock { $0.number(of: utf8) }
    }

    static func bytes(_ number: UInt64) -> [UInt8] {
        table.withLock { $0.bytes[Int(number)] }
    }
}
