/// Select Graphic Rendition: the shortest `ESC [ ... m` that takes the terminal from one style
/// to another. Styles passed here are already resolved for the colour mode.
enum SGRSequence {
    /// Appends the sequence changing `current` into `target`; appends nothing when they match.
    static func append(from current: CellStyle, to target: CellStyle, into output: inout [UInt8]) {
        guard current != target else { return }
        var incremental: [UInt8] = []
        appendIncrementalParameters(from: current, to: target, into: &incremental)
        var reset: [UInt8] = []
        appendFromUnknown(to: target, into: &reset)
        if incremental.count + 3 <= reset.count {
            output.appendCSI()
            output.append(contentsOf: incremental)
            output.append(UInt8(ascii: "m"))
        } else {
            output.append(contentsOf: reset)
        }
    }

    /// Appends the sequence that sets `target` whatever the terminal's state (a reset first).
    static func appendFromUnknown(to target: CellStyle, into output: inout [UInt8]) {
        var parameters: [UInt8] = [UInt8(ascii: "0")]
        appendIncrementalParameters(from: .plain, to: target, into: &parameters)
        output.appendCSI()
        output.append(contentsOf: parameters)
        output.append(UInt8(ascii: "m"))
    }

    /// Parameters (each preceded by `;` except the first) that switch off what `target` lacks and
    /// switch on what it adds.
    private static func appendIncrementalParameters(from current: CellStyle, to target: CellStyle, into parameters: inout [UInt8]) {
        func add(_ value: Int) {
            if !parameters.isEmpty { parameters.append(UInt8(ascii: ";")) }
            parameters.append(decimal: value)
        }
        var from = current
        // 22 switches off both bold and dim; the one still wanted is switched on again below.
        if (from.bold && !target.bold) || (from.dim && !target.dim) {
            add(22)
            from.bold = false
            from.dim = false
        }
        if from.italic && !target.italic { add(23) }
        if from.underline && !target.underline { add(24) }
        if from.inverse && !target.inverse { add(27) }
        if from.strikethrough && !target.strikethrough { add(29) }
        if target.bold && !from.bold { add(1) }
        if target.dim && !from.dim { add(2) }
        if target.italic && !from.italic { add(3) }
        if target.underline && !from.underline { add(4) }
        if target.inverse && !from.inverse { add(7) }
        if target.strikethrough && !from.strikethrough { add(9) }
        if target.foreground != from.foreground { appendColor(target.foreground, background: false, add: add) }
        if target.background != from.background { appendColor(target.background, background: true, add: add) }
    }

    private static func appendColor(_ color: TerminalColor, background: Bool, add: (Int) -> Void) {
        let base = background ? 40 : 30
        switch color {
        case .default:
            add(base + 9)
        case .indexed(let index) where index < 8:
            add(base + Int(index))
        case .indexed(let index) where index < 16:
            add(base + 60 + Int(index) - 8)
        case .indexed(let index):
            add(base + 8); add(5); add(Int(index))
        case .rgb(let r, let g, let b):
            add(base + 8); add(2); add(Int(r)); add(Int(g)); add(Int(b))
        }
    }
}
