import CombineSubset
import Testing
@testable import TerminalUI

/// A lazy list scrolled away from the bottom keeps its top row when rows come or go above it,
/// as a chat transcript does while older messages load.
@MainActor @Suite struct ScrollPositionByIdentityTests {
    @MainActor final class Feed: ObservableObject {
        @Published var items: [Int] = Array(0..<50)
    }

    struct FeedList: View {
        @ObservedObject var feed: Feed
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(feed.items, id: \.self) { item in Text("row \(item)") }
                }
            }
        }
    }

    @Test func rowsPrependedAboveKeepTheTopRow() {
        let feed = Feed()
        let host = ViewHost(rootView: FeedList(feed: feed))
        _ = host.snapshot(width: 10, height: 5)
        host.press(.pageDown)
        host.press(.pageDown)
        let before = host.snapshot(width: 10, height: 5)
        let top = before.split(separator: "\n").first.map(String.init) ?? ""
        #expect(top.hasPrefix("row 8"), "\(before)")

        feed.items.insert(contentsOf: -20 ..< 0, at: 0)
        let afterPrepend = host.snapshot(width: 10, height: 5)
        #expect(afterPrepend == before, "the list jumped:\n\(afterPrepend)")

        feed.items.removeFirst(25)
        let afterRemoval = host.snapshot(width: 10, height: 5)
        #expect(afterRemoval == before, "the list jumped:\n\(afterRemoval)")
    }

    /// At the very top the offset is kept: a row inserted first shows (a channel list whose
    /// channel with the newest message moves to the top).
    @Test func atTheTopRowsInsertedFirstShow() {
        let feed = Feed()
        let host = ViewHost(rootView: FeedList(feed: feed))
        #expect(host.snapshot(width: 10, height: 5).hasPrefix("row 0"))
        feed.items.insert(99, at: 0)
        let shown = host.snapshot(width: 10, height: 5)
        #expect(shown.hasPrefix("row 99"), "\(shown)")
    }
}
