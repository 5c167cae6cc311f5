@testable import TerminalUI

extension ScreenHost {
    /// The text on the rows of the focused node, in a frame of `width` × `height`.
    func focusedText(width: Int = 100, height: Int = 30) -> String {
        let lines = snapshot(width: width, height: height).components(separatedBy: "\n")
        guard let frame = host.graph.focusedNode?.frame, frame.y >= 0, frame.maxY <= lines.count else { return "" }
        return lines[frame.y..<frame.maxY].joined(separator: "\n")
    }

    /// Presses `key` and renders the result in a frame of `width` × `height`.
    func press(_ key: TerminalKey, modifiers: KeyModifiers = [], width: Int = 100, height: Int = 30) {
        interact { $0.press(key, modifiers: modifiers) }
        _ = snapshot(width: width, height: height)
    }
}
