import CombineSubset
import Testing
@testable import TerminalUI

private final class ItemState: ObservableObject {
    @Published var showsItem = true
    @Published var count = 0
}

/// `depth` composite views around the content, the last one declaring a trailing toolbar item
/// behind an `if`.
private struct Level: View {
    let depth: Int
    @ObservedObject var state: ItemState
    var body: some View {
        if depth == 0 {
            VStack {
                Text("content \(state.count)")
                if state.showsItem {
                    Text("item on").toolbar {
                        ToolbarItem(placement: .navigationBarTrailing) { Button("Edit") {} }
                    }
                }
            }
        } else {
            Level(depth: depth - 1, state: state)
        }
    }
}

private struct Screen: View {
    let state: ItemState
    let depth: Int
    var body: some View {
        NavigationStack {
            Level(depth: depth, state: state).navigationTitle("Deep")
        }
    }
}

/// A toolbar item declared deep below the navigation container, behind an `if` that turns
/// false while nothing else of the header changes, leaves the header at once: its cells are
/// drawn again (the header kept showing it until the next full redraw), and of the header only
/// they are. The structure walks stay as cheap as before: the removal recounts toolbar nodes
/// only up the removed item's own chain, and an update elsewhere walks nothing.
@MainActor @Suite struct DeepToolbarItemRemovalTests {
    private static let depth = 12
    private let size = CellSize(width: 24, height: 6)

    private func lines(_ host: ViewHost) -> [String] {
        ControlScreen.lines(host, width: size.width, height: size.height)
    }

    @Test func anItemThatGoesLeavesTheHeader() {
        let state = ItemState()
        let host = ViewHost(rootView: Screen(state: state, depth: Self.depth))
        #expect(lines(host)[0] == "          Deep      Edit")
        state.showsItem = false
        #expect(lines(host)[0] == "          Deep")
        host.invalidateDrawing()
        #expect(lines(host)[0] == "          Deep", "a full redraw draws the same")
        state.showsItem = true
        #expect(lines(host)[0] == "          Deep      Edit")
    }

    /// What the removal costs. In the header row it draws again exactly the item's cells
    /// ("Edit", columns 20 to 23): without the fix none (the item stays on screen), with one
    /// that redrew the whole header or screen more. Its structure walks are the toolbar
    /// recount up the item's own chain, a few steps per level (33 at depth 12; a walk per
    /// node or a second walk up the chain would be twice that), and an update elsewhere walks
    /// nothing. (The walk counts alone pass with or without the fix, which adds no walk.)
    @Test func theRemovalRedrawsOnlyTheItemsHeaderCellsAndWalksOnlyItsChain() {
        let state = ItemState()
        let host = ViewHost(rootView: Screen(state: state, depth: Self.depth))
        _ = lines(host)
        var before = host.graph.structureWalkSteps
        state.showsItem = false
        _ = lines(host)
        let removal = host.graph.structureWalkSteps - before
        var headerColumns = Set<Int>()
        for rect in host.redrawnRegion.rects where rect.y == 0 { headerColumns.formUnion(rect.x..<rect.maxX) }
        #expect(headerColumns == Set(20..<24), "header columns drawn again: \(headerColumns.sorted()) of \(host.redrawnRegion)")
        #expect(removal <= 3 * Self.depth, "\(removal) steps")
        before = host.graph.structureWalkSteps
        state.count += 1
        _ = lines(host)
        #expect(host.graph.structureWalkSteps - before == 0)
        #expect(lines(host)[2].contains("content 1"))
    }
}
