import Testing
@testable import TerminalUI

/// Moving focus in a (non-lazy) scroll view reveals the focused view also when several keys
/// arrive before the next frame (a held arrow): frames are then those of the last placement,
/// and the scroll since is taken into account (it overshot to the end of the content).
@MainActor @Suite struct ScrollRevealBetweenFramesTests {
    struct Buttons: View {
        var body: some View {
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(0..<40, id: \.self) { Button("item \($0)") {} }
                }
            }
        }
    }

    @Test func keysBetweenFramesRevealTheFocusedView() {
        let host = ViewHost(rootView: Buttons())
        _ = host.snapshot(width: 12, height: 5)
        host.press(.tab)
        _ = host.snapshot(width: 12, height: 5)
        for _ in 0..<20 { host.press(.down) }
        let lines = ControlScreen.lines(host, width: 12, height: 5)
        #expect(lines.last == "item 20", "\(lines)")
        for _ in 0..<3 { host.press(.up) }
        #expect(ControlScreen.lines(host, width: 12, height: 5) == ["item 16", "item 17", "item 18", "item 19", "item 20"])
        for _ in 0..<5 { host.press(.up) }
        #expect(ControlScreen.lines(host, width: 12, height: 5).first == "item 12")
    }

    @Test func keysWithFramesBetweenGiveTheSameScreen() {
        let host = ViewHost(rootView: Buttons())
        _ = host.snapshot(width: 12, height: 5)
        host.press(.tab)
        for _ in 0..<20 {
            _ = host.snapshot(width: 12, height: 5)
            host.press(.down)
        }
        #expect(ControlScreen.lines(host, width: 12, height: 5).last == "item 20")
    }
}
