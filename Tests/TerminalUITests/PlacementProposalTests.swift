import Foundation
import CombineSubset
import Testing
@testable import TerminalUI

@MainActor private final class Feed: ObservableObject {
    @Published var items: [Item] = (0..<30).map { Item(id: $0, text: "item \($0)") }
}

private struct Item: Identifiable, Equatable {
    let id: Int
    var text: String
}

/// A row built like a chat message: an avatar column, a bubble with two lines on a background,
/// a trailing spacer (so the row fills the width), padding and a flexible frame.
private struct FeedRow: View, Equatable {
    let item: Item
    let log: LeafWork
    nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs.item == rhs.item && lhs.log === rhs.log }
    var body: some View {
        HStack(alignment: .bottom, spacing: 1) {
            CountedLeaf(text: "@\(item.id)", work: log)
            VStack(alignment: .leading, spacing: 0) {
                CountedLeaf(text: item.text, work: log)
                CountedLeaf(text: "at \(item.id)", work: log).padding(.horizontal, 1)
            }
            .background(Color.blue)
            Spacer(minLength: 2)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

private struct FeedScreen: View {
    @ObservedObject var feed: Feed
    let log: LeafWork
    var body: some View {
        VStack(spacing: 0) {
            Text("feed")
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 0) {
                    ForEach(feed.items) { item in FeedRow(item: item, log: log).onAppear {} }
                }
            }
            .defaultScrollAnchor(.bottom)
        }
    }
}

@MainActor private func scrollNode(in host: ViewHost) throws -> ViewNode {
    var found: ViewNode?
    host.graph.root?.forEachDescendant { node in
        if found == nil, node.behavior is ScrollBehavior { found = node }
    }
    return try #require(found)
}

/// A node placed at the size its parent measured it at lays out for that proposal, so what it
/// measured is not measured again; at any other size it lays out for its frame, as before.
@MainActor @Suite struct PlacementProposalTests {
    @Test func anAppendedLazyRowIsMeasuredOnceForItsHeightAndNotAgainWhenPlaced() throws {
        let feed = Feed()
        let log = LeafWork()
        let host = ViewHost(rootView: FeedScreen(feed: feed, log: log))
        _ = host.styledSnapshot(width: 30, height: 8)
        log.measurements.removeAll()
        feed.items.append(Item(id: 30, text: "a new item"))
        let screen = host.styledSnapshot(width: 30, height: 8)
        #expect(screen == ViewHost(rootView: FeedScreen(feed: feed, log: LeafWork())).styledSnapshot(width: 30, height: 8))
        #expect(screen.contains("a new item"))
        let duringAppend = log.measurements
        // Only the new row's leaves are measured, each only for the row's ideal height (its
        // placement at that height proposes what its measurement did).
        #expect(!duringAppend.isEmpty)
        #expect(duringAppend.allSatisfy { ["@30", "a new item", "at 30"].contains($0.text) })
        #expect(duringAppend.allSatisfy { $0.proposal.height == nil })
        // Exactly what measuring the row alone for its height takes: nothing more for placing it.
        let row = try #require(try scrollNode(in: host).children.last)
        row.forEachDescendant { $0.sizeCache.removeAll() }
        log.measurements.removeAll()
        _ = row.sizeThatFits(ProposedSize(width: 30, height: nil))
        #expect(log.measurements.count == duringAppend.count)
        for text in ["@30", "a new item", "at 30"] { #expect(log.count(of: text) == duringAppend.filter { $0.text == text }.count) }
    }

    @Test func theFirstFrameMeasuresEachShownRowOnlyForItsHeight() {
        let log = LeafWork()
        let host = ViewHost(rootView: FeedScreen(feed: Feed(), log: log))
        let screen = host.snapshot(width: 30, height: 8)
        #expect(screen.contains("item 29"))
        #expect(!log.measurements.isEmpty)
        #expect(log.measurements.allSatisfy { $0.proposal.height == nil })
    }

    @Test func aRowPlacedAtItsMeasuredSizeKeepsTheProposalAndANarrowerOneLaysOutForItsFrame() throws {
        let log = LeafWork()
        let host = ViewHost(rootView: ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) {
                // Fills the width: placed at its measured size.
                CountedLeaf(text: "wide", work: log).frame(maxWidth: .infinity, alignment: .leading)
                // Narrower than the list: the list gives it the whole width, which no proposal
                // produced, so it lays out for its frame (and its leaf is measured for it).
                VStack(spacing: 0) { CountedLeaf(text: "narrow", work: log) }
            }
        })
        #expect(host.snapshot(width: 20, height: 4).contains("narrow"))
        let rows = try scrollNode(in: host).children
        #expect(rows.count == 2)
        #expect(rows.first?.frame == CellRect(x: 0, y: 0, width: 20, height: 1))
        #expect(rows.first?.placementProposal == ProposedSize(width: 20, height: nil))
        #expect(rows.last?.frame == CellRect(x: 0, y: 1, width: 20, height: 1))
        #expect(rows.last?.placementProposal == nil)
        #expect(log.measurements.contains { $0.text == "narrow" && $0.proposal.height != nil })
        #expect(!log.measurements.contains { $0.text == "wide" && $0.proposal.height != nil })
    }
}
