import CombineSubset
import Testing
@testable import TerminalUI

@MainActor private final class Feed: ObservableObject {
    @Published var items: [Item] = (0..<30).map { Item(id: $0, text: "item \($0)", flagged: false) }
    var tapped: [Int] = []
}

private struct Item: Identifiable, Equatable {
    let id: Int
    var text: String
    var flagged: Bool
}

/// Equatable by its item (the action is the same for every value), as list rows usually are:
/// an unchanged row is not evaluated again when the list is.
private struct ItemRow: View, Equatable {
    let item: Item
    let tap: (Int) -> Void
    nonisolated static func == (lhs: ItemRow, rhs: ItemRow) -> Bool { lhs.item == rhs.item }
    var body: some View {
        HStack(spacing: 1) {
            Text(item.text).foregroundColor(item.flagged ? .red : .primary)
            Spacer()
            Button("tap") { tap(item.id) }
        }
        .padding(.horizontal, 1)
        .contextMenu { Button("flag") { tap(-item.id) } }
    }
}

private struct FeedScreen: View {
    @ObservedObject var feed: Feed
    var body: some View {
        VStack(spacing: 0) {
            Text("feed")
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 0) {
                    ForEach(feed.items) { item in ItemRow(item: item) { feed.tapped.append($0) } }
                }
            }
            .defaultScrollAnchor(.bottom)
        }
    }
}

/// The frames of the nodes of the rows shown, top to bottom (nodes with an empty frame, such as
/// groups, whose children are placed in their stead, draw nothing and are left out).
@MainActor private func rowFrames(_ host: ViewHost) -> [CellRect] {
    var frames: [CellRect] = []
    host.graph.root?.forEachDescendant { node in
        guard node.behavior is ScrollBehavior else { return }
        for row in node.children {
            row.forEachDescendant { if !$0.frame.isEmpty { frames.append($0.frame) } }
        }
    }
    return frames
}

/// Rows a scroll view moves with their drawn cells, unchanged, move as one (their frames are
/// kept relative to the row, see `FrameAnchor`): an append places the new row's nodes, not the
/// nodes of every row shown. Frames, hit testing and the screen stay what a fresh render gives.
@MainActor @Suite struct RowMoveTests {
    private let width = 30, height = 8

    private func open() -> (Feed, ViewHost) {
        let feed = Feed()
        let host = ViewHost(rootView: FeedScreen(feed: feed))
        _ = host.snapshot(width: width, height: height)
        return (feed, host)
    }

    private func fresh(_ feed: Feed) -> ViewHost {
        let host = ViewHost(rootView: FeedScreen(feed: feed))
        _ = host.snapshot(width: width, height: height)
        return host
    }

    @Test func anAppendPlacesTheNewRowNotTheRowsThatMove() throws {
        let (feed, host) = open()
        let nodesPerRow = try #require(host.graph.root.flatMap { root -> Int? in
            var count: Int?
            root.forEachDescendant { node in
                if count == nil, node.behavior is ScrollBehavior, let row = node.children.first {
                    var nodes = 0
                    row.forEachDescendant { _ in nodes += 1 }
                    count = nodes
                }
            }
            return count
        })
        let before = host.graph.nodePlacements
        feed.items.append(Item(id: 30, text: "item 30", flagged: false))
        _ = host.snapshot(width: width, height: height)
        let placed = host.graph.nodePlacements - before
        // Six rows moved up by one line: placed node by node, that is six rows' nodes. What is
        // placed is the new row and the chain of containers down to the scroll view.
        #expect(nodesPerRow > 5)
        #expect(placed < 2 * nodesPerRow, "placed \(placed) nodes, \(nodesPerRow) per row")
        #expect(rowFrames(host) == rowFrames(fresh(feed)))
    }

    @Test func movedRowsKeepFramesHitTestingAndTheirScreenAcrossAppends() throws {
        let (feed, host) = open()
        for id in 30..<34 {
            feed.items.append(Item(id: id, text: "item \(id)", flagged: id == 32))
            let screen = host.styledSnapshot(width: width, height: height)
            let freshHost = fresh(feed)
            #expect(screen == freshHost.styledSnapshot(width: width, height: height), "after appending \(id)")
            #expect(rowFrames(host) == rowFrames(freshHost), "after appending \(id)")
        }
        // The button of the row second from the bottom ("item 32"), moved up by one append.
        let lines = ControlScreen.lines(host, width: width, height: height)
        let row = try #require(lines.firstIndex { $0.contains("item 32") }, "\(lines.joined(separator: "\n"))")
        let tap = try #require(lines[row].range(of: "tap"), "\(lines[row])")
        ControlScreen.click(host, x: lines[row].distance(from: lines[row].startIndex, to: tap.lowerBound), y: row)
        #expect(feed.tapped == [32])
    }

    @Test func aRowThatChangesWhileTheRowsMoveIsDrawnAgain() {
        let (feed, host) = open()
        feed.items[28].flagged = true
        feed.items.append(Item(id: 30, text: "item 30", flagged: false))
        #expect(host.styledSnapshot(width: width, height: height) == fresh(feed).styledSnapshot(width: width, height: height))
        // The same row changes again after it moved as one.
        feed.items[28].flagged = false
        feed.items.append(Item(id: 31, text: "item 31", flagged: false))
        #expect(host.styledSnapshot(width: width, height: height) == fresh(feed).styledSnapshot(width: width, height: height))
        #expect(rowFrames(host) == rowFrames(fresh(feed)))
    }

    @Test func rowsScrolledByAPageKeepTheirFrames() {
        let (feed, host) = open()
        host.press(.pageUp)
        _ = host.snapshot(width: width, height: height)
        for _ in 0..<3 { host.press(.pageDown) }
        _ = host.snapshot(width: width, height: height)
        feed.items.append(Item(id: 30, text: "item 30", flagged: false))
        #expect(host.styledSnapshot(width: width, height: height) == fresh(feed).styledSnapshot(width: width, height: height))
        #expect(rowFrames(host) == rowFrames(fresh(feed)))
    }
}
