import Testing
@testable import TerminalUI

extension ScreenHost {
    /// Clicks the first occurrence of `needle` at or below `row` in a frame of `width` × `height`.
    func click(_ needle: String, from row: Int = 0, width: Int = 80, height: Int = 24) throws {
        let text = snapshot(width: width, height: height)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let index = try #require(lines.indices.first { $0 >= row && lines[$0].contains(needle) }, "no \(needle) in\n\(text)")
        let range = try #require(lines[index].range(of: needle))
        let point = CellPoint(x: lines[index][..<range.lowerBound].count, y: index)
        interact { host in host.handle(.mouse(TerminalMouseEvent(kind: .press(button: 0), position: point))) }
    }
}
