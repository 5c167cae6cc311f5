import Foundation
import Observation
import Testing
@testable import TerminalUI

@Observable @MainActor private final class Seen {
    var rows = 0
    var loaded = false
}

/// Shows the width its `GeometryReader` was given, learnt in an `onChange` of the reader's
/// content: the content is built for its size while the screen is laid out.
private struct WidthLabel: View {
    @State private var width: CGFloat = 0
    var body: some View {
        VStack(spacing: 0) {
            Text("width \(Int(width))")
            GeometryReader { proxy in
                Color.clear.onChange(of: proxy.size.width) { _, new in width = new }
            }
        }
    }
}

/// Counts (outside the list) the rows of a lazy list that appeared.
private struct AppearingRows: View {
    let seen: Seen
    var body: some View {
        VStack(spacing: 0) {
            Text("seen \(seen.rows)")
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<3, id: \.self) { index in
                        Text("row \(index)").onAppear { seen.rows += 1 }
                    }
                }
            }
        }
    }
}

/// A lazy row whose content, given by the list's parent, switches to a view with `onAppear`:
/// the row is updated in place while the list is laid out, its rows staying the same nodes.
private struct SwitchingRow: View {
    let seen: Seen
    var body: some View {
        let loaded = seen.loaded
        return VStack(spacing: 0) {
            Text("seen \(seen.rows)")
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<1, id: \.self) { _ in
                        LoadedRow(loaded: loaded, seen: seen)
                    }
                }
            }
        }
    }
}

private struct LoadedRow: View {
    let loaded: Bool
    let seen: Seen
    var body: some View {
        if loaded {
            Text("loaded").onAppear { seen.rows += 1 }
        } else {
            Text("loading")
        }
    }
}

/// `onAppear` and `onChange` actions queued while a frame lays the screen out (views built or
/// updated during layout: lazy rows, `GeometryReader` content) run after that layout, and what
/// they change asks for a frame that shows it, without any other event. The terminal runtime
/// renders only when asked (`RuntimeProbe` runs a host as it does).
@MainActor @Suite struct LayoutQueuedActionsTests {
    @Test func anOnChangeOfGeometryReaderContentIsShownWithoutAnotherEvent() async {
        let probe = RuntimeProbe(host: ViewHost(rootView: WidthLabel()), width: 20, height: 3)
        await probe.runUntilIdle()
        #expect(probe.text.contains("width 160"), "\(probe.text)")
        #expect(probe.frames == 2, "the frame that laid the reader out, then the one its onChange asked for")
        #expect(probe.text == probe.freshText())
    }

    @Test func lazyRowsAppearingAreCountedOnScreen() async {
        let seen = Seen()
        let probe = RuntimeProbe(host: ViewHost(rootView: AppearingRows(seen: seen)), width: 20, height: 5)
        await probe.runUntilIdle()
        #expect(probe.text.contains("seen 3"), "\(probe.text)")
        let frames = probe.frames
        await probe.runUntilIdle()
        #expect(probe.frames == frames, "idle: no frame")
    }

    @Test func aLazyRowUpdatedInPlaceRunsItsNewOnAppearAndShowsWhatItChanged() async {
        let seen = Seen()
        let probe = RuntimeProbe(host: ViewHost(rootView: SwitchingRow(seen: seen)), width: 20, height: 5)
        await probe.runUntilIdle()
        #expect(probe.text.contains("loading") && probe.text.contains("seen 0"), "\(probe.text)")
        let frames = probe.frames
        seen.loaded = true
        await probe.runUntilIdle()
        #expect(probe.text.contains("loaded"), "\(probe.text)")
        #expect(seen.rows == 1, "the new content's onAppear ran")
        #expect(probe.text.contains("seen 1"), "\(probe.text)")
        #expect(probe.frames == frames + 2, "the frame that updated the row, then the one its onAppear asked for")
        #expect(probe.text == probe.freshText())
    }
}
