import CombineSubset
import Foundation
import Testing
@testable import TerminalUI

/// A value that is neither `Sendable` nor main-actor isolated, as user models often are.
private final class PlainCounter {
    var count = 0
}

/// Reports the largest width its children offer, as a preference.
private struct WidestKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value = max(value, nextValue()) }
}

/// The closures of Apple's modifiers are plain (not `@Sendable`, not `@MainActor`) or, for
/// `task` and `refreshable`, inherit the actor context. They must still run on the main actor,
/// and may capture and mutate non-Sendable state written in a view's body.
@MainActor @Suite struct ModifierClosureTests {
    @Test func plainClosuresRunOnTheMainActorAndMayCaptureNonSendableState() {
        let counter = PlainCounter()
        let recorder = Recorder()
        struct Screen: View {
            let counter: PlainCounter
            let recorder: Recorder
            @State var value = 0
            var body: some View {
                VStack {
                    Button("inc") { value += 1 }
                    Text("tap me").onTapGesture {
                        MainActor.preconditionIsolated()
                        counter.count += 10
                    }
                }
                .onAppear {
                    MainActor.preconditionIsolated()
                    counter.count += 1
                }
                .onChange(of: value) {
                    MainActor.preconditionIsolated()
                    recorder.events.append("changed to \(value)")
                }
            }
        }
        let host = ViewHost(rootView: Screen(counter: counter, recorder: recorder))
        _ = host.snapshot(width: 10, height: 2)
        #expect(counter.count == 1)
        host.press(.tab)
        host.press(.enter)
        _ = host.snapshot(width: 10, height: 2)
        #expect(recorder.events == ["changed to 1"])
        #expect(counter.count == 1)
    }

    @Test func sheetOnDismissRunsWhenTheSheetCloses() {
        let recorder = Recorder()
        struct Screen: View {
            let recorder: Recorder
            @State var showSheet = false
            var body: some View {
                Button("open") { showSheet = true }
                    .sheet(isPresented: $showSheet, onDismiss: {
                        MainActor.preconditionIsolated()
                        recorder.events.append("dismissed")
                    }) { Text("In the sheet") }
            }
        }
        let host = ViewHost(rootView: Screen(recorder: recorder))
        _ = host.snapshot(width: 30, height: 8)
        host.press(.tab)
        host.press(.enter)
        #expect(host.snapshot(width: 30, height: 8).contains("In the sheet"))
        #expect(recorder.events.isEmpty)
        host.press(.escape)
        #expect(!host.snapshot(width: 30, height: 8).contains("In the sheet"))
        #expect(recorder.events == ["dismissed"])
    }

    @Test func alertAndDialogTitlesMayBeTextKeysOrStrings() {
        struct Screen: View {
            let kind: Int
            var body: some View {
                let title = "From a string"
                switch kind {
                case 0: Text("base").alert(Text("From a text"), isPresented: .constant(true)) { Button("OK") {} }
                case 1: Text("base").alert(title, isPresented: .constant(true)) { Button("OK") {} }
                case 2: Text("base").confirmationDialog(Text("Dialog text"), isPresented: .constant(true), titleVisibility: .visible) { Button("OK") {} }
                default:
                    Text("base").confirmationDialog(title, isPresented: .constant(true), titleVisibility: .visible) { Button("OK") {} } message: { Text("details") }
                }
            }
        }
        #expect(ViewHost(rootView: Screen(kind: 0)).snapshot(width: 30, height: 8).contains("From a text"))
        #expect(ViewHost(rootView: Screen(kind: 1)).snapshot(width: 30, height: 8).contains("From a string"))
        #expect(ViewHost(rootView: Screen(kind: 2)).snapshot(width: 30, height: 8).contains("Dialog text"))
        let dialog = ViewHost(rootView: Screen(kind: 3)).snapshot(width: 30, height: 8)
        #expect(dialog.contains("From a string"))
        #expect(dialog.contains("details"))
    }

    @Test func onPreferenceChangeReportsTheReducedValue() {
        let recorder = Recorder()
        struct Screen: View {
            let recorder: Recorder
            @State var wide = false
            var body: some View {
                VStack {
                    Text("a").preference(key: WidestKey.self, value: 3)
                    Text("b").preference(key: WidestKey.self, value: wide ? 9 : 5)
                    Button("widen") { wide = true }
                }
                .onPreferenceChange(WidestKey.self) { value in
                    MainActor.preconditionIsolated()
                    recorder.events.append("widest \(value)")
                }
            }
        }
        let host = ViewHost(rootView: Screen(recorder: recorder))
        _ = host.snapshot(width: 10, height: 3)
        #expect(recorder.events == ["widest 5"])
        host.press(.tab)
        host.press(.enter)
        _ = host.snapshot(width: 10, height: 3)
        #expect(recorder.events == ["widest 5", "widest 9"])
    }

    @Test func onReceiveDeliversPublishedValuesOnTheMainActor() async {
        let recorder = Recorder()
        let subject = PassthroughSubject<Int, Never>()
        let host = ViewHost(rootView: Text("x").onReceive(subject) { value in
            MainActor.preconditionIsolated()
            recorder.events.append("got \(value)")
            recorder.onEvent?()
        })
        _ = host.snapshot(width: 3, height: 1)
        await withCheckedContinuation { continuation in
            recorder.onEvent = { continuation.resume() }
            subject.send(7)
        }
        #expect(recorder.events == ["got 7"])
    }

    @Test func taskInheritsTheMainActorOfTheBody() async {
        let recorder = Recorder()
        struct Screen: View {
            let recorder: Recorder
            var body: some View {
                // Touching main-actor state synchronously compiles only because the closure
                // inherits the body's main actor (`@_inheritActorContext`).
                Text("x").task {
                    MainActor.preconditionIsolated()
                    recorder.events.append("task")
                    recorder.onEvent?()
                }
            }
        }
        let host = ViewHost(rootView: Screen(recorder: recorder))
        await withCheckedContinuation { continuation in
            recorder.onEvent = { continuation.resume() }
            _ = host.snapshot(width: 3, height: 1)
        }
        #expect(recorder.events == ["task"])
    }

    @Test func opacityBelowOneHalfHidesButKeepsTheViewAndItsState() {
        struct Counter: View {
            @State var count = 0
            var body: some View { Button("n\(count)") { count += 1 } }
        }
        struct Screen: View {
            @State var faded = false
            var body: some View {
                VStack {
                    Counter().opacity(faded ? 0.2 : 1)
                    Button("fade") { faded.toggle() }
                }
            }
        }
        let host = ViewHost(rootView: Screen())
        #expect(host.snapshot(width: 4, height: 2) == " n0 \nfade")
        host.press(.tab)
        host.press(.enter)
        #expect(host.snapshot(width: 4, height: 2) == " n1 \nfade")
        host.press(.tab)
        host.press(.enter)
        #expect(host.snapshot(width: 4, height: 2) == "    \nfade")
        host.press(.enter)
        #expect(host.snapshot(width: 4, height: 2) == " n1 \nfade")
    }

    @Test func withAnimationRunsItsBodyInTheCallersIsolation() {
        nonisolated func compute() -> Int { withAnimation { 6 * 7 } }
        #expect(compute() == 42)
        let recorder = Recorder()
        withAnimation(.easeInOut) { recorder.events.append("animated") }
        #expect(recorder.events == ["animated"])
    }
}
