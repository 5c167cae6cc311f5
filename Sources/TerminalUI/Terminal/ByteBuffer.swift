/// Appending escape sequences and numbers to an output byte buffer without building strings.
extension Array where Element == UInt8 {
    mutating func append(ascii text: StaticString) {
        text.withUTF8Buffer { append(contentsOf: $0) }
    }

    /// Appends a non-negative integer in decimal.
    mutating func append(decimal value: Int) {
        if value >= 10 { append(decimal: value / 10) }
        append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    /// Appends `ESC [`.
    mutating func appendCSI() {
        append(0x1B)
        append(UInt8(ascii: "["))
    }
}
