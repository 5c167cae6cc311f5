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

/// The proposals the counted leaves were measured with, by leaf text.
@MainActor private final class MeasureLog {
    var proposals: [(text: String, proposal: ProposedSize)] = []
    func count(of text: String) -> Int { proposals.filter { $0.text == text }.count }
}

/// A one-line leaf that logs every measurement (a primitive with its own behaviour).
private struct LoggedLeaf: View, PrimitiveView, Equatable {
    typealias Body = Never
    let text: String
    let log: MeasureLog
    nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs.text == rhs.text && lhs.log === rhs.log }
    func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        let behavior = existing as? LoggedLeafBehavior ?? LoggedLeafBehavior()
        behavior.text = text
        behavior.log = log
        return behavior
    }
}

private final class LoggedLeafBehavior: NodeBehavior {
    var text = ""
    var log: MeasureLog?
    override func measure(_ node: ViewNode, _ proposal: ProposedSize) -> CellSize {
        log?.proposals.append((text, proposal))
        return CellSize(width: min(proposal.width ?? text.count, text.count), height: 1)
    }
    override func draw(_ node: ViewNode, into canvas: inout Canvas) {
        canvas.put(text, x: node.frame.x, y: node.frame.y, style: .plain)
    }
}

/// A row built like a chat message: an avatar column, a bubble with two lines on a background,
/// a trailing spacer (so the row fills the width), padding and a flexible frame.
private struct FeedRow: View, Equatable {
    let item: Item
    let log: MeasureLog
    nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs.item == rhs.item && lhs.log === rhs.log }
    var body: some View {
        HStack(alignment: .bottom, spacing: 1) {
            LoggedLeaf(text: "@\(item.id)", log: log)
            VStack(alignment: .leading, spacing: 0) {
                LoggedLeaf(text: item.text, log: log)
                LoggedLeaf(text: "at \(item.id)", log: log).padding(.horizontal, 1)
            }
            .background(Color.blue)
            Spacer(minLength: 2)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

private struct FeedScreen: View {
    @ObservedObject var feed: Feed
    let log: MeasureLog
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
        let log = MeasureLog()
        let host = ViewHost(rootView: FeedScreen(feed: feed, log: log))
        _ = host.styledSnapshot(width: 30, height: 8)
        log.proposals.removeAll()
        feed.items.append(Item(id: 30, text: "a new item"))
        let screen = host.styledSnapshot(width: 30, height: 8)
        #expect(screen == ViewHost(rootView: FeedScreen(feed: feed, log: MeasureLog())).styledSnapshot(width: 30, height: 8))
        #expect(screen.contains("a new item"))
        let duringAppend = log.proposals
        // Only the new row's leaves are measured, each only for the row's ideal height (its
        // placement at that height proposes what its measurement did).
        #expect(!duringAppend.isEmpty)
        #expect(duringAppend.allSatisfy { ["@30", "a new item", "at 30"].contains($0.text) })
        #expect(duringAppend.allSatisfy { $0.proposal.height == nil })
        // Exactly what measuring the row alone for its height takes: nothing more for placing it.
        let row = try #require(try scrollNode(in: host).children.last)
        row.forEachDescendant { $0.sizeCache.removeAll() }
        log.proposals.removeAll()
        _ = row.sizeThatFits(ProposedSize(width: 30, height: nil))
        #expect(log.proposals.count == duringAppend.count)
        for text in ["@30", "a new item", "at 30"] { #expect(log.count(of: text) == duringAppend.filter { $0.text == text }.count) }
    }

    @Test func theFirstFrameMeasuresEachShownRowOnlyForItsHeight() {
        let log = MeasureLog()
        let host = ViewHost(rootView: FeedScreen(feed: Feed(), log: log))
        let screen = host.snapshot(width: 30, height: 8)
        #expect(screen.contains("item 29"))
        #expect(!log.proposals.isEmpty)
        #expect(log.proposals.allSatisfy { $0.proposal.height == nil })
    }

    @Test func aRowPlacedAtItsMeasuredSizeKeepsTheProposalAndANarrowerOneLaysOutForItsFrame() throws {
        let log = MeasureLog()
        let host = ViewHost(rootView: ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) {
                // Fills the width: placed at its measured size.
                LoggedLeaf(text: "wide", log: log).frame(maxWidth: .infinity, alignment: .leading)
                // Narrower than the list: the list gives it the whole width, which no proposal
                // produced, so it lays out for its frame (and its leaf is measured for it).
                VStack(spacing: 0) { LoggedLeaf(text: "narrow", log: log) }
            }
        })
        #expect(host.snapshot(width: 20, height: 4).contains("narrow"))
        let rows = try scrollNode(in: host).children
        #expect(rows.count == 2)
        #expect(rows.first?.frame == CellRect(x: 0, y: 0, width: 20, height: 1))
        #expect(rows.first?.placementProposal == ProposedSize(width: 20, height: nil))
        #expect(rows.last?.frame == CellRect(x: 0, y: 1, width: 20, height: 1))
        #expect(rows.last?.placementProposal == nil)
        #expect(log.proposals.contains { $0.text == "narrow" && $0.proposal.height != nil })
        #expect(!log.proposals.contains { $0.text == "wide" && $0.proposal.height != nil })
    }
}
