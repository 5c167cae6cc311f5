import CombineSubset
import Testing
@testable import TerminalUI

/// A frame at a new size scrolls the focused view of a (non-lazy) scroll view back into view
/// when it was in view before the resize (the layout at the new size would hide it), and leaves
/// the scroll where it is when the user had scrolled the focused view away with the wheel: a
/// resize then jumped back to it, losing the place the user was reading.
@MainActor @Suite struct ScrollResizeRevealTests {
    /// A host showing forty buttons in a scroll view at 12×8, "item 6" focused and in view.
    private func hostWithItem6Focused() -> ViewHost {
        let host = ViewHost(rootView: ScrollRevealBetweenFramesTests.Buttons())
        _ = host.snapshot(width: 12, height: 8)
        host.press(.tab)
        for _ in 0..<6 { host.press(.down) }
        #expect(ControlScreen.lines(host, width: 12, height: 8) == (0..<8).map { "item \($0)" })
        return host
    }

    @Test func aFocusedViewInViewStaysInViewWhenTheScreenShrinks() {
        let host = hostWithItem6Focused()
        let lines = ControlScreen.lines(host, width: 12, height: 4)
        #expect(lines.last == "item 6", "\(lines)")
    }

    @Test func aFocusedViewScrolledAwayWithTheWheelIsNotBroughtBack() {
        let host = hostWithItem6Focused()
        for _ in 0..<4 { ControlScreen.mouse(host, .wheelDown, x: 1, y: 1) }
        let scrolled = ControlScreen.lines(host, width: 12, height: 8)
        #expect(scrolled.first == "item 12", "\(scrolled)")
        let lines = ControlScreen.lines(host, width: 12, height: 4)
        #expect(lines == ["item 12", "item 13", "item 14", "item 15"], "the place the user scrolled to stays")
        let grown = ControlScreen.lines(host, width: 12, height: 10)
        #expect(grown.first == "item 12" && !grown.contains("item 6"), "\(grown)")
    }

    /// Scrolled away with the wheel between frames (no frame drawn before the resize), the
    /// focused view is out of view as well.
    @Test func aWheelScrollJustBeforeTheResizeCounts() {
        let host = hostWithItem6Focused()
        for _ in 0..<4 { ControlScreen.mouse(host, .wheelDown, x: 1, y: 1) }
        let lines = ControlScreen.lines(host, width: 12, height: 4)
        #expect(lines.first == "item 12", "\(lines)")
    }

    @MainActor final class Model: ObservableObject {
        @Published var addsEntry = false
    }

    /// Forty buttons in a scroll view, and an entry added below them that takes focus as it is
    /// added (its `@FocusState` written by the update that adds it).
    struct GrowingList: View {
        @ObservedObject var model: Model
        @FocusState var entryFocused: Bool
        var body: some View {
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(0..<40, id: \.self) { Button("item \($0)") {} }
                    if model.addsEntry { Button("new") {}.focused($entryFocused) }
                }
            }
            .onChange(of: model.addsEntry) { entryFocused = model.addsEntry }
        }
    }

    /// Focus moves in the frame's settle to a view made in it, which no layout placed yet: it
    /// was not in view before the resize (it was not there), so it is revealed as focus that
    /// moved in this frame is.
    @Test func aViewFocusedAsItIsAddedInTheResizeFrameIsRevealed() {
        let model = Model()
        let host = ViewHost(rootView: GrowingList(model: model))
        #expect(ControlScreen.lines(host, width: 12, height: 8).first == "item 0")
        model.addsEntry = true
        let lines = ControlScreen.lines(host, width: 12, height: 4)
        #expect(lines.last == "new", "\(lines)")
        #expect(host.graph.focusedNode?.frame.y == 3, "the new entry, on the last line, has focus")
    }
}
