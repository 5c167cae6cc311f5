import Observation
import Testing
@testable import TerminalUI

/// An `if`/`else` in a content of fixed type (a body, a stack's element, a modifier's content,
/// an optional's view) makes no node: the taken branch's view is listed with an identity naming
/// the branch, so another branch still replaces the subtree, its state and its `onAppear`.
@MainActor @Suite struct ConditionalElisionTests {
    @Observable final class Model {
        var branch = 0
        var log: [String] = []
    }

    /// Three branches of the same type, nested two conditionals deep, as a body.
    struct Branches: View {
        let model: Model
        var body: some View {
            if model.branch == 0 {
                StateCounter(name: "a")
                    .onAppear { model.log.append("+a") }
                    .onDisappear { model.log.append("-a") }
            } else if model.branch == 1 {
                StateCounter(name: "b")
                    .onAppear { model.log.append("+b") }
                    .onDisappear { model.log.append("-b") }
            } else {
                StateCounter(name: "c")
                    .onAppear { model.log.append("+c") }
                    .onDisappear { model.log.append("-c") }
            }
        }
    }

    /// Conditionals as a stack's element and as a modifier's content.
    struct Screen: View {
        let model: Model
        var body: some View {
            VStack(alignment: .leading) {
                Branches(model: model)
                if model.branch == 0 { Text("zero") } else { Text("other") }
                padded
            }
        }

        @ViewBuilder private var choice: some View {
            if model.branch == 2 { Text("two") } else { StateCounter(name: "d") }
        }

        private var padded: some View { choice.padding(.leading, 1) }
    }

    @Test func conditionalsInContentsOfFixedTypeMakeNoNodes() {
        let host = ViewHost(rootView: Screen(model: Model()))
        #expect(["a0", "zero", "d0"].allSatisfy(host.snapshot(width: 12, height: 4).contains))
        // Screen, VStack, Branches, onDisappear with onAppear (one node, see
        // `LifecyclePairTests`), Counter a (3: counter, button, its label), Text, padding,
        // Counter d (3): the two nested conditionals of the body, the stack's and the padded one
        // were four nodes more.
        let conditionals = host.allNodes.filter { $0.typeInfo.conditionalResolver != nil }
        #expect(conditionals.isEmpty && host.allNodes.count == 12, "\(host.allNodes.count) nodes")
    }

    @Test func anotherBranchOfTheSameTypeStartsAfresh() {
        let model = Model()
        let host = ViewHost.tapped(Screen(model: model), taps: 2, width: 12, height: 4)
        var screen = host.snapshot(width: 12, height: 4)
        #expect(screen.contains("a1") && screen.contains("d1"), "\(screen)")
        #expect(model.log == ["+a"])
        // The new branch appears and the old one disappears (in the order the engine has
        // always run them: the new subtree is built before the old one is dropped).
        model.branch = 1
        screen = host.snapshot(width: 12, height: 4)
        #expect(screen.contains("b0") && screen.contains("other") && screen.contains("d1"), "\(screen)")
        #expect(model.log == ["+a", "+b", "-a"])
        model.branch = 2
        screen = host.snapshot(width: 12, height: 4)
        #expect(screen.contains("c0") && screen.contains("two") && !screen.contains("d1"), "\(screen)")
        #expect(model.log == ["+a", "+b", "-a", "+c", "-b"])
        model.branch = 0
        screen = host.snapshot(width: 12, height: 4)
        #expect(screen.contains("a0") && screen.contains("zero") && screen.contains("d0"), "\(screen)")
        #expect(model.log == ["+a", "+b", "-a", "+c", "-b", "+a", "-c"])
    }
}
