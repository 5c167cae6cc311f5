@testable import DemoUI
import ScopedStreamChat
import TerminalUI
import Testing

/// F2 (the runtime's mouse capture key) showed nothing: the demo now shows a line while the
/// mouse is not captured, and the help says the mouse's state on F2's line.
@Suite(.serialized, .scopedStreamChat) @MainActor struct MouseCaptureIndicatorTests {
    @Test func theStateShowsWhileTheMouseIsOffAndInTheHelp() async throws {
        let demo = try DemoSessionTesting(openChannel: "team")
        defer { demo.close() }
        let start = await demo.settle(until: "Send a message")
        #expect(!start.contains(MouseCaptureBar.text), "captured at start: no line\n\(start)")

        // What the runtime calls on F2.
        demo.session.host.mouseCaptureChanged(isCaptured: false)
        let off = await demo.settle()
        let rows = off.components(separatedBy: "\n")
        #expect(rows.last?.hasPrefix(MouseCaptureBar.text) == true, "the last row says so:\n\(off)")
        #expect(off.contains("Send a message"), "the composer stays on screen:\n\(off)")
        demo.press(.function(1))
        let help = await demo.settle()
        #expect(help.contains(HelpOverlay.mouseLine(isCaptured: false)), "\(help)")
        demo.press(.escape)

        demo.session.host.mouseCaptureChanged(isCaptured: true)
        let on = await demo.settle()
        #expect(!on.contains(MouseCaptureBar.text), "\(on)")
        demo.press(.function(1))
        let helpOn = await demo.settle()
        #expect(helpOn.contains(HelpOverlay.mouseLine(isCaptured: true)), "\(helpOn)")
    }
}
