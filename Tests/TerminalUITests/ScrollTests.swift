import Testing
@testable import TerminalUI

private struct Row: Identifiable, Hashable {
    let id: Int
    var text: String { "row \(id)" }
}

@MainActor final class RowCounter {
    var built = 0
}

private struct CountingRow: View {
    let row: Row
    let counter: RowCounter
    var body: some View {
        let _ = counter.built += 1
        Text(row.text)
    }
}

@MainActor @Suite struct ScrollTests {
    @Test func tenThousandRowListBuildsOnlyVisibleRows() {
        let counter = RowCounter()
        let rows = (0..<10_000).map(Row.init)
        let host = ViewHost(rootView: List(rows) { CountingRow(row: $0, counter: counter) })
        let screen = host.snapshot(width: 10, height: 5)
        #expect(screen.hasPrefix("row 0"))
        #expect(counter.built == 5)
        host.press(.pageDown)
        let next = host.snapshot(width: 10, height: 5)
        #expect(next.hasPrefix("row 4"))
        #expect(counter.built <= 10)
    }

    @Test func bottomAnchoredTranscriptStaysAtBottomWhenRowsAreAppended() {
        struct Transcript: View {
            @State var count = 20
            var body: some View {
                VStack {
                    ScrollView {
                        LazyVStack(alignment: .leading) {
                            ForEach(0..<count, id: \.self) { Text("m\($0)") }
                        }
                    }
                    .defaultScrollAnchor(.bottom)
                    Button("add") { count += 1 }
                }
            }
        }
        let host = ViewHost(rootView: Transcript())
        var lines = host.snapshot(width: 5, height: 4).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines == ["m17", "m18", "m19", "add"])
        host.press(.tab)
        host.press(.enter)
        lines = host.snapshot(width: 5, height: 4).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines == ["m18", "m19", "m20", "add"])
        ControlScreen.mouse(host, .wheelUp, x: 1, y: 1)
        lines = host.snapshot(width: 5, height: 4).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines == ["m15", "m16", "m17", "add"])
        host.press(.enter)
        lines = host.snapshot(width: 5, height: 4).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines == ["m15", "m16", "m17", "add"])
    }

    @Test func nonLazyScrollViewScrollsByCells() {
        let view = ScrollView {
            VStack(alignment: .leading) { ForEach(0..<10) { Text("line \($0)") } }
        }
        let host = ViewHost(rootView: view)
        #expect(host.snapshot(width: 6, height: 2) == "line 0\nline 1")
        host.press(.pageDown)
        #expect(host.snapshot(width: 6, height: 2) == "line 1\nline 2")
    }

    @Test func scrollViewReaderScrollsToAnId() {
        let view = ScrollViewReader { proxy in
            VStack {
                Button("jump") { proxy.scrollTo(50, anchor: .top) }
                ScrollView {
                    LazyVStack { ForEach(0..<100, id: \.self) { Text("n\($0)") } }
                }
            }
        }
        let host = ViewHost(rootView: view)
        _ = host.snapshot(width: 4, height: 3)
        host.press(.tab)
        host.press(.enter)
        #expect(host.snapshot(width: 4, height: 3) == "jump\nn50 \nn51 ")
    }

    /// `scrollTo` is nonisolated, as Apple declares it, and like Apple's must be called on the
    /// main actor: off it, the program stops instead of racing the scroll view's state.
    @Test func scrollToOffTheMainActorStopsTheProgram() async {
        await #expect(processExitsWith: .failure) {
            let registry = await MainActor.run { ScrollRegistry() }
            ScrollViewProxy(registry: registry).scrollTo(1)
        }
    }
}

@MainActor @Suite struct LazyRowLifecycleTests {
    @Test func rowsLeavingAndReenteringViewGetDisappearAndAppear() {
        let recorder = Recorder()
        let view = List(0..<50) { index in
            Text("r\(index)")
                .onAppear { recorder.events.append("+\(index)") }
                .onDisappear { recorder.events.append("-\(index)") }
        }
        let host = ViewHost(rootView: view)
        _ = host.snapshot(width: 4, height: 2)
        #expect(recorder.events == ["+0", "+1"])
        recorder.events.removeAll()
        host.press(.pageDown)
        _ = host.snapshot(width: 4, height: 2)
        #expect(recorder.events == ["+2", "-0"])
        recorder.events.removeAll()
        host.press(.pageUp)
        _ = host.snapshot(width: 4, height: 2)
        #expect(recorder.events == ["-2", "+0"])
    }
}
