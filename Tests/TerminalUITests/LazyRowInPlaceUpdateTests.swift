import CombineSubset
import ScreenLines
import Testing
@testable import TerminalUI

@MainActor private final class Feed: ObservableObject {
    @Published var posts: [Post] = (0..<30).map { Post(id: $0, text: "post \($0)") }
}

private struct Post: Identifiable, Equatable {
    let id: Int
    var text: String
}

/// Counts the calls of the `ForEach` content closure.
@MainActor private final class RowViewsMade {
    var count = 0
}

private struct FeedScreen: View {
    @ObservedObject var feed: Feed
    let work: LeafWork
    let made: RowViewsMade
    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) {
                ForEach(feed.posts) { post in
                    made.count += 1
                    return CountedLeaf(text: post.text, work: work)
                }
            }
        }
        .defaultScrollAnchor(.bottom)
    }
}

/// Rows of a `ForEach` over a range (data that is not an array).
@MainActor private final class Counter: ObservableObject {
    @Published var count = 30
}

private struct RangeScreen: View {
    @ObservedObject var counter: Counter
    let work: LeafWork
    var body: some View {
        let rows = ForEach(0..<counter.count) { CountedLeaf(text: "row \($0)", work: work) }
        return ScrollView { LazyVStack(alignment: .leading, spacing: 0) { rows } }.defaultScrollAnchor(.bottom)
    }
}

/// The rows shown before an update are brought up to date with their new views where they
/// are: each row's view is made once, compared with the last one without copying either, and
/// stored in the node's existing value (`ShownRowUpdate`, `ViewNode.update(withValueOfItsType:)`).
@MainActor @Suite struct LazyRowInPlaceUpdateTests {
    @Test func anAppendMakesEachShownRowsViewOnceAndAppliesItWhereTheRowIs() throws {
        let (feed, work, made, host) = openFeed()
        let scroll = try #require(scrollBehavior(in: host))
        let inPlace = scroll.rowStore.updatesInPlace, updates = scroll.rowStore.updates
        let comparisons = host.graph.valueComparisons, draws = work.draws
        made.count = 0
        feed.posts.append(Post(id: 30, text: "post 30"))
        #expect(host.snapshot(width: 10, height: 5).lastScreenLine == "post 30")
        // Five rows are shown: the four still shown are updated in place (each compared once,
        // equal, so not redrawn), the new one is made; one view each.
        #expect(made.count == 5)
        #expect(scroll.rowStore.updatesInPlace - inPlace == 4)
        #expect(scroll.rowStore.updates - updates == 4)
        #expect(host.graph.valueComparisons - comparisons == 4)
        #expect(work.draws - draws == 1)
    }

    @Test func aShownRowWhoseValueChangedIsUpdatedInPlaceAndRedrawn() throws {
        let (feed, work, _, host) = openFeed()
        let scroll = try #require(scrollBehavior(in: host))
        let inPlace = scroll.rowStore.updatesInPlace, creations = scroll.rowStore.creations
        let draws = work.draws
        feed.posts[27].text = "edited"
        let screen = host.styledSnapshot(width: 10, height: 5)
        #expect(screen.contains("edited"))
        #expect(!screen.contains("post 27"))
        #expect(screen == ViewHost(rootView: FeedScreen(feed: feed, work: LeafWork(), made: RowViewsMade())).styledSnapshot(width: 10, height: 5))
        #expect(scroll.rowStore.updatesInPlace - inPlace == 5)
        #expect(scroll.rowStore.creations == creations)
        // Only the edited row draws again; it holds its new value for the next updates.
        #expect(work.draws - draws == 1)
        feed.posts.append(Post(id: 30, text: "post 30"))
        #expect(host.snapshot(width: 10, height: 5).contains("edited"))
    }

    @Test func aShownRowReplacedByAnotherElementIsANewRow() throws {
        let (feed, _, made, host) = openFeed()
        let scroll = try #require(scrollBehavior(in: host))
        let inPlace = scroll.rowStore.updatesInPlace, creations = scroll.rowStore.creations
        made.count = 0
        feed.posts[29] = Post(id: 99, text: "post 99")
        #expect(host.snapshot(width: 10, height: 5).lastScreenLine == "post 99")
        #expect(scroll.rowStore.updatesInPlace - inPlace == 4)
        #expect(scroll.rowStore.creations - creations == 1)
        #expect(made.count == 5)
    }

    /// Rows of data that is not an array are read through the collection: they are updated in
    /// place as rows of an array are.
    @Test func rowsOfARangeAreUpdatedInPlace() throws {
        let counter = Counter()
        let work = LeafWork()
        let host = ViewHost(rootView: RangeScreen(counter: counter, work: work))
        _ = host.snapshot(width: 10, height: 5)
        let scroll = try #require(scrollBehavior(in: host))
        let inPlace = scroll.rowStore.updatesInPlace, creations = scroll.rowStore.creations, draws = work.draws
        counter.count = 31
        #expect(host.snapshot(width: 10, height: 5).lastScreenLine == "row 30")
        #expect(scroll.rowStore.updatesInPlace - inPlace == 4)
        #expect(scroll.rowStore.creations - creations == 1)
        #expect(work.draws - draws == 1)
    }

    /// A feed of 30 one-line rows on a 10×5 screen, after its first frame.
    private func openFeed() -> (Feed, LeafWork, RowViewsMade, ViewHost) {
        let feed = Feed()
        let work = LeafWork()
        let made = RowViewsMade()
        let host = ViewHost(rootView: FeedScreen(feed: feed, work: work, made: made))
        _ = host.snapshot(width: 10, height: 5)
        return (feed, work, made, host)
    }
}
