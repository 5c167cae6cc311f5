import CombineSubset
import Testing
@testable import TerminalUI

/// Dynamic properties grouped in a struct of their own (linked in declaration order, inside
/// the view's order).
private struct LabelPair: DynamicProperty {
    @State var first = "p"
    @State var second = "q"
}

/// Three kinds of slots in declaration order: a state, a nested pair, a state.
private struct SlotView: View {
    let tick: Int
    @State var head = "a"
    var pair = LabelPair()
    @State var tail = "c"
    var body: some View {
        VStack(alignment: .leading) {
            Text("\(head)\(pair.first)\(pair.second)\(tail)\(tick)")
            Button("set") {
                head = "A"
                pair.second = "Q"
                tail = "C"
            }
        }
    }
}

private final class Ticker: ObservableObject {
    @Published var tick = 0
    @Published var showsRows = true
    @Published var rows = ["r1", "r2"]
}

private struct SlotScreen: View {
    @ObservedObject var ticker: Ticker
    var body: some View { SlotView(tick: ticker.tick) }
}

/// A custom modifier with state of its own.
private struct CountingModifier: ViewModifier {
    let label: String
    @State var count = 0
    func body(content: Content) -> some View {
        HStack(spacing: 1) {
            content
            Button("\(label)\(count)") { count += 1 }
        }
    }
}

/// Not `Equatable`: it holds a closure, so it is updated whenever its parent is.
private struct ClosureLabel: View {
    let text: () -> String
    var body: some View { Text(text()) }
}

private struct MixedScreen: View {
    @ObservedObject var ticker: Ticker
    var body: some View {
        let tick = ticker.tick
        VStack(alignment: .leading) {
            if ticker.showsRows {
                ForEach(ticker.rows, id: \.self) { Text($0) }
            }
            if tick > 0 { Text("on \(tick)") }
            Text("m\(tick)").modifier(CountingModifier(label: "c"))
            ClosureLabel { "closure \(tick)" }
        }
    }
}

/// An `Equatable` view value.
private struct Badge: View, Equatable {
    let count: Int
    var body: some View { Text("\(count)") }
}

/// Views that do or do not hold dynamic properties, by the declared types of their fields.
private struct PlainFields: View {
    let title: String
    let subtitle: String?
    let action: () -> Void
    let badge: Badge
    var body: some View { Text(title) }
}

private struct ExistentialField: View {
    let content: any View
    var body: some View { Text("x") }
}

private struct OptionalStateField: View {
    let extra: State<Int>?
    var body: some View { Text("x") }
}

@MainActor @Suite struct NodeTypeInfoTests {
    @Test func slotsKeepDeclarationOrderWhenTheViewIsBoundAgain() {
        let ticker = Ticker()
        let host = ViewHost(rootView: SlotScreen(ticker: ticker))
        #expect(host.snapshot(width: 6, height: 2) == "apqc0 \nset   ")
        host.press(.tab)
        host.press(.enter)
        #expect(host.snapshot(width: 6, height: 2) == "ApQC0 \nset   ")
        // The parent makes a new SlotView with fresh initial values; linking by slot number
        // (in declaration order) gives each property its own stored value back.
        ticker.tick = 1
        #expect(host.snapshot(width: 6, height: 2) == "ApQC1 \nset   ")
        ticker.tick = 2
        #expect(host.snapshot(width: 6, height: 2) == "ApQC2 \nset   ")
    }

    @Test func optionalsModifiersAndNonEquatableViewsFollowTheirParent() {
        let ticker = Ticker()
        let host = ViewHost(rootView: MixedScreen(ticker: ticker))
        #expect(host.snapshot(width: 10, height: 5) == "r1        \nr2        \nm0 c0     \nclosure 0 \n          ")
        host.press(.tab)
        host.press(.enter)
        ticker.tick = 1
        #expect(host.snapshot(width: 10, height: 6) == "r1        \nr2        \non 1      \nm1 c1     \nclosure 1 \n          ")
        ticker.rows = ["r2", "r3", "r4"]
        #expect(host.snapshot(width: 10, height: 6) == "r2        \nr3        \nr4        \non 1      \nm1 c1     \nclosure 1 ")
        ticker.showsRows = false
        ticker.tick = 2
        // Three rows, centred on the six-row screen.
        #expect(host.snapshot(width: 10, height: 6) == "          \non 2      \nm2 c1     \nclosure 2 \n          \n          ")
        ticker.showsRows = true
        #expect(host.snapshot(width: 10, height: 6) == "r2        \nr3        \nr4        \non 2      \nm2 c1     \nclosure 2 ")
    }

    @Test func typeInfoComparesOnlyEqualValuesOfOneEquatableType() {
        let badge = ViewTypeInfo.of(Badge(count: 1))
        #expect(badge === ViewTypeInfo.of(Badge(count: 2)))
        #expect(badge.areEqual(Badge(count: 1), Badge(count: 1)))
        #expect(!badge.areEqual(Badge(count: 1), Badge(count: 2)))
        #expect(!badge.areEqual(Badge(count: 1), Text("1")))
        let closure = ViewTypeInfo.of(ClosureLabel { "x" })
        #expect(!closure.areEqual(ClosureLabel { "x" }, ClosureLabel { "x" }))
        let optional: Badge? = Badge(count: 1)
        let optionalInfo = ViewTypeInfo.of(optional)
        #expect(optionalInfo !== badge)
        #expect(optionalInfo.areEqual(optional, Badge?.some(Badge(count: 1))))
        #expect(!optionalInfo.areEqual(optional, Badge?.none))
    }

    /// The shape of a plan: "-" nothing, "?" reflection, else the properties ("p") and nested
    /// structs ("[...]") in order.
    private func shape<Value>(of value: Value) -> String {
        func describe(_ steps: [LinkStep]) -> String {
            steps.map { step in
                switch step {
                case .property: return "p"
                case .nested(_, let nested): return "[" + describe(nested) + "]"
                }
            }.joined()
        }
        switch LinkPlan.make(for: value) {
        case .nothing: return "-"
        case .reflection: return "?"
        case .fields(let steps): return describe(steps)
        }
    }

    @Test func linkPlansFollowDeclaredFieldTypes() {
        #expect(shape(of: Text("x")) == "-")
        #expect(shape(of: Badge(count: 1)) == "-")
        #expect(shape(of: PlainFields(title: "t", subtitle: nil, action: {}, badge: Badge(count: 1))) == "-")
        #expect(shape(of: SlotView(tick: 0)) == "p[pp]p")
        #expect(shape(of: LabelPair()) == "pp")
        #expect(shape(of: CountingModifier(label: "c")) == "p")
        // Only the value can tell what these hold: they are reflected as before.
        #expect(shape(of: ExistentialField(content: Text("x"))) == "?")
        #expect(shape(of: OptionalStateField(extra: nil)) == "?")
    }
}
