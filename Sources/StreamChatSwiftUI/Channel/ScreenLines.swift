import SwiftUI

/// How many lines of text a height holds, to size the first page of messages to the screen.
enum ScreenLines {
    /// Lines of text in `height`: character rows in the terminal; on Apple platforms, lines of
    /// body text (about 20 points each).
    static func count(in height: CGFloat) -> Int {
        #if os(Linux)
            CellUnits.rows(height)
        #else
            Int(height / 20)
        #endif
    }

    /// The lines `height` takes up, a part of a line counting as a line (a padding or a margin
    /// on Apple platforms): character rows in the terminal.
    static func covered(by height: CGFloat) -> Int {
        #if os(Linux)
            CellUnits.rows(height)
        #else
            Int((height / 20).rounded(.up))
        #endif
    }

    /// The height of `lines` lines of text: character rows in the terminal; on Apple
    /// platforms, lines of body text (about 20 points each).
    static func height(ofLines lines: Int) -> CGFloat {
        #if os(Linux)
            CGFloat(lines) * CellUnits.pointsPerRow
        #else
            CGFloat(lines) * 20
        #endif
    }
}
