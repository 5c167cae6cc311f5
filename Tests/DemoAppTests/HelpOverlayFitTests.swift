@testable import DemoUI
import TerminalUI
import Testing

/// The key help fits a standard 80 × 24 terminal: three of its lines (Enter, Alt-Enter and the
/// message actions) ran past the box and were cut with "…".
@Suite @MainActor struct HelpOverlayFitTests {
    @Test func everyLineShowsInFullAt80By24() {
        let frame = renderSnapshot(HelpOverlay(), width: 80, height: 24)
        #expect(!frame.contains("…"), "\(frame)")
        for line in HelpOverlay.lines {
            #expect(frame.contains(line.action), "\(line.action)")
        }
    }
}
