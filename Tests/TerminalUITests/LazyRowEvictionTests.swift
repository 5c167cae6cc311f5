import Testing
@testable import TerminalUI

/// A row that counts its taps in `@State`: its node must be kept while it is out of view.
private struct TapCounter: View {
    @State private var taps = 0
    var body: some View {
        Button("taps \(taps)") { taps += 1 }
    }
}

private struct LongList: View {
    var body: some View {
        List(0..<2_000) { index in
            if index == 0 { TapCounter() } else { Text("row \(index)").onAppear {} }
        }
    }
}

/// Rows scrolled far out of a lazy list are dropped when they keep nothing their view cannot
/// build again; rows with state are kept, so scrolling back finds it.
@MainActor @Suite struct LazyRowEvictionTests {
    private func store(_ host: ViewHost) -> LazyRowStore? {
        var found: LazyRowStore?
        host.graph.root?.forEachDescendant { node in
            if found == nil, let scroll = node.behavior as? ScrollBehavior { found = scroll.rowStore }
        }
        return found
    }

    @Test func scrollingThroughAThousandsOfRowsKeepsABoundedNumberOfRows() throws {
        let host = ViewHost(rootView: LongList())
        _ = host.snapshot(width: 12, height: 10)
        host.press(.tab)
        host.press(.enter)
        #expect(host.snapshot(width: 12, height: 10).hasPrefix("taps 1"))
        for _ in 0..<300 { host.press(.pageDown) }
        #expect(host.snapshot(width: 12, height: 10).contains("row 1999"))
        let kept = try #require(store(host)).count
        #expect(kept <= LazyRowStore.keptLimit + LazyRowStore.keptLimit / 4)
        for _ in 0..<300 { host.press(.pageUp) }
        // The row with state was kept: its count is still there.
        #expect(host.snapshot(width: 12, height: 10).hasPrefix("taps 1"))
    }

    @Test func aViewWithStateIsNotRebuildableAndPlainTextIs() throws {
        let host = ViewHost(rootView: VStack { TapCounter(); Text("plain").padding().onAppear {} })
        _ = host.snapshot(width: 12, height: 4)
        var counter: ViewNode?, text: ViewNode?
        host.graph.root?.forEachDescendant { node in
            if node.value is TapCounter { counter = node }
            if node.behavior is TextBehavior, node.parent?.behavior is PaddingBehavior { text = node.parent?.parent }
        }
        #expect(try #require(counter).isRebuildableFromItsView == false)
        #expect(try #require(text).isRebuildableFromItsView)
    }
}
