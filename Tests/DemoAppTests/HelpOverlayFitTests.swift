@testable import DemoUI
import TerminalUI
import Testing

/// The key help fits a standard 80 × 24 terminal: three of its lines (Enter, Alt-Enter and the
/// message actions) ran past the box and were cut with "…".
@Suite @MainActor struct HelpOverlayFitTests {
    @Test(arguments: [true, false])
    func everyLineShowsInFullAt80By24(isMouseCaptured: Bool) {
        let frame = renderSnapshot(HelpOverlay(isMouseCaptured: isMouseCaptured), width: 80, height: 24)
        #expect(!frame.contains("…"), "\(frame)")
        for line in HelpOverlay.lines(isMouseCaptured: isMouseCaptured) {
            #expect(frame.contains(line.action), "\(line.action)")
        }
    }

    /// On a small screen the box fits it, its border whole: the title and the way out show,
    /// the key lines between are cut (the box was as tall as all its lines and ran off the
    /// screen, its title, border and "Press any key to close" cut off).
    @Test(arguments: [(30, 10), (40, 12), (20, 6)])
    func theBoxFitsASmallScreen(width: Int, height: Int) {
        let rows = renderSnapshot(HelpOverlay(), width: width, height: height).components(separatedBy: "\n")
        #expect(rows.count == height)
        #expect(rows.first?.hasPrefix("┌") == true && rows.first?.hasSuffix("┐") == true, "\(rows.joined(separator: "\n"))")
        #expect(rows.last?.hasPrefix("└") == true && rows.last?.hasSuffix("┘") == true, "\(rows.joined(separator: "\n"))")
        #expect(rows.dropFirst().dropLast().allSatisfy { $0.hasPrefix("│") && $0.hasSuffix("│") }, "\(rows.joined(separator: "\n"))")
        #expect(rows.contains { $0.contains("Keys") })
        #expect(rows.contains { $0.contains("Press any key to close") } || height < 8)
        // At least the first key line shows (at 20×6 the blank lines took the two rows left).
        #expect(rows.contains { $0.contains("↑ ↓") }, "\(rows.joined(separator: "\n"))")
    }

    /// With room, the title and the way out stand a blank line apart from the key lines.
    @Test func blankLinesAroundTheKeysWithRoom() {
        let rows = renderSnapshot(HelpOverlay(), width: 80, height: 24).components(separatedBy: "\n")
        let title = rows.firstIndex { $0.contains("Keys") }, first = rows.firstIndex { $0.contains("↑ ↓") }
        let last = rows.firstIndex { $0.contains("Ctrl-Q") }, way = rows.firstIndex { $0.contains("Press any key") }
        #expect(title.map { $0 + 2 } == first && last.map { $0 + 2 } == way, "\(rows.joined(separator: "\n"))")
    }
}
