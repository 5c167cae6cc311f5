import CombineSubset
import Testing
@testable import TerminalUI

private struct Greeting: EnvironmentKey {
    static let defaultValue = "hello"
}

extension EnvironmentValues {
    fileprivate var greeting: String {
        get { self[Greeting.self] }
        set { self[Greeting.self] = newValue }
    }
}

@MainActor private final class Palette: ObservableObject {
    let name: String
    init(name: String) { self.name = name }
}

@MainActor private final class Screen: ObservableObject {
    @Published var title = "title 0"
    @Published var greeting = "hello"
    @Published var palette = Palette(name: "warm")
    @Published var count = 3
}

/// A row that reads the environment and counts as unchanged while its id is.
private struct GreetingRow: View, Equatable {
    let id: Int
    @Environment(\.greeting) private var greeting
    @EnvironmentObject private var palette: Palette

    var body: some View { Text("\(greeting) \(palette.name) \(id)") }

    nonisolated static func == (lhs: GreetingRow, rhs: GreetingRow) -> Bool { lhs.id == rhs.id }
}

/// Equatable rows under every kind of node that derives its children's environment: a
/// navigation stack, stacks (siblings writing different axes over one base), a lazy scroll
/// view, environment-writing modifiers, `onSubmit`, a button style and an alert.
private struct DerivingScreen: View {
    @ObservedObject var screen: Screen

    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                Text(screen.title)
                HStack { GreetingRow(id: 100) }
                VStack { GreetingRow(id: 200) }
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<screen.count, id: \.self) { GreetingRow(id: $0) }
                    }
                }
                .frame(height: 64)  // 4 rows
                TextField("input", text: .constant(""))
            }
            .font(.body)
            .foregroundColor(.green)
            .bold()
            .lineLimit(2)
            .buttonStyle(.plain)
            .onSubmit {}
            .environment(\.greeting, screen.greeting)
            .environmentObject(screen.palette)
            .alert("alert", isPresented: .constant(false)) { Button("OK") {} }
        }
    }
}

/// Nodes that derive an environment for their children keep it (and its version) while their
/// own environment and the values they write stay the same, so `Equatable` children are
/// skipped; a changed value gets a new version and reaches every reader below.
@MainActor @Suite struct EnvironmentReuseTests {
    @Test func anUpdateThatChangesNoEnvironmentValueSkipsEquatableRows() {
        let screen = Screen()
        let host = ViewHost(rootView: DerivingScreen(screen: screen))
        _ = host.snapshot(width: 40, height: 12)
        for round in 1...3 {
            let before = host.bodyEvaluationCount
            screen.title = "title \(round)"
            let text = host.snapshot(width: 40, height: 12)
            #expect(text.contains("title \(round)"))
            // Only the screen's own body: none of the five rows.
            #expect(host.bodyEvaluationCount - before == 1, "round \(round)")
        }
    }

    @Test func appendingARowEvaluatesOnlyTheNewRow() {
        let screen = Screen()
        let host = ViewHost(rootView: DerivingScreen(screen: screen))
        _ = host.snapshot(width: 40, height: 12)
        let before = host.bodyEvaluationCount
        screen.count = 4
        #expect(host.snapshot(width: 40, height: 12).contains("hello warm 3"))
        #expect(host.bodyEvaluationCount - before == 2)
    }

    @Test func aChangedValueHighUpReachesEveryReader() {
        let screen = Screen()
        let host = ViewHost(rootView: DerivingScreen(screen: screen))
        #expect(host.snapshot(width: 40, height: 12).contains("hello warm 100"))
        let before = host.bodyEvaluationCount
        screen.greeting = "howdy"
        let text = host.snapshot(width: 40, height: 12)
        for id in [100, 200, 0, 1, 2] { #expect(text.contains("howdy warm \(id)")) }
        #expect(!text.contains("hello"))
        #expect(host.bodyEvaluationCount - before == 6)
        // Written again with the same value: unchanged, rows skipped.
        let again = host.bodyEvaluationCount
        screen.greeting = "howdy"
        _ = host.snapshot(width: 40, height: 12)
        #expect(host.bodyEvaluationCount - again == 1)
    }

    @Test func anotherObjectOfTheSameTypeReachesEveryReader() {
        let screen = Screen()
        let host = ViewHost(rootView: DerivingScreen(screen: screen))
        _ = host.snapshot(width: 40, height: 12)
        screen.palette = Palette(name: "cool")
        let text = host.snapshot(width: 40, height: 12)
        for id in [100, 200, 0, 1, 2] { #expect(text.contains("hello cool \(id)")) }
        #expect(!text.contains("warm"))
    }

    @Test func aValueWrittenByAnEnclosingModifierChangesItsVersionAndOnlyThen() {
        var base = EnvironmentValues()
        let start = base.version
        base.lineLimit = nil
        #expect(base.version == start)
        base.lineLimit = 3
        let three = base.version
        #expect(three != start)
        base.lineLimit = 3
        #expect(base.version == three)
        base[DismissKey.self] = DismissAction {}
        #expect(base.version != three)
        let action = base.dismiss
        let withAction = base.version
        base[DismissKey.self] = action
        #expect(base.version == withAction)
    }
}

private struct PushedScreen: View {
    @ObservedObject var screen: Screen
    @State private var pushed = true

    var body: some View {
        NavigationStack {
            Text(screen.title)
                .navigationDestination(isPresented: $pushed) {
                    VStack {
                        DismissingRow(id: 1)
                        DismissingRow(id: 2)
                    }
                }
        }
    }
}

/// A row that reads `dismiss` (made by the navigation stack for pushed views).
private struct DismissingRow: View, Equatable {
    let id: Int
    @Environment(\.dismiss) private var dismiss

    var body: some View { Button("close \(id)") { dismiss() } }

    nonisolated static func == (lhs: DismissingRow, rhs: DismissingRow) -> Bool { lhs.id == rhs.id }
}

@MainActor @Suite struct PushedEnvironmentReuseTests {
    @Test func pushedViewsKeepTheirEnvironmentAcrossUpdatesOfTheStack() {
        let screen = Screen()
        let host = ViewHost(rootView: PushedScreen(screen: screen))
        #expect(host.snapshot(width: 30, height: 8).contains("close 1"))
        let before = host.bodyEvaluationCount
        screen.title = "title 1"
        _ = host.snapshot(width: 30, height: 8)
        #expect(host.bodyEvaluationCount - before == 1)
        // The kept `dismiss` still pops.
        ControlScreen.click(host, x: 14, y: 2)
        #expect(host.snapshot(width: 30, height: 8).contains("title 1"))
    }
}
