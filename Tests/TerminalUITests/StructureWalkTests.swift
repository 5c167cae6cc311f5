import CombineSubset
import Testing
@testable import TerminalUI

private final class DeepState: ObservableObject {
    @Published var showsChain = false
    @Published var showsItem = false
    @Published var label = "x"
}

/// A chain of `depth` composite views (passthrough nodes) around a text, with a toolbar item
/// at its bottom while `showsItem`.
private struct Chain: View {
    let depth: Int
    let showsItem: Bool
    let label: String
    var body: some View {
        if depth == 0 {
            if showsItem {
                AnyView(Text(label).toolbar { ToolbarItem(placement: .topBarTrailing) { Text("T") } })
            } else {
                AnyView(Text(label))
            }
        } else {
            AnyView(Chain(depth: depth - 1, showsItem: showsItem, label: label))
        }
    }
}

private struct Screen: View {
    @ObservedObject var state: DeepState
    var body: some View {
        NavigationStack {
            VStack {
                Text("top")
                if state.showsChain {
                    Chain(depth: 30, showsItem: state.showsItem, label: state.label)
                }
            }
            .navigationTitle("Deep")
        }
    }
}

@MainActor @Suite struct StructureWalkTests {
    private func lines(_ host: ViewHost) -> [String] {
        ControlScreen.lines(host, width: 12, height: 5)
    }

    /// Building a deep subtree visits ancestors a bounded number of times: a node being built
    /// is not yet held by its parent, and a subtree without toolbar content changes no toolbar
    /// count, so no walk goes up the chain (it was two walks per node, one up through every
    /// composite ancestor).
    @Test func buildingADeepChainDoesNotWalkUpItPerNode() {
        let state = DeepState()
        let host = ViewHost(rootView: Screen(state: state))
        #expect(lines(host)[2] == "    top")
        let before = host.graph.structureWalkSteps
        state.showsChain = true
        #expect(lines(host)[3] == "     x")
        let steps = host.graph.structureWalkSteps - before
        #expect(steps < 10, "\(steps) steps")
    }

    /// Toolbar content that appears deep in an existing chain still reaches the navigation
    /// bar, leaves it when it goes while nothing else changes (the header kept drawing it until
    /// a full redraw), and a change deep in it is still laid out.
    @Test func deepToolbarItemAndLayoutStillFollowChanges() {
        let state = DeepState()
        state.showsChain = true
        let host = ViewHost(rootView: Screen(state: state))
        #expect(lines(host)[0] == "    Deep")
        state.showsItem = true
        #expect(lines(host)[0] == "    Deep   T")
        state.label = "wide label"
        #expect(lines(host)[3] == " wide label")
        state.showsItem = false
        #expect(lines(host)[0] == "    Deep")
        #expect(lines(host)[3] == " wide label")
        state.label = "y"
        #expect(lines(host)[3] == "     y")
    }
}
