import Foundation
import Testing
@testable import TerminalUI

/// A click goes to what is drawn on top at its cell: content floating over a list (a chat
/// composer's suggestions over its message rows) takes the clicks on its cells, its opaque
/// background included, and the rows beneath get none.
@MainActor @Suite struct HitTestZOrderTests {
    /// Three full-width rows of buttons, with `overlay` over the bottom two.
    private func rows<Overlay: View>(_ recorder: Recorder, @ViewBuilder overlay: () -> Overlay) -> some View {
        ZStack(alignment: .bottom) {
            VStack(spacing: 0) {
                ForEach(0..<3, id: \.self) { index in
                    Button { recorder.events.append("row \(index)") } label: { Text("row \(index)").frame(maxWidth: .infinity, alignment: .leading) }
                }
            }
            overlay()
        }
    }

    @Test("A click on an overlay's opaque background does not reach the row beneath it")
    func opaqueBackgroundHidesTheRowBeneath() {
        let recorder = Recorder()
        let host = ViewHost(rootView: rows(recorder) {
            VStack(spacing: 0) {
                Text("title").frame(maxWidth: .infinity, alignment: .leading)
                Button { recorder.events.append("pick") } label: { Text("pick").frame(maxWidth: .infinity, alignment: .leading) }
            }
            .background(Color.blue)
        })
        let screen = host.snapshot(width: 12, height: 3)
        #expect(screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) } == ["row 0", "title", "pick"], "\(screen)")
        ControlScreen.click(host, x: 8, y: 1)
        #expect(recorder.events == [], "the title's row is the overlay's")
        ControlScreen.click(host, x: 8, y: 2)
        #expect(recorder.events == ["pick"])
        ControlScreen.click(host, x: 8, y: 0)
        #expect(recorder.events == ["pick", "row 0"], "the row above the overlay still takes clicks")
    }

    @Test("A clear overlay, and an overlay's cells that draw nothing opaque, leave clicks to the rows beneath")
    func clearOverlayLetsClicksThrough() {
        let recorder = Recorder()
        let host = ViewHost(rootView: rows(recorder) {
            Color.clear.frame(height: 2)
        })
        _ = host.snapshot(width: 12, height: 3)
        ControlScreen.click(host, x: 8, y: 2)
        #expect(recorder.events == ["row 2"])
    }

    @Test("A button whose label has an opaque background takes the clicks on it")
    func filledLabelKeepsItsButton() {
        let recorder = Recorder()
        let host = ViewHost(rootView: Button { recorder.events.append("tap") } label: { Text("go").background(Color.red) })
        #expect(host.snapshot(width: 4, height: 1) == " go ")
        ControlScreen.click(host, x: 1, y: 0)
        #expect(recorder.events == ["tap"])
    }
}
