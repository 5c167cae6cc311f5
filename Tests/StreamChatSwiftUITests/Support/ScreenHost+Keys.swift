import CheckedIndex
@testable import TerminalUI

extension ScreenHost {
    /// The text on the rows of the focused node, in a frame of `width` × `height`.
    func focusedText(width: Int = 100, height: Int = 30) -> String {
        let shown = lines(width: width, height: height)
        guard let frame = host.graph.focusedNode?.frame, let rows = shown[checked: frame.y..<frame.maxY] else { return "" }
        return rows.joined(separator: "\n")
    }

    /// Presses `key` and renders the result in a frame of `width` × `height`.
    func press(_ key: TerminalKey, modifiers: KeyModifiers = [], width: Int = 100, height: Int = 30) {
        interact { $0.press(key, modifiers: modifiers) }
        _ = snapshot(width: width, height: height)
    }
}
