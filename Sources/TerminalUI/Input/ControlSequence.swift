/// A complete CSI (`ESC [`) or SS3 (`ESC O`) sequence as received, split into its parts.
struct ControlSequence: Equatable {
    /// A private marker such as `<` (SGR mouse) or `?`, if the parameters began with one.
    var marker: UInt8?
    /// Numeric parameters; an omitted parameter is nil.
    var parameters: [Int?]
    /// The final byte (`A`, `~`, `M`, ...).
    var final: UInt8

    /// Parses the bytes between the introducer and the final byte. Parameter values are capped so
    /// hostile input cannot overflow.
    init(parameterBytes: ArraySlice<UInt8>, final: UInt8) {
        var bytes = parameterBytes
        if let first = bytes.first, (0x3C...0x3F).contains(first) {
            marker = first
            bytes = bytes.dropFirst()
        } else {
            marker = nil
        }
        var parameters: [Int?] = []
        var current: Int?
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                current = min((current ?? 0) * 10 + Int(byte - UInt8(ascii: "0")), 1_000_000)
            case UInt8(ascii: ";"), UInt8(ascii: ":"):
                parameters.append(current)
                current = nil
            default:
                break
            }
        }
        if current != nil || !parameters.isEmpty { parameters.append(current) }
        self.parameters = parameters
        self.final = final
    }

    /// The parameter at `index`, or `defaultValue` when absent.
    func parameter(_ index: Int, default defaultValue: Int) -> Int {
        index < parameters.count ? parameters[index] ?? defaultValue : defaultValue
    }

    /// Key modifiers encoded xterm-style as `1 + bits` (1 shift, 2 alt, 4 control, 8 meta = alt).
    static func modifiers(encoded value: Int) -> KeyModifiers {
        let bits = max(0, value - 1)
        var modifiers: KeyModifiers = []
        if bits & 1 != 0 { modifiers.insert(.shift) }
        if bits & 2 != 0 || bits & 8 != 0 { modifiers.insert(.alt) }
        if bits & 4 != 0 { modifiers.insert(.control) }
        return modifiers
    }
}
