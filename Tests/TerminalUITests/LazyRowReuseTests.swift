import CombineSubset
import Testing
@testable import TerminalUI

private struct Item: Identifiable, Equatable {
    let id: Int
    var text: String
}

@MainActor private final class ItemStore: ObservableObject {
    @Published var items = (0..<5).map { Item(id: $0, text: "item \($0)") }
}

private struct ItemRow: View, Equatable {
    let item: Item
    var body: some View { Text(item.text) }
}

private struct ItemList: View {
    @ObservedObject var store: ItemStore
    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(store.items) { ItemRow(item: $0) }
            }
        }
    }
}

/// Lazy rows keep their nodes by `ForEach` id: a data change re-evaluates only the rows whose
/// values changed (and the views that own the data), not every visible row.
@MainActor @Suite struct LazyRowReuseTests {
    @Test func appendingAnItemDoesNotReevaluateUnchangedVisibleRows() {
        let store = ItemStore()
        let host = ViewHost(rootView: ItemList(store: store))
        #expect(host.snapshot(width: 8, height: 8).hasPrefix("item 0"))
        let before = host.bodyEvaluationCount
        store.items.append(Item(id: 5, text: "item 5"))
        let screen = host.snapshot(width: 8, height: 8)
        #expect(screen.contains("item 5"))
        // The list's own body and the new row; the five unchanged rows are skipped.
        #expect(host.bodyEvaluationCount - before == 2)
    }

    @Test func aChangedRowIsReevaluatedAndRedrawn() {
        let store = ItemStore()
        let host = ViewHost(rootView: ItemList(store: store))
        _ = host.snapshot(width: 8, height: 8)
        let before = host.bodyEvaluationCount
        store.items[2].text = "changed"
        let screen = host.snapshot(width: 8, height: 8)
        #expect(screen.contains("changed"))
        #expect(!screen.contains("item 2"))
        #expect(host.bodyEvaluationCount - before == 2)
    }
}

private struct DecoratedItemList: View {
    @ObservedObject var store: ItemStore
    var body: some View {
        VStack {
            Text("title")
            ScrollViewReader { _ in
                ScrollView {
                    LazyVStack(alignment: .leading, spacing: 0) {
                        ForEach(store.items) { item in
                            ItemRow(item: item).onAppear {}.onDisappear {}
                        }
                    }
                }
                .defaultScrollAnchor(.bottom)
            }
        }
    }
}

@MainActor @Suite struct DecoratedLazyRowReuseTests {
    @Test func rowsWithLifecycleModifiersInsideAStackAreNotReevaluatedOnAppend() {
        let store = ItemStore()
        let host = ViewHost(rootView: DecoratedItemList(store: store))
        _ = host.snapshot(width: 8, height: 8)
        let before = host.bodyEvaluationCount
        store.items.append(Item(id: 5, text: "item 5"))
        #expect(host.snapshot(width: 8, height: 8).contains("item 5"))
        #expect(host.bodyEvaluationCount - before == 2)
    }
}
