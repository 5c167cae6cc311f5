import Foundation
@testable import TerminalUI

extension String {
    /// A snapshot's rows, one per screen line, trailing spaces kept. Read a row at a computed
    /// index with `lines[checked: row]` (`CheckedIndex`).
    var screenLines: [String] { components(separatedBy: "\n") }

    /// A snapshot's rows, trailing spaces cut.
    var trimmedScreenLines: [String] {
        screenLines.map { $0.replacingOccurrences(of: " +$", with: "", options: .regularExpression) }
    }

    /// Where the first `needle` at or below `row` is in this snapshot: its column (in
    /// characters) and row; nil when it is not there.
    func position(of needle: String, from row: Int = 0) -> CellPoint? {
        for (index, line) in screenLines.enumerated() where index >= row {
            if let range = line.range(of: needle) { return CellPoint(x: line[..<range.lowerBound].count, y: index) }
        }
        return nil
    }
}

extension ScreenHost {
    /// The screen's lines in a frame of `width` × `height` (`snapshot`), trailing spaces kept.
    func lines(width: Int = 80, height: Int = 24) -> [String] {
        snapshot(width: width, height: height).screenLines
    }
}
