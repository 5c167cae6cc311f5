import Foundation
import TerminalUI

/// What one node of each common kind costs to build, lay out and draw: a column of 300 items of
/// one kind, built in a new host and rendered, per item, next to the plain `Text` item.
///
/// `--node-costs` prints the times; `--node-costs K` builds kind `K` twice and nothing else, so
/// that `valgrind --tool=callgrind --toggle-collect=<nodeCostMeasured>` counts the second build
/// (the first pays the runtime's first-time costs). Builds of two kinds differ by the nodes the
/// second kind adds, so the difference per item is what those nodes cost.
@MainActor enum NodeCostBenchmark {
    static let itemCount = 300

    /// The kinds measured: a name and a build of `itemCount` items of that kind.
    static let kinds: [(name: String, build: @MainActor () -> ViewHost)] = [
        ("Text", { build { _ in Text(verbatim: "x") } }),
        ("custom view around Text", { build { NodeCostWrapper(index: $0) } }),
        ("Text.font (a Text modifier)", { build { _ in Text(verbatim: "x").font(.body) } }),
        ("Text.padding", { build { _ in Text(verbatim: "x").padding(1) } }),
        ("HStack { Text }", { build { _ in HStack { Text(verbatim: "x") } } }),
        ("HStack { Text; if false }", { build { index in HStack { Text(verbatim: "x"); if index < 0 { Text(verbatim: "y") } } } }),
        ("Text.background(Color)", { build { _ in Text(verbatim: "x").background(Color.red) } }),
        ("Text.frame(width:)", { build { _ in Text(verbatim: "x").frame(width: 4) } }),
        ("Text.lineLimit (environment)", { build { _ in Text(verbatim: "x").lineLimit(1) } }),
    ]

    static func run() {
        let arguments = CommandLine.arguments
        if let flag = arguments.firstIndex(of: "--node-costs"), flag + 1 < arguments.count,
           let kind = Int(arguments[flag + 1]), kinds.indices.contains(kind) {
            let first = kinds[kind].build()
            let second = nodeCostMeasured(kind)
            print("built \(kinds[kind].name) twice: \(first.bodyEvaluationCount + second.bodyEvaluationCount) body evaluations")
            return
        }
        print("== Engine: cost of one item of each kind (\(itemCount) items in a column, best of 5)")
        let times = kinds.map { kind in bestTime(kind.build) / Double(itemCount) }
        for (index, kind) in kinds.enumerated() {
            let name = kind.name.padding(toLength: 30, withPad: " ", startingAt: 0)
            print(name + String(format: " %6.2f µs per item (%+.2f µs over Text)", times[index] * 1e6, (times[index] - times[0]) * 1e6))
        }
    }

    private static func build<Item: View>(_ item: @escaping (Int) -> Item) -> ViewHost {
        let host = ViewHost(rootView: NodeCostColumn(count: itemCount, item: item))
        _ = host.render(size: CellSize(width: 80, height: itemCount * 3 + 2))
        return host
    }

    /// The fastest of five builds, in seconds; each host is dropped after its time is taken.
    private static func bestTime(_ build: () -> ViewHost) -> Double {
        _ = build()
        var best = Double.infinity
        for _ in 0..<5 {
            let start = DispatchTime.now().uptimeNanoseconds
            let host = build()
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            withExtendedLifetime(host) {}
        }
        return best
    }
}

/// The measured build of `--node-costs K`, never inlined so that a profiler can pick it out.
@inline(never) @MainActor func nodeCostMeasured(_ kind: Int) -> ViewHost {
    NodeCostBenchmark.kinds[kind].build()
}

private struct NodeCostWrapper: View {
    let index: Int
    var body: some View { Text(verbatim: "x") }
}

private struct NodeCostColumn<Item: View>: View {
    let count: Int
    let item: (Int) -> Item
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<count, id: \.self) { index in item(index) }
        }
    }
}
