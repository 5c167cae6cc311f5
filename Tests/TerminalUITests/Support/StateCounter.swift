@testable import TerminalUI

/// A button counting its taps in `@State`: the count survives exactly as long as its node
/// (three nodes: the counter, the button, its label).
struct StateCounter: View {
    let name: String
    @State private var count = 0
    var body: some View {
        Button("\(name)\(count)") { count += 1 }
    }
}

extension ViewHost {
    /// A host of `root`, drawn at `width`×`height`, with its first `taps` controls pressed.
    static func tapped(_ root: some View, taps: Int, width: Int, height: Int) -> ViewHost {
        let host = ViewHost(rootView: root)
        _ = host.snapshot(width: width, height: height)
        host.tapNext(taps)
        return host
    }

    /// Moves focus to the next control and presses it, `count` times (taps the next counters).
    func tapNext(_ count: Int) {
        for _ in 0..<count {
            press(.tab)
            press(.enter)
        }
    }

    /// Every node of the graph, parents first.
    var allNodes: [ViewNode] {
        var nodes: [ViewNode] = []
        graph.root?.forEachDescendant { nodes.append($0) }
        return nodes
    }
}
