import Observation
import Testing
@testable import TerminalUI

/// What a node allocates for itself: per-node objects are made only for nodes that use them.
@MainActor @Suite struct NodeStorageTests {
    @Observable final class Model {
        var title = "one"
    }

    /// A composite view whose body reads an `@Observable` model.
    struct ObservingTitle: View {
        let model: Model
        var body: some View { Text(model.title) }
    }

    /// A composite view whose body reads nothing observable.
    struct Plain: View {
        let text: String
        var body: some View { Text(text) }
    }

    struct Screen: View {
        let model: Model
        var body: some View {
            VStack {
                Plain(text: "a")
                if model.title.isEmpty { Text("empty") }
                ObservingTitle(model: model)
                Group { Plain(text: "b") }
                EmptyView()
            }
        }
    }

    private func nodes(of host: ViewHost) -> [ViewNode] {
        var nodes: [ViewNode] = []
        host.graph.root?.forEachDescendant { nodes.append($0) }
        return nodes
    }

    private func isView<V>(_ node: ViewNode, _: V.Type) -> Bool { node.viewType == ObjectIdentifier(V.self) }

    /// Composite views, wrappers and groups keep nothing in their behaviour: they share one
    /// behaviour object each instead of allocating one per node (and every node had a
    /// placeholder behaviour allocated before its first update replaced it).
    @Test func passthroughAndGroupNodesShareTheirBehaviour() {
        let host = ViewHost(rootView: Screen(model: Model()))
        _ = host.snapshot(width: 20, height: 5)
        let nodes = nodes(of: host)
        let plain = nodes.filter { isView($0, Plain.self) }
        #expect(plain.count == 2)
        #expect(plain[0].behavior === plain[1].behavior)
        #expect(plain.allSatisfy { $0.behavior === PassthroughBehavior.shared })
        let groups = nodes.filter { $0.behavior.isGroup }
        #expect(groups.count == 2)  // the `Group`, the `EmptyView` (tuples and optionals make no node)
        #expect(groups.allSatisfy { $0.behavior === GroupBehavior.shared })
        #expect(nodes.allSatisfy { $0.behavior !== NodeBehavior.unset })
    }

    /// A node makes its invalidation token only when something needs it: a body that read an
    /// `@Observable` property, state, subscriptions. A body that read nothing observable makes
    /// none, and an observed change still reaches the body that read it.
    @Test func onlyNodesWhoseBodyObservesMakeAToken() {
        let model = Model()
        let host = ViewHost(rootView: Screen(model: model))
        #expect(host.snapshot(width: 20, height: 5).contains("one"))
        let nodes = nodes(of: host)
        #expect(nodes.filter { isView($0, Plain.self) }.allSatisfy { !$0.hasToken })
        #expect(nodes.filter { isView($0, ObservingTitle.self) }.allSatisfy { $0.hasToken })
        #expect(nodes.filter { isView($0, Screen.self) }.allSatisfy { $0.hasToken })
        model.title = "two"
        #expect(host.snapshot(width: 20, height: 5).contains("two"))
    }

    /// A stack keeps the environment it derived for its children (slot 0) inline: no table is
    /// allocated per stack or environment-writing modifier.
    @Test func aStackKeepsItsDerivedEnvironmentWithoutATable() {
        let host = ViewHost(rootView: Screen(model: Model()))
        _ = host.snapshot(width: 20, height: 5)
        let stacks = nodes(of: host).filter { isView($0, VStack<TupleView<(Plain, Text?, ObservingTitle, Group<Plain>, EmptyView)>>.self) }
        #expect(stacks.count == 1)
        #expect(stacks.allSatisfy { $0.derivedEnvironments[0] != nil && $0.derivedEnvironments.tableCount == 0 })
    }
}
