import Foundation
@testable import TerminalUI
import ScreenLines

extension String {
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
