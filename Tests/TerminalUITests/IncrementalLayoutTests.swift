import CombineSubset
import Testing
@testable import TerminalUI

@MainActor private final class Feed: ObservableObject {
    @Published var entries: [Entry] = (0..<6).map { Entry(id: $0, text: "entry \($0)", wide: $0 % 2 == 0) }
    @Published var banner = "banner"
}

private struct Entry: Identifiable, Equatable {
    let id: Int
    var text: String
    var wide: Bool
}

/// A row with nested stacks, padding, a background, an overlay and lifecycle modifiers: the
/// kinds of nodes that move with their frame when rows above them change.
private struct EntryRow: View, Equatable {
    let entry: Entry
    var body: some View {
        HStack(spacing: 1) {
            Text("•")
            VStack(alignment: .leading, spacing: 0) {
                Text(entry.text)
                if entry.wide { Text("second line of \(entry.id)").padding(.leading, 16) }
            }
            .background(Color.blue)
            Spacer()
            Text("#\(entry.id)").overlay(Text("!"), alignment: .trailing)
        }
        .onAppear {}
        .onChange(of: entry.text) {}
    }
}

private struct FeedScreen: View {
    @ObservedObject var feed: Feed
    var lazy: Bool
    var body: some View {
        VStack(spacing: 0) {
            Text(feed.banner)
            if lazy {
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(feed.entries) { EntryRow(entry: $0).onDisappear {} }
                    }
                }
                .defaultScrollAnchor(.bottom)
            } else {
                VStack(spacing: 0) {
                    ForEach(feed.entries) { EntryRow(entry: $0) }
                }
                Spacer()
            }
        }
    }
}

/// Layout and drawing after a change (kept sizes, moved subtrees, layout-neutral modifiers)
/// give the same screen as laying out and drawing the changed tree from scratch.
@MainActor @Suite struct IncrementalLayoutTests {
    private func expectSameAsFromScratch(_ feed: Feed, lazy: Bool, _ changes: [(String, (Feed) -> Void)]) {
        let host = ViewHost(rootView: FeedScreen(feed: feed, lazy: lazy))
        _ = host.styledSnapshot(width: 40, height: 14)
        for (name, change) in changes {
            change(feed)
            let incremental = host.styledSnapshot(width: 40, height: 14)
            let fresh = ViewHost(rootView: FeedScreen(feed: feed, lazy: lazy)).styledSnapshot(width: 40, height: 14)
            #expect(incremental == fresh, "\(name) (lazy: \(lazy))")
        }
    }

    private var changes: [(String, (Feed) -> Void)] {
        [
            ("insert at the top", { $0.entries.insert(Entry(id: 100, text: "new first", wide: true), at: 0) }),
            ("append", { $0.entries.append(Entry(id: 101, text: "new last", wide: false)) }),
            ("a row grows", { $0.entries[2].wide.toggle() }),
            ("a row's text changes", { $0.entries[3].text = "changed text" }),
            ("remove the first row", { $0.entries.removeFirst() }),
            ("the banner changes", { $0.banner = "a longer banner" }),
            ("append two", { $0.entries += [Entry(id: 102, text: "x", wide: true), Entry(id: 103, text: "y", wide: true)] }),
        ]
    }

    @Test func stackRowsMovedByAChangeAboveDrawLikeAFreshLayout() {
        expectSameAsFromScratch(Feed(), lazy: false, changes)
    }

    @Test func lazyRowsMovedByAnAppendDrawLikeAFreshLayout() {
        expectSameAsFromScratch(Feed(), lazy: true, changes)
    }
}
