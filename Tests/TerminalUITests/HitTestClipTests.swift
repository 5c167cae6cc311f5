import Testing
@testable import TerminalUI

/// A scroll view clips its content to its frame, and so does the hit test: a row scrolled out
/// of view (its opaque fill reaching past the list) takes no click and no wheel aimed outside
/// the list; what is drawn there does. So for any view that clips its children.
@MainActor @Suite struct HitTestClipTests {
    /// A button above a list two rows tall of filled buttons, scrolled so rows sit above its frame.
    private func screen(_ recorder: Recorder) -> ViewHost {
        let host = ViewHost(rootView: VStack(spacing: 0) {
            Button { recorder.events.append("above") } label: { Text("above").frame(maxWidth: .infinity, alignment: .leading) }
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<8, id: \.self) { index in
                        Button { recorder.events.append("row \(index)") } label: {
                            Text("row \(index)").frame(maxWidth: .infinity, alignment: .leading).background(Color.blue)
                        }
                    }
                }
            }
            .frame(height: 2 * CellUnits.pointsPerRow)
        })
        _ = host.snapshot(width: 8, height: 3)
        ControlScreen.mouse(host, .wheelDown, x: 2, y: 1)
        return host
    }

    @Test("A click above a scroll view goes to what is drawn there, not to a row scrolled out above it")
    func clickAboveTheListReachesWhatIsThere() {
        let recorder = Recorder()
        let host = screen(recorder)
        let shown = ControlScreen.lines(host, width: 8, height: 3)
        #expect(shown.first == "above" && shown.dropFirst().allSatisfy { $0 != "row 0" }, "\(shown)")
        ControlScreen.click(host, x: 2, y: 0)
        #expect(recorder.events == ["above"])
    }

    @Test("The wheel above a scroll view does not scroll it through a row scrolled out above it")
    func wheelAboveTheListLeavesItAlone() {
        let host = screen(Recorder())
        let shown = ControlScreen.lines(host, width: 8, height: 3)
        #expect(shown.first == "above" && shown.dropFirst().allSatisfy { $0 != "row 0" }, "the list scrolled a row out above it:\n\(shown)")
        #expect(!ControlScreen.mouse(host, .wheelDown, x: 2, y: 0))
        #expect(ControlScreen.lines(host, width: 8, height: 3) == shown)
    }

    @Test("A view that clips its children takes no click for them outside its frame; one that does not, does",
          arguments: [true, false])
    func clippingBehaviourClipsClicks(clips: Bool) {
        let recorder = Recorder()
        // `raised` is laid out on the row of `above`, drawn over it only when not clipped.
        let host = ViewHost(rootView: VStack(spacing: 0) {
            Button { recorder.events.append("above") } label: { Text("above").frame(maxWidth: .infinity, alignment: .leading) }
            RaisedContent(clips: clips, content: VStack(spacing: 0) {
                Button { recorder.events.append("raised") } label: { Text("raised").frame(maxWidth: .infinity, alignment: .leading) }
                Button { recorder.events.append("inside") } label: { Text("inside").frame(maxWidth: .infinity, alignment: .leading) }
            })
        })
        let shown = ControlScreen.lines(host, width: 8, height: 3)
        #expect(shown == [clips ? "above" : "raised", "inside", ""], "\(shown)")
        ControlScreen.click(host, x: 2, y: 0)
        ControlScreen.click(host, x: 2, y: 1)
        #expect(recorder.events == [clips ? "above" : "raised", "inside"])
    }
}
