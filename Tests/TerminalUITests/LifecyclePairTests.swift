import Observation
import Testing
@testable import TerminalUI

/// A lifecycle modifier on a lifecycle modifier (`.onAppear { … }.onDisappear { … }`) shares its
/// node: the actions run in the order the two nodes ran them, and the content keeps its state.
@MainActor @Suite struct LifecyclePairTests {
    @Observable final class Model {
        var shown = true
        var tick = 0
        var log: [String] = []
    }

    struct Screen: View {
        let model: Model
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("tick \(model.tick)")
                if model.shown {
                    StateCounter(name: "a")
                        .onAppear { model.log.append("+1") }
                        .onDisappear { model.log.append("-1") }
                        .onAppear { model.log.append("+2") }
                        .onDisappear { model.log.append("-2") }
                }
            }
        }
    }

    @Test func aPairSharesOneNodeAndRunsItsActionsInOrder() {
        let model = Model()
        let host = ViewHost.tapped(Screen(model: model), taps: 1, width: 12, height: 3)
        #expect(host.snapshot(width: 12, height: 3).contains("a1"))
        // Screen, VStack, Text, two pairs of lifecycle modifiers, the counter (3): the four
        // modifiers were four nodes.
        #expect(host.allNodes.count == 8, "\(host.allNodes.count) nodes")
        // Outer modifiers first, as nodes one below the other were built.
        #expect(model.log == ["+2", "+1"])
        model.tick = 1
        let screen = host.snapshot(width: 12, height: 3)
        #expect(screen.contains("tick 1") && screen.contains("a1"), "the counter keeps its state: \(screen)")
        #expect(model.log == ["+2", "+1"])
        model.shown = false
        #expect(!host.snapshot(width: 12, height: 3).contains("a1"))
        // Outer modifiers first, as the walk over a disposed subtree visits parents first.
        #expect(model.log == ["+2", "+1", "-2", "-1"])
        model.shown = true
        #expect(host.snapshot(width: 12, height: 3).contains("a0"))
        #expect(model.log == ["+2", "+1", "-2", "-1", "+2", "+1"])
    }
}
