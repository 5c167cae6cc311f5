import Observation
import Testing
@testable import TerminalUI

/// Modifiers that only write into the environment (`.font`, `.lineLimit`, `.environment`, ...)
/// make no node: their content's node carries them, sees what it saw below their nodes, and
/// keeps its identity, state and reuse of unchanged environments.
@MainActor @Suite struct EnvironmentCarrierTests {
    @Observable final class Model {
        var tick = 0
        var big = true
    }

    /// Shows the font and line limit it reads from the environment.
    struct Reader: View, Equatable {
        let name: String
        @Environment(\.font) private var font
        @Environment(\.lineLimit) private var lineLimit
        var body: some View {
            Text("\(name):\(font == .title ? "title" : font == .body ? "body" : "none"),\(lineLimit ?? 0)")
        }

        nonisolated static func == (lhs: Reader, rhs: Reader) -> Bool { lhs.name == rhs.name }
    }

    struct Screen: View {
        let model: Model
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("tick \(model.tick)").lineLimit(1)
                // The modifier nearest the content wins, as with nodes one below the other.
                Reader(name: "r").font(.title).font(.body).lineLimit(2)
                Reader(name: "s").font(model.big ? .title : .body)
                Reader(name: "t").environment(\.lineLimit, 3)
            }
        }
    }

    @Test func modifiersWritingTheEnvironmentMakeNoNode() {
        let host = ViewHost(rootView: Screen(model: Model()))
        let screen = host.snapshot(width: 20, height: 4)
        #expect(screen.contains("tick 0") && screen.contains("r:title,2") && screen.contains("s:title,0")
            && screen.contains("t:none,3"), "\(screen)")
        // Screen, VStack, Text, three readers with a text each: the six modifiers were six nodes.
        #expect(host.allNodes.count == 9, "\(host.allNodes.count) nodes")
        #expect(host.allNodes.filter { $0.carried != nil }.count == 4)
    }

    /// `EmptyModifier` (the default of the SDK's style hooks) writes nothing and makes no node.
    @Test func anEmptyModifierMakesNoNode() {
        let host = ViewHost(rootView: VStack(spacing: 0) {
            Reader(name: "e").modifier(EmptyModifier()).lineLimit(4)
            Text("plain").modifier(EmptyModifier())
        })
        let screen = host.snapshot(width: 20, height: 3)
        #expect(screen.contains("e:none,4") && screen.contains("plain"), "\(screen)")
        // VStack, the reader and its text, the text: the two modifiers were two nodes.
        #expect(host.allNodes.count == 4, "\(host.allNodes.count) nodes")
    }

    @Test func anUnchangedEnvironmentIsReusedAndAChangedOneReachesTheContent() {
        let model = Model()
        let host = ViewHost(rootView: Screen(model: model))
        _ = host.snapshot(width: 20, height: 4)
        let evaluations = host.bodyEvaluationCount
        let derivations = host.graph.environmentDerivations
        model.tick = 1
        var screen = host.snapshot(width: 20, height: 4)
        #expect(screen.contains("tick 1"), "\(screen)")
        // The screen only: every reader sees the environment of last time (the transform of `t`
        // is applied again, to the same value).
        #expect(host.bodyEvaluationCount - evaluations == 1)
        #expect(host.graph.environmentDerivations - derivations == 1, "the transform of t only")
        model.big = false
        screen = host.snapshot(width: 20, height: 4)
        #expect(screen.contains("s:body,0") && screen.contains("r:title,2"), "\(screen)")
        #expect(host.bodyEvaluationCount - evaluations == 3, "the screen again and s")
    }

    struct Counters: View {
        let model: Model
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                StateCounter(name: "a").lineLimit(model.tick + 1).foregroundColor(model.tick == 0 ? .red : .blue)
                // Another type at the same place is another view, with state of its own.
                if model.big {
                    AnyView(StateCounter(name: "b").font(.title))
                } else {
                    AnyView(StateCounter(name: "b"))
                }
                model.big ? AnyView(StateCounter(name: "c").font(.title)) : AnyView(StateCounter(name: "c"))
            }
        }
    }

    @Test func aCarryingNodeKeepsItsStateWhileItsTypeStays() {
        let model = Model()
        let host = ViewHost.tapped(Counters(model: model), taps: 3, width: 10, height: 3)
        var screen = host.snapshot(width: 10, height: 3)
        #expect(screen.contains("a1") && screen.contains("b1") && screen.contains("c1"), "\(screen)")
        model.tick = 1
        screen = host.snapshot(width: 10, height: 3)
        #expect(screen.contains("a1") && screen.contains("b1") && screen.contains("c1"), "\(screen)")
        model.big = false
        screen = host.snapshot(width: 10, height: 3)
        #expect(screen.contains("a1") && screen.contains("b0") && screen.contains("c0"), "\(screen)")
    }
}
