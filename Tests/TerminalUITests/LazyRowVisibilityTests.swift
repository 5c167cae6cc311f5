import Foundation
import CombineSubset
import Testing
@testable import TerminalUI

@MainActor private final class Feed: ObservableObject {
    @Published var items: [Int] = Array(0..<20)
}

private struct FeedScreen: View {
    @ObservedObject var feed: Feed
    let recorder: Recorder
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(feed.items, id: \.self) { item in
                    Text("r\(item)")
                        .onAppear { recorder.events.append("+\(item)") }
                        .onDisappear { recorder.events.append("-\(item)") }
                }
            }
        }
        .defaultScrollAnchor(.bottom)
    }
}

/// Which rows of a lazy list get `onAppear` and `onDisappear`, and in which order, as rows come
/// and go (rows that stay shown are only marked, never hashed: see
/// `ScrollBehavior.notifyVisibilityChanges`).
@MainActor @Suite struct LazyRowVisibilityTests {
    private func open() -> (Feed, Recorder, ViewHost) {
        let feed = Feed(), recorder = Recorder()
        let host = ViewHost(rootView: FeedScreen(feed: feed, recorder: recorder))
        _ = host.snapshot(width: 6, height: 3)
        return (feed, recorder, host)
    }

    @Test func anAppendWhilePinnedShowsTheNewRowAndHidesTheTopRow() throws {
        let (feed, recorder, host) = open()
        let scroll = try #require(scrollBehavior(in: host))
        let told = scroll.rowsToldOfVisibility
        // Pinned to the bottom, rows are built from the bottom up; each appears as it is built.
        #expect(recorder.events == ["+19", "+18", "+17"])
        recorder.events.removeAll()
        feed.items.append(20)
        _ = host.snapshot(width: 6, height: 3)
        // The new row appears as it is built; the row that scrolled off the top disappears.
        #expect(recorder.events == ["+20", "-17"])
        // Only the row that left is walked: the new row's `onAppear`s ran as it was built.
        #expect(scroll.rowsToldOfVisibility - told == 1)
    }

    @Test func rowsThatStayShownGetNothing() {
        let (feed, recorder, host) = open()
        recorder.events.removeAll()
        feed.items = feed.items
        _ = host.snapshot(width: 6, height: 3)
        #expect(recorder.events.isEmpty)
    }

    @Test func rowsLeavingDisappearBeforeKeptRowsComingBackAppear() throws {
        let (_, recorder, host) = open()
        let scroll = try #require(scrollBehavior(in: host))
        recorder.events.removeAll()
        host.press(.pageUp)
        _ = host.snapshot(width: 6, height: 3)
        // Rows 16 and 15 were built as the page scrolled past them, out of view: they appear
        // when the layout shows them, after 18 and 19 leave, in the order shown.
        #expect(recorder.events == ["-18", "-19", "+15", "+16"])
        recorder.events.removeAll()
        let told = scroll.rowsToldOfVisibility
        host.press(.pageDown)
        _ = host.snapshot(width: 6, height: 3)
        // Rows 18 and 19 were kept: they come back after those leaving went, in the order shown.
        #expect(recorder.events == ["-15", "-16", "+18", "+19"])
        #expect(scroll.rowsToldOfVisibility - told == 4)
    }

    @Test func removingAShownRowMakesItDisappear() {
        let (feed, recorder, host) = open()
        recorder.events.removeAll()
        feed.items.remove(at: 18)
        _ = host.snapshot(width: 6, height: 3)
        // Row 16 comes into view at the top (built, so it appears first); row 18 is no longer
        // shown (it is kept, out of view).
        #expect(recorder.events == ["+16", "-18"])
    }

    @Test func rowsShownWhenNoRowIsLeftDisappearAndAppearWhenShownAgain() {
        let (feed, recorder, host) = open()
        recorder.events.removeAll()
        feed.items = []
        _ = host.snapshot(width: 6, height: 3)
        #expect(recorder.events == ["-17", "-18", "-19"])
        recorder.events.removeAll()
        feed.items = Array(0..<20)
        _ = host.snapshot(width: 6, height: 3)
        // The rows were kept: they come back into view.
        #expect(recorder.events == ["+17", "+18", "+19"])
    }

    @Test func rowsShownWhenTheViewportHasNoHeightDisappearAndAppearWhenShownAgain() {
        let (_, recorder, host) = open()
        recorder.events.removeAll()
        _ = host.snapshot(width: 6, height: 0)
        #expect(recorder.events == ["-17", "-18", "-19"])
        recorder.events.removeAll()
        _ = host.snapshot(width: 6, height: 3)
        #expect(recorder.events == ["+17", "+18", "+19"])
    }
}
