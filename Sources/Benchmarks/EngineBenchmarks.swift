import Foundation
import TerminalUI

/// One row of the benchmark list: a button with its own state.
private struct BenchmarkRow: View {
    let index: Int
    @State private var taps = 0
    var body: some View {
        HStack {
            Text("#\(index)").bold()
            Text("message number \(index) with some text to lay out")
            Spacer()
            Button("taps \(taps)") { taps += 1 }
        }
    }
}

/// A chat-like screen: a header, a 10,000-row lazy list and a footer.
private struct BenchmarkScreen: View {
    let rows: [Int]
    var body: some View {
        VStack(spacing: 0) {
            Text("Channel").bold()
            Divider()
            List(rows, id: \.self) { BenchmarkRow(index: $0) }
            Divider()
            Text("footer")
        }
    }
}

/// Seconds per call of `body`, best of several rounds.
@MainActor private func measure(iterations: Int, _ body: () -> Void) -> Double {
    var best = Double.infinity
    for _ in 0..<5 {
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<iterations { body() }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 / Double(iterations)
        best = min(best, elapsed)
    }
    return best
}

/// The engine benchmark: a 200×60 screen holding a 10,000-row lazy list.
/// - full rebuild: a new host (graph built from scratch), layout and draw;
/// - layout + draw from scratch: every layout cache dropped, the whole screen redrawn;
/// - one row's state changes: only that row re-evaluates, is re-laid out and redrawn.
@MainActor func runEngineBenchmarks() {
    let size = CellSize(width: 200, height: 60)
    let rows = Array(0..<10_000)
    let fullRebuild = measure(iterations: 50) {
        _ = ViewHost(rootView: BenchmarkScreen(rows: rows)).render(size: size)
    }
    let host = ViewHost(rootView: BenchmarkScreen(rows: rows))
    _ = host.render(size: size)
    let fromScratch = measure(iterations: 50) {
        host.handle(.resize(size))
        _ = host.render(size: size)
    }
    host.press(.tab)
    host.press(.tab)
    _ = host.render(size: size)
    let before = host.bodyEvaluationCount
    let oneRow = measure(iterations: 500) {
        host.press(.enter)
        _ = host.render(size: size)
    }
    let evaluationsPerChange = Double(host.bodyEvaluationCount - before) / 2500
    print("engine: 200x60 screen, 10,000-row lazy list")
    print(String(format: "  full rebuild (new graph + layout + draw): %8.1f µs/frame", fullRebuild * 1e6))
    print(String(format: "  layout + draw from scratch:               %8.1f µs/frame", fromScratch * 1e6))
    print(String(format: "  one row's state changed, re-render:       %8.1f µs/frame", oneRow * 1e6))
    print(String(format: "  body evaluations per change:              %8.1f", evaluationsPerChange))
    print(String(format: "  ratio full rebuild / one-row change:      %8.1fx (aim >= 50x)", fullRebuild / oneRow))
}
