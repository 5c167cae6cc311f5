import CombineSubset
import Testing
@testable import TerminalUI

/// Counts body evaluations per row label.
@MainActor final class EvaluationLog {
    var counts: [String: Int] = [:]
    func record(_ name: String) { counts[name, default: 0] += 1 }
}

private struct CounterRow: View {
    let name: String
    let log: EvaluationLog
    @State private var taps = 0
    var body: some View {
        let _ = log.record(name)
        Button("\(name): \(taps)") { taps += 1 }
    }
}

private struct Rows: View {
    let log: EvaluationLog
    var body: some View {
        let _ = log.record("parent")
        VStack(alignment: .leading) {
            CounterRow(name: "a", log: log)
            CounterRow(name: "b", log: log)
            CounterRow(name: "c", log: log)
        }
    }
}

@MainActor @Suite struct StateTests {
    @Test func changingOneRowsStateReevaluatesOnlyThatRow() {
        let log = EvaluationLog()
        let host = ViewHost(rootView: Rows(log: log))
        #expect(host.snapshot(width: 6, height: 3) == " a: 0 \n b: 0 \n c: 0 ")
        #expect(log.counts == ["parent": 1, "a": 1, "b": 1, "c": 1])
        host.press(.tab)
        host.press(.tab)
        host.press(.enter)
        #expect(host.snapshot(width: 6, height: 3) == " a: 0 \n b: 1 \n c: 0 ")
        #expect(log.counts == ["parent": 1, "a": 1, "b": 2, "c": 1])
    }

    @Test func stateSurvivesParentReevaluation() {
        final class Model: ObservableObject {
            @Published var title = "x"
        }
        struct Screen: View {
            @ObservedObject var model: Model
            var body: some View {
                VStack {
                    Text(model.title)
                    Child()
                }
            }
        }
        struct Child: View {
            @State var count = 0
            var body: some View { Button("n=\(count)") { count += 1 } }
        }
        let model = Model()
        let host = ViewHost(rootView: Screen(model: model))
        _ = host.snapshot(width: 5, height: 2)
        host.press(.tab)
        host.press(.enter)
        #expect(host.snapshot(width: 5, height: 2) == "  x  \n n=1 ")
        model.title = "y"
        #expect(host.snapshot(width: 5, height: 2) == "  y  \n n=1 ")
    }

    @Test func onInvalidateIsNotCalledSynchronouslyAndSettleApplies() async {
        final class Model: ObservableObject { @Published var value = 1 }
        struct Screen: View {
            @ObservedObject var model: Model
            var body: some View { Text("v\(model.value)") }
        }
        let model = Model()
        let host = ViewHost(rootView: Screen(model: model))
        var invalidations = 0
        host.onInvalidate = { invalidations += 1 }
        _ = host.snapshot(width: 2, height: 1)
        model.value = 2
        model.value = 3
        #expect(invalidations == 0)
        await Task.yield()
        await Task.yield()
        #expect(invalidations == 1)
        #expect(host.snapshot(width: 2, height: 1) == "v3")
    }
}
