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

    struct Screen: View {
        let model: Model
        var body: some View {
            VStack(alignment: .leading) {
                Text(model.title)
                StateCounter(name: "a")
                if model.showsExtra {
                    StateCounter(name: "b")
                    Text("extra")
                }
                if model.first {
                    StateCounter(name: "c")
                    Text("first")
                } else {
                    StateCounter(name: "d")
                    Text("second")
                }
                Group {
                    Text("g1")
                    StateCounter(name: "e")
                }
            }
        }
    }

    private func isTuple(_ node: ViewNode) -> Bool { node.typeInfo.tupleElements != nil }

    @Test func tuplesInContainersMakeNoNodes() {
        let host = ViewHost(rootView: Screen(model: Model()))
        let screen = host.snapshot(width: 10, height: 9)
        #expect(screen.contains("b0") && screen.contains("extra") && screen.contains("first") && screen.contains("g1"), "\(screen)")
        let nodes = host.allNodes
        #expect(nodes.filter(isTuple).isEmpty, "tuple nodes: \(nodes.filter(isTuple).count)")
        // Screen, VStack, Text, Counter a (3: counter, button, label), Counter b (3), Text, the
        // conditional, Counter c (3), Text, the Group, Text, Counter e (3). Each of the four
        // tuples (the stack's, the optional's, the branch's, the group's) was a node, and so was
        // the optional (see `OptionalElisionTests`).
        #expect(nodes.count == 20, "\(nodes.count) nodes")
    }

    @Test func elementsKeepTheirStateAsTheirNeighboursComeAndGo() {
        let model = Model()
        // a, b, c, e are the focus stops; tap each once (the first Tab focuses a).
        let host = ViewHost.tapped(Screen(model: model), taps: 4, width: 10, height: 9)
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
