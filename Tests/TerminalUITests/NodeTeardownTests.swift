import Observation
import Testing
@testable import TerminalUI

/// A node that goes away clears the links to it that outlive it: its children's parent, its kept
/// lazy rows' parent and its token's node (none of them holds it, so none would see it go).
@MainActor @Suite struct NodeTeardownTests {
    @Observable final class Model {
        var showsColumn = true
        var showsList = true
        var items = Array(0..<20)
    }

    struct Screen: View {
        let model: Model
        var body: some View {
            VStack(spacing: 0) {
                if model.showsColumn {
                    VStack {
                        Text("inner")
                        Text("other")
                    }
                }
                if model.showsList {
                    ScrollView {
                        LazyVStack(spacing: 0) {
                            ForEach(model.items, id: \.self) { Text("r\($0)") }
                        }
                    }
                    .defaultScrollAnchor(.bottom)
                }
            }
        }
    }

    private func firstNode(in host: ViewHost, where matches: (ViewNode) -> Bool) -> ViewNode? {
        var found: ViewNode?
        host.graph.root?.forEachDescendant { node in
            if found == nil, matches(node) { found = node }
        }
        return found
    }

    @Test func aChildHeldPastItsParentLosesItsParent() throws {
        let model = Model()
        let host = ViewHost(rootView: Screen(model: model))
        _ = host.snapshot(width: 20, height: 6)
        // The test holds the column's first child and token, not the column.
        let (inner, token) = try {
            let column = try #require(firstNode(in: host) { $0.value is VStack<TupleView<(Text, Text)>> })
            let inner = try #require(column.children.first)
            #expect(inner.parent === column)
            #expect(column.token.node === column)
            return (inner, column.token)
        }()
        weak let column = inner.parent
        model.showsColumn = false
        _ = host.snapshot(width: 20, height: 6)
        #expect(column == nil, "the column is still alive")
        #expect(inner.parent == nil, "the column went away; its child still pointed at it")
        #expect(token.node == nil, "the column's token still pointed at it")
    }

    @Test func aKeptRowHeldPastItsListLosesItsParent() throws {
        let model = Model()
        let host = ViewHost(rootView: Screen(model: model))
        _ = host.snapshot(width: 20, height: 6)
        // Pinned to the bottom, an appended row pushes the top row out of view: the list's
        // behaviour keeps its node, which is no longer among the list's children.
        model.items.append(20)
        _ = host.snapshot(width: 20, height: 6)
        let kept = try {
            let list = try #require(firstNode(in: host) { $0.behavior is ScrollBehavior })
            return try #require(list.behavior.keptChildNodes.first { row in !list.children.contains { $0 === row } })
        }()
        weak let list = kept.parent
        #expect(list != nil)
        model.showsList = false
        _ = host.snapshot(width: 20, height: 6)
        #expect(list == nil, "the list is still alive")
        #expect(kept.parent == nil, "the list went away; its kept row still pointed at it")
    }
}
