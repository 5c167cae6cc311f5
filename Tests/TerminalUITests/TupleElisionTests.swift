import Observation
import Testing
@testable import TerminalUI

/// A tuple of views (`{ A; B }` in a stack, a `Group`, an `if`, a branch of an `if`/`else`)
/// makes no node: its container lists the tuple's elements, which keep their nodes and state
/// as they did below a tuple node.
@MainActor @Suite struct TupleElisionTests {
    @Observable final class Model {
        var showsExtra = true
        var first = true
        var title = "t"
    }

    /// A counter whose count lives in `@State`: it survives exactly as long as its node.
    struct Counter: View {
        let name: String
        @State private var count = 0
        var body: some View {
            Button("\(name)\(count)") { count += 1 }
        }
    }

    struct Screen: View {
        let model: Model
        var body: some View {
            VStack(alignment: .leading) {
                Text(model.title)
                Counter(name: "a")
                if model.showsExtra {
                    Counter(name: "b")
                    Text("extra")
                }
                if model.first {
                    Counter(name: "c")
                    Text("first")
                } else {
                    Counter(name: "d")
                    Text("second")
                }
                Group {
                    Text("g1")
                    Counter(name: "e")
                }
            }
        }
    }

    private func nodes(of host: ViewHost) -> [ViewNode] {
        var nodes: [ViewNode] = []
        host.graph.root?.forEachDescendant { nodes.append($0) }
        return nodes
    }

    private func isTuple(_ node: ViewNode) -> Bool { node.typeInfo.tupleElements != nil }

    @Test func tuplesInContainersMakeNoNodes() {
        let host = ViewHost(rootView: Screen(model: Model()))
        let screen = host.snapshot(width: 10, height: 9)
        #expect(screen.contains("b0") && screen.contains("extra") && screen.contains("first") && screen.contains("g1"), "\(screen)")
        let nodes = nodes(of: host)
        #expect(nodes.filter(isTuple).isEmpty, "tuple nodes: \(nodes.filter(isTuple).count)")
        // Screen, VStack, Text, Counter a (3: counter, button, label), the optional, Counter b
        // (3), Text, the conditional, Counter c (3), Text, the Group, Text, Counter e (3). Each of
        // the four tuples (the stack's, the optional's, the branch's, the group's) was a node.
        #expect(nodes.count == 21, "\(nodes.count) nodes")
    }

    /// Taps a counter: focus moves to it with Tab (`stops` times from the top), Enter taps.
    private func tap(_ host: ViewHost, stops: Int) {
        for _ in 0..<stops { host.press(.tab) }
        host.press(.enter)
    }

    @Test func elementsKeepTheirStateAsTheirNeighboursComeAndGo() {
        let model = Model()
        let host = ViewHost(rootView: Screen(model: model))
        _ = host.snapshot(width: 10, height: 9)
        // a, b, c, e are the focus stops; tap each once (the first Tab focuses a).
        host.press(.tab); host.press(.enter)
        host.press(.tab); host.press(.enter)
        host.press(.tab); host.press(.enter)
        host.press(.tab); host.press(.enter)
        var screen = host.snapshot(width: 10, height: 9)
        #expect(screen.contains("a1") && screen.contains("b1") && screen.contains("c1") && screen.contains("e1"), "\(screen)")
        model.showsExtra = false
        screen = host.snapshot(width: 10, height: 9)
        #expect(!screen.contains("b1") && !screen.contains("extra"), "\(screen)")
        #expect(screen.contains("a1") && screen.contains("c1") && screen.contains("e1"), "\(screen)")
        model.showsExtra = true
        screen = host.snapshot(width: 10, height: 9)
        #expect(screen.contains("b0") && screen.contains("a1") && screen.contains("c1") && screen.contains("e1"), "\(screen)")
        // Another branch is another identity: its counter starts at 0, and coming back starts
        // the first branch's counter again.
        model.first = false
        screen = host.snapshot(width: 10, height: 9)
        #expect(screen.contains("d0") && screen.contains("second") && !screen.contains("first"), "\(screen)")
        model.first = true
        screen = host.snapshot(width: 10, height: 9)
        #expect(screen.contains("c0") && screen.contains("first") && screen.contains("e1"), "\(screen)")
        model.title = "u"
        screen = host.snapshot(width: 10, height: 9)
        #expect(screen.contains("u") && screen.contains("a1") && screen.contains("e1"), "\(screen)")
    }
}
