import TerminalUI

/// Interim example until the view engine's `App` lands: a hand-drawn host with a counter and a
/// one-line text field, run by `TerminalRuntime.run(host:)`.
@MainActor final class InterimHost: RenderHost {
    var onInvalidate: (@MainActor () -> Void)?
    var cursorPosition: CellPoint?
    private var count = 0
    private var text = ""
    private var log: [String] = []

    func render(size: CellSize) -> CellGrid {
        var grid = CellGrid(size: size)
        func line(_ string: String, _ y: Int, _ style: CellStyle = .plain) {
            var x = 0
            for character in string { x += grid.put(character, x: x, y: y, style: style) }
        }
        line("Count: \(count)  [+] press + ", 0, CellStyle(bold: true))
        line("> " + text, 2, CellStyle(foreground: .rgb(120, 200, 255)))
        for (index, entry) in log.suffix(max(0, size.height - 4)).enumerated() { line(entry, 4 + index) }
        cursorPosition = CellPoint(x: min(size.width - 1, 2 + DisplayWidth.of(text)), y: 2)
        return grid
    }

    func handle(_ event: InputEvent) -> Bool {
        defer { onInvalidate?() }
        switch event {
        case .key(let key) where key.key == .character("+") && key.modifiers.isEmpty:
            count += 1
        case .key(let key) where key.key == .character("c") && key.modifiers == .control:
            guard !text.isEmpty else { return false }
            text = ""
        case .key(let key) where key.key == .enter:
            print("submitted: \(text)")
            log.append("sent " + text)
            text = ""
        case .key(let key) where key.key == .backspace:
            if !text.isEmpty { text.removeLast() }
        case .key(let key):
            if case .character(let character) = key.key, key.modifiers.isEmpty { text.append(character) }
            else { log.append("key \(key)") }
        case .paste(let pasted):
            text += pasted
        default:
            log.append("\(event)")
        }
        return true
    }
}

MainActor.assumeIsolated {
    TerminalRuntime.run(host: InterimHost())
}
