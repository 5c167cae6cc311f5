import Foundation
import CombineSubset
import Testing
@testable import TerminalUI

@MainActor private final class Feed: ObservableObject {
    @Published var items: [Int] = Array(0..<20)
    /// Given to the rows (`StampedRow`), whose state keeps the one they were made with.
    @Published var stamp = 0
}

private struct FeedScreen: View {
    @ObservedObject var feed: Feed
    let recorder: Recorder
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(feed.items, id: \.self) { item in StampedRow(item: item, stamp: feed.stamp, recorder: recorder) }
            }
        }
        .defaultScrollAnchor(.bottom)
    }
}

/// A row with state: it shows its item and the stamp it was made with.
private struct StampedRow: View {
    let item: Int
    let recorder: Recorder
    @State private var madeAt: Int

    init(item: Int, stamp: Int, recorder: Recorder) {
        self.item = item
        self.recorder = recorder
        _madeAt = State(initialValue: stamp)
    }

    var body: some View {
        Text("\(item).\(madeAt)")
            .onAppear { recorder.events.append("+\(item)") }
            .onDisappear { recorder.events.append("-\(item)") }
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
        // shown (its item went: it is let go).
        #expect(recorder.events == ["+16", "-18"])
    }

    /// The rows a 6x3 frame shows.
    private func shownRows(_ host: ViewHost) -> [String] {
        host.snapshot(width: 6, height: 3).split(separator: "\n").map { $0.replacingOccurrences(of: " ", with: "") }
    }

    private func openStamped() -> (Feed, Recorder, ViewHost) {
        let (feed, recorder, host) = open()
        #expect(shownRows(host) == ["17.0", "18.0", "19.0"])
        recorder.events.removeAll()
        return (feed, recorder, host)
    }

    /// With no row left the items were removed: their rows go, state and all, as SwiftUI
    /// discards the state of removed identities. Items that come back get new rows.
    @Test func rowsShownWhenNoRowIsLeftDisappearAndAreMadeAgainWhenTheItemsComeBack() {
        let (feed, recorder, host) = openStamped()
        feed.items = []
        _ = host.snapshot(width: 6, height: 3)
        #expect(recorder.events == ["-17", "-18", "-19"])
        recorder.events.removeAll()
        feed.stamp = 1
        feed.items = Array(0..<20)
        // New rows (their state starts from the new stamp), built from the bottom up.
        #expect(shownRows(host) == ["17.1", "18.1", "19.1"])
        #expect(recorder.events == ["+19", "+18", "+17"])
    }

    /// Rows kept out of view go too when no row is left, those hidden by a viewport with no
    /// height among them.
    @Test func rowsHiddenByAViewportWithNoHeightGoWhenNoRowIsLeft() {
        let (feed, recorder, host) = openStamped()
        _ = host.snapshot(width: 6, height: 0)
        feed.items = []
        _ = host.snapshot(width: 6, height: 0)
        feed.stamp = 1
        feed.items = Array(0..<20)
        recorder.events.removeAll()
        #expect(shownRows(host) == ["17.1", "18.1", "19.1"])
        #expect(recorder.events == ["+19", "+18", "+17"])
    }

    /// With a viewport of no height the items are still there: their rows are kept, state and
    /// all, and come back into view.
    @Test func rowsShownWhenTheViewportHasNoHeightAreKeptWithTheirState() {
        let (feed, recorder, host) = openStamped()
        _ = host.snapshot(width: 6, height: 0)
        #expect(recorder.events == ["-17", "-18", "-19"])
        recorder.events.removeAll()
        feed.stamp = 1
        #expect(shownRows(host) == ["17.0", "18.0", "19.0"])
        #expect(recorder.events == ["+17", "+18", "+19"])
    }

    /// While the viewport has no height, layouts of the list (one per update of its items) show
    /// no row and change nothing of the node's structure: its children are not assigned again
    /// (which walked up its ancestors each time).
    @Test func layoutsWhileTheViewportHasNoHeightLeaveTheChildrenAlone() {
        let (feed, _, host) = open()
        _ = host.snapshot(width: 6, height: 0)
        let steps = host.graph.structureWalkSteps
        for item in 20..<23 {
            feed.items.append(item)
            _ = host.snapshot(width: 6, height: 0)
        }
        #expect(host.graph.structureWalkSteps == steps)
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

    /// A shown row whose item is removed while others remain disappears once and goes, state
    /// and all: its item, back, gets a new row (its state starts from the new stamp).
    @Test func aShownRowWhoseItemIsRemovedComesBackWithNewState() {
        let (feed, recorder, host) = openStamped()
        feed.stamp = 1
        feed.items.remove(at: 18)
        #expect(shownRows(host) == ["16.1", "17.0", "19.0"])
        feed.items.insert(18, at: 18)
        #expect(shownRows(host) == ["17.0", "18.1", "19.0"])
        #expect(recorder.events == ["+16", "-18", "+18", "-16"])
    }

    /// A row kept out of view whose item is removed goes too: the item, back and shown, gets a
    /// new row.
    @Test func aRowOutOfViewWhoseItemIsRemovedComesBackWithNewState() {
        let (feed, _, host) = openStamped()
        feed.items.append(20)
        #expect(shownRows(host) == ["18.0", "19.0", "20.0"])
        feed.stamp = 1
        feed.items.remove(at: 17)
        _ = shownRows(host)
        feed.items = Array(0..<18)
        #expect(shownRows(host) == ["15.1", "16.1", "17.1"])
    }

    /// Rows of items added then removed do not pile up in the store; appends alone find the
    /// kept rows where they were (no key of every row is made).
    @Test func rowsOfRemovedItemsAreNotKept() throws {
        let (feed, _, host) = openStamped()
        let scroll = try #require(scrollBehavior(in: host))
        let kept = scroll.rowStore.count
        for item in 100..<110 {
            feed.items.append(item)
            _ = shownRows(host)
            feed.items.removeLast()
            _ = shownRows(host)
        }
        #expect(scroll.rowStore.count == kept)
        let tables = scroll.rowStore.keyTablesMade
        for item in 20..<30 {
            feed.items.append(item)
            _ = shownRows(host)
        }
        #expect(scroll.rowStore.keyTablesMade == tables)
        #expect(scroll.rowStore.count == kept + 10)
    }
}
