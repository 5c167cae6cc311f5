import CombineSubset
import Testing
@testable import TerminalUI

private final class Shape: ObservableObject {
    @Published var rows = ["a", "b"]
    @Published var split = true
    @Published var wrapped = true
}

/// A composite view (a passthrough node) around a group.
private struct Rows: View {
    let rows: [String]
    var body: some View { Group { ForEach(rows, id: \.self) { Text($0) } } }
}

/// Switches between a group of two views and a single view.
private struct Switcher: View {
    let split: Bool
    var body: some View {
        if split {
            Text("s1")
            Text("s2")
        } else {
            Text("one")
        }
    }
}

/// A composite view whose body is a group in one state and a plain stack in the other.
private struct Wrapper: View {
    let wrapped: Bool
    let rows: [String]
    var body: some View {
        if wrapped {
            Rows(rows: rows)
        } else {
            VStack { Rows(rows: rows) }
        }
    }
}

private struct Screen: View {
    @ObservedObject var shape: Shape
    var body: some View {
        HStack(alignment: .top, spacing: 1) {
            VStack(alignment: .leading) {
                Wrapper(wrapped: shape.wrapped, rows: shape.rows)
                Switcher(split: shape.split)
            }
            Text("|")
        }
    }
}

@MainActor @Suite struct LayoutChildrenCacheTests {
    /// Every node's kept layout children equal the ones worked out afresh.
    private func expectCachesCurrent(_ host: ViewHost, _ comment: Comment) {
        var checked = 0
        host.graph.root?.forEachDescendant { node in
            let kept = node.layoutChildren.map(ObjectIdentifier.init)
            let fresh = node.flattenedLayoutChildren().map(ObjectIdentifier.init)
            #expect(kept == fresh, comment)
            checked += 1
        }
        #expect(checked > 10)
    }

    @Test func keptLayoutChildrenFollowChangesBelowGroupsAndPassthroughs() {
        let shape = Shape()
        let host = ViewHost(rootView: Screen(shape: shape))
        #expect(host.snapshot(width: 5, height: 4) == "a  | \nb    \ns1   \ns2   ")
        expectCachesCurrent(host, "first frame")

        shape.rows = ["a", "b", "c"]
        #expect(host.snapshot(width: 5, height: 5) == "a  | \nb    \nc    \ns1   \ns2   ")
        expectCachesCurrent(host, "a row added deep in a group")

        shape.split = false
        #expect(host.snapshot(width: 5, height: 4) == "a   |\nb    \nc    \none  ")
        expectCachesCurrent(host, "a group replaced by one view")

        shape.wrapped = false
        shape.rows = ["x"]
        #expect(host.snapshot(width: 5, height: 2) == "x   |\none  ")
        expectCachesCurrent(host, "a group replaced by a stack")

        shape.wrapped = true
        shape.split = true
        #expect(host.snapshot(width: 5, height: 3) == "x  | \ns1   \ns2   ")
        expectCachesCurrent(host, "back to groups")
    }
}
