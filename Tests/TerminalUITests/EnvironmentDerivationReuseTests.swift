import CombineSubset
import Testing
@testable import TerminalUI

@MainActor private final class Card: ObservableObject {
    @Published var title = "title 0"
    @Published var color = Color.green
    @Published var anchor: UnitPoint? = .bottom
}

/// A body whose environment-writing modifiers and stacks write the same values on every
/// update unless `card` changes them; `bold()` is a transform (it reads the font it changes).
private struct CardView: View {
    @ObservedObject var card: Card
    let transformed: Bool

    var body: some View {
        VStack(spacing: 0) {
            HStack { Text(card.title) }
            Text("second")
        }
        .font(.body)
        .foregroundColor(card.color)
        .lineLimit(2)
        .defaultScrollAnchor(card.anchor)
        .modifier(OptionalBold(isActive: transformed))
    }
}

private struct OptionalBold: ViewModifier {
    let isActive: Bool
    func body(content: Content) -> some View {
        if isActive { content.bold() } else { content }
    }
}

/// Nodes whose new value writes what the old one wrote keep the environment they derived
/// last without deriving it again; any other update derives it (and a changed value reaches
/// the views below).
@MainActor @Suite struct EnvironmentDerivationReuseTests {
    private func derivations(_ host: ViewHost, during change: () -> Void) -> (count: Int, text: String, grid: CellGrid) {
        let before = host.graph.environmentDerivations
        change()
        let grid = host.render(size: CellSize(width: 30, height: 4))
        let text = host.snapshot(width: 30, height: 4)
        return (host.graph.environmentDerivations - before, text, grid)
    }

    /// The style of the first cell showing `grapheme`, top to bottom.
    private func style(of grapheme: String, in grid: CellGrid) -> CellStyle {
        for y in 0..<grid.size.height {
            for x in 0..<grid.size.width where grid[x, y].grapheme == grapheme { return grid[x, y].style }
        }
        Issue.record("no \(grapheme) drawn")
        return CellStyle()
    }

    @Test func anUpdateWritingTheSameValuesDerivesNoEnvironment() {
        let card = Card()
        let host = ViewHost(rootView: CardView(card: card, transformed: false))
        #expect(host.snapshot(width: 30, height: 4).contains("title 0"))
        #expect(host.graph.environmentDerivations > 0)
        for round in 1...3 {
            let update = derivations(host) { card.title = "title \(round)" }
            #expect(update.text.contains("title \(round)"))
            #expect(update.count == 0, "round \(round)")
        }
    }

    @Test func aChangedValueIsDerivedAgainAndDrawn() {
        let card = Card()
        let host = ViewHost(rootView: CardView(card: card, transformed: false))
        let green = style(of: "t", in: host.render(size: CellSize(width: 30, height: 4))).foreground
        // The modifiers around the VStack, which its node carries (one derivation for the
        // four: the changed colour, and the font, line limit and anchor written with it, see
        // `EnvironmentCarrier`), and every node below that derives an environment: the VStack
        // and the HStack. (Four when each modifier was a node of its own.)
        let recolor = derivations(host) { card.color = .red }
        #expect(recolor.count == 3)
        let red = style(of: "t", in: recolor.grid).foreground
        #expect(red != green)
        #expect(style(of: "s", in: recolor.grid).foreground == red, "every text below the modifier")
        let anchor = derivations(host) { card.anchor = nil }
        #expect(anchor.count == 3, "the carried modifiers and both stacks (five when each modifier was a node)")
        let same = derivations(host) { card.title = "again" }
        #expect(same.count == 0)
        #expect(same.text.contains("again"))
        #expect(style(of: "a", in: same.grid).foreground == red)
    }

    @Test func aTransformIsAppliedAgainOnEveryUpdate() {
        let card = Card()
        let host = ViewHost(rootView: CardView(card: card, transformed: true))
        _ = host.snapshot(width: 30, height: 4)
        let update = derivations(host) { card.title = "title 1" }
        #expect(update.text.contains("title 1"))
        #expect(update.count == 1, "bold only: the stacks below see the environment of last time")
    }

    /// A context menu writes the same value (no stack axis for its content) on every update:
    /// in a stack, an update of its view derives no environment for the content again.
    @Test func aContextMenuInAStackDerivesNoEnvironmentOnAnUpdate() {
        let card = Card()
        let host = ViewHost(rootView: MenuCardView(card: card))
        #expect(host.snapshot(width: 30, height: 4).contains("title 0"))
        for round in 1...3 {
            let update = derivations(host) { card.title = "title \(round)" }
            #expect(update.text.contains("title \(round)"))
            #expect(update.count == 0, "round \(round)")
        }
    }
}

/// A text with a context menu in a stack, evaluated again when `card` changes.
private struct MenuCardView: View {
    @ObservedObject var card: Card

    var body: some View {
        VStack(spacing: 0) {
            Text(card.title)
                .contextMenu { Text("menu") }
            Text("second")
        }
    }
}
