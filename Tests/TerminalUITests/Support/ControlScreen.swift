import Testing
@testable import TerminalUI
import ScreenLines

/// Helpers for the engine's screen tests (controls, hit testing, scrolling, focus): screens as
/// lines without trailing spaces, clicks and other mouse events, and a styled row of a screen.
/// Read a row found by a computed index with `lines[checked: row]` (`CheckedIndex`).
@MainActor enum ControlScreen {
    /// The screen's lines, trailing spaces removed.
    static func lines(_ host: ViewHost, width: Int, height: Int) -> [String] {
        lines(of: host.snapshot(width: width, height: height))
    }

    /// The lines of a drawn text (a snapshot, a grid's `plainText`), trailing spaces removed
    /// (`trimmedScreenLines`, as the SDK's tests cut them).
    nonisolated static func lines(of text: String) -> [String] { text.trimmedScreenLines }

    /// A mouse event at a cell; whether the host handled it.
    @discardableResult
    static func mouse(_ host: ViewHost, _ kind: TerminalMouseEvent.Kind, x: Int, y: Int) -> Bool {
        host.handle(.mouse(TerminalMouseEvent(kind: kind, position: CellPoint(x: x, y: y))))
    }

    /// A left-button click at a cell.
    static func click(_ host: ViewHost, x: Int, y: Int) {
        mouse(host, .press(button: 0), x: x, y: y)
    }

    /// The styled lines of a screen whose text line contains `text`, with its style runs.
    static func styledRow(_ host: ViewHost, containing text: String, width: Int, height: Int) -> String {
        let lines = host.styledSnapshot(width: width, height: height).split(separator: "\n").map(String.init)
        guard let start = lines.firstIndex(where: { $0.contains(text) && !$0.hasPrefix("  [") }) else { return "" }
        let runs = lines[(start + 1)...].prefix { $0.hasPrefix("  [") }
        return ([lines[start]] + runs).joined(separator: "\n")
    }
}

/// A view placed at the top-left corner of the screen (the root is centred otherwise).
extension View {
    func atTopLeading() -> some View {
        frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}
