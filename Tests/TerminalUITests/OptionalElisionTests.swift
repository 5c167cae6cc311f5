import Observation
import Testing
@testable import TerminalUI

/// An `if` without `else` in a content of fixed type (a stack's element, a body) makes no node:
/// its view, when there is one, is listed with an identity naming where the optional sits, so
/// it still starts afresh when it appears again, and its neighbours keep their state.
@MainActor @Suite struct OptionalElisionTests {
    @Observable final class Model {
        var showsA = true
        var showsC = true
        var showsBody = true
        var showsPair = true
        var log: [String] = []
    }

    /// A view whose body is an `if` without `else`.
    struct Maybe: View {
        let model: Model
        var body: some View {
            if model.showsBody { Text("body") }
        }
    }

    struct Screen: View {
        let model: Model
        var body: some View {
            VStack(alignment: .leading) {
                if model.showsA {
                    StateCounter(name: "a")
                        .onAppear { model.log.append("+a") }
                        .onDisappear { model.log.append("-a") }
                }
                if !model.showsA {
                    Text("none")
                        .onAppear { model.log.append("+n") }
                        .onDisappear { model.log.append("-n") }
                }
                // Two optionals of the same type side by side, then a neighbour of that type.
                if model.showsC { StateCounter(name: "c") }
                StateCounter(name: "b")
                HStack {
                    Text("x")
                    Maybe(model: model)
                    Text("y")
                }
                if model.showsPair {
                    StateCounter(name: "d")
                    Text("pair")
                }
            }
        }
    }

    private func isOptional(_ node: ViewNode) -> Bool { node.typeInfo.optionalLister != nil }

    @Test func optionalsInContentsOfFixedTypeMakeNoNodes() {
        let model = Model()
        let host = ViewHost(rootView: Screen(model: model))
        var screen = host.snapshot(width: 12, height: 8)
        #expect(screen.contains("a0") && screen.contains("c0") && screen.contains("x body y") && screen.contains("pair"), "\(screen)")
        // Screen, VStack, onDisappear with onAppear (one node, see `LifecyclePairTests`),
        // Counter a (3: counter, button, label), Counter c (3), Counter b (3), HStack, Text,
        // Maybe, Text, Text, Counter d (3), Text: the five optionals (four present, one absent)
        // were five nodes more.
        #expect(host.allNodes.filter(isOptional).isEmpty && host.allNodes.count == 21, "\(host.allNodes.count) nodes")
        model.showsA = false
        model.showsC = false
        model.showsBody = false
        model.showsPair = false
        screen = host.snapshot(width: 12, height: 8)
        // An absent body takes no place between its neighbours (no spacing of its own).
        #expect(screen.contains("none") && screen.contains("x y") && !screen.contains("pair"), "\(screen)")
        // Screen, VStack, onDisappear with onAppear, Text, Counter b (3), HStack, Text, Maybe,
        // Text: the five optionals (four absent, one present) were five nodes more.
        #expect(host.allNodes.filter(isOptional).isEmpty && host.allNodes.count == 11, "\(host.allNodes.count) nodes")
    }

    @Test func anOptionalStartsAfreshAndItsNeighboursKeepTheirState() {
        let model = Model()
        // a, c, b, d are the focus stops; tap each once (the first Tab focuses a).
        let host = ViewHost.tapped(Screen(model: model), taps: 4, width: 12, height: 8)
        var screen = host.snapshot(width: 12, height: 8)
        #expect(["a1", "c1", "b1", "d1"].allSatisfy(screen.contains), "\(screen)")
        #expect(model.log == ["+a"])
        // a goes: the views after it move up and keep their state; the other optional appears
        // after a disappeared, as the optionals' nodes did it.
        model.showsA = false
        screen = host.snapshot(width: 12, height: 8)
        #expect(!screen.contains("a1") && ["none", "c1", "b1", "d1"].allSatisfy(screen.contains), "\(screen)")
        #expect(model.log == ["+a", "-a", "+n"])
        // c goes: b, of the same type right after it, keeps its own state.
        model.showsC = false
        screen = host.snapshot(width: 12, height: 8)
        #expect(!screen.contains("c1") && screen.contains("b1") && screen.contains("d1"), "\(screen)")
        // Both come back afresh; the others keep theirs. a appears before the optional after it
        // disappears, element by element, as the optionals' nodes did it.
        model.showsA = true
        model.showsC = true
        screen = host.snapshot(width: 12, height: 8)
        #expect(["a0", "c0", "b1", "d1"].allSatisfy(screen.contains) && !screen.contains("none"), "\(screen)")
        #expect(model.log == ["+a", "-a", "+n", "+a", "-n"])
        // An optional holding two views: both go and come back afresh.
        model.showsPair = false
        screen = host.snapshot(width: 12, height: 8)
        #expect(!screen.contains("d1") && !screen.contains("pair") && screen.contains("b1"), "\(screen)")
        model.showsPair = true
        screen = host.snapshot(width: 12, height: 8)
        #expect(screen.contains("d0") && screen.contains("pair") && screen.contains("b1"), "\(screen)")
    }
}
