import Testing
@testable import TerminalUI

extension ScreenHost {
    /// Clicks the first occurrence of `needle` at or below `row` in a frame of `width` × `height`.
    func click(_ needle: String, from row: Int = 0, width: Int = 80, height: Int = 24) throws {
        let text = snapshot(width: width, height: height)
        let point = try #require(text.position(of: needle, from: row), "no \(needle) in\n\(text)")
        mouse(.press(button: 0), x: point.x, y: point.y)
    }

    /// A mouse event at a cell (a wheel, a press), with the client injected; whether the host
    /// handled it.
    @discardableResult
    func mouse(_ kind: TerminalMouseEvent.Kind, x: Int, y: Int) -> Bool {
        var handled = false
        interact { host in handled = host.handle(.mouse(TerminalMouseEvent(kind: kind, position: CellPoint(x: x, y: y)))) }
        return handled
    }
}
