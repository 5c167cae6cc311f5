import CombineSubset
import Observation
import Testing
@testable import TerminalUI

@Observable @MainActor final class ObservedCounter {
    var value = 0
    var other = 0
}

private struct ObservationView: View {
    let counter: ObservedCounter
    var body: some View { Text("value \(counter.value)") }
}

private struct Theme: EnvironmentKey {
    static let defaultValue = "plain"
}

extension EnvironmentValues {
    fileprivate var theme: String {
        get { self[Theme.self] }
        set { self[Theme.self] = newValue }
    }
}

private final class Session: ObservableObject {
    @Published var user = "ann"
}

private struct SessionLabel: View {
    @EnvironmentObject var session: Session
    @Environment(\.theme) var theme
    var body: some View { Text("\(session.user)/\(theme)") }
}

private struct Owner: View {
    @StateObject var session = Session()
    var body: some View {
        VStack {
            SessionLabel()
            Button("rename") { session.user = "bob" }
        }
        .environmentObject(session)
        .environment(\.theme, "dark")
    }
}

@MainActor @Suite struct ObservationTests {
    @Test func observableModelsInvalidateOnlyWhatTheyRead() {
        let counter = ObservedCounter()
        let host = ViewHost(rootView: ObservationView(counter: counter))
        #expect(host.snapshot(width: 7, height: 1) == "value 0")
        let evaluations = host.bodyEvaluationCount
        counter.other = 5
        #expect(host.snapshot(width: 7, height: 1) == "value 0")
        #expect(host.bodyEvaluationCount == evaluations)
        counter.value = 3
        #expect(host.snapshot(width: 7, height: 1) == "value 3")
        #expect(host.bodyEvaluationCount == evaluations + 1)
    }

    @Test func environmentObjectStateObjectAndCustomEnvironmentKey() {
        let host = ViewHost(rootView: Owner())
        #expect(host.snapshot(width: 8, height: 2) == "ann/dark\n rename ")
        host.press(.tab)
        host.press(.enter)
        #expect(host.snapshot(width: 8, height: 2) == "bob/dark\n rename ")
    }

    @Test func stateObjectIsCreatedOncePerIdentity() {
        final class Made: ObservableObject {
            nonisolated(unsafe) static var count = 0
            init() { Made.count += 1 }
        }
        struct Child: View {
            @StateObject var made = Made()
            var body: some View { Text("c") }
        }
        struct Parent: View {
            @State var tick = 0
            var body: some View {
                VStack { Text("\(tick)"); Child(); Button("t") { tick += 1 } }
            }
        }
        Made.count = 0
        let host = ViewHost(rootView: Parent())
        _ = host.snapshot(width: 3, height: 3)
        host.press(.tab)
        host.press(.enter)
        host.press(.enter)
        #expect(host.snapshot(width: 3, height: 3) == " 2 \n c \n t ")
        #expect(Made.count == 1)
    }
}
