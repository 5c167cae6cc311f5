import Testing
@testable import TerminalUI

private struct OneByte: View {
    let value: UInt8
    var body: some View { Text("\(value)") }
}

private struct Aligned: ViewModifier {
    let number: Int64
    let label: String
    func body(content: Content) -> some View { content }
}

private struct NoContent: View {
    var body: some View { Text("") }
}

/// `ModifiedContentLayout` reads the content and the modifier of a `ModifiedContent` value at
/// the offsets worked out once for its type (the updaters of modified views no longer name
/// `ModifiedContent<Content, Modifier>`, which the runtime looked up on every update).
@MainActor @Suite struct ModifiedContentLayoutTests {
    @Test func partsAreReadWhereTheTypeStoresThem() {
        let view = ModifiedContent(content: OneByte(value: 7), modifier: Aligned(number: 42, label: "left"))
        let layout = ModifiedContentLayout(type(of: view))
        #expect(layout.contentOffset == 0)
        #expect(layout.modifierOffset == MemoryLayout<Int64>.alignment)
        let parts = layout.withParts(of: view, as: OneByte.self, Aligned.self) { content, modifier in
            "\(content.value) \(modifier.number) \(modifier.label)"
        }
        #expect(parts == "7 42 left")
        #expect(layout.withModifier(of: view, as: Aligned.self) { $0.label } == "left")
    }

    @Test func anEmptyContentTakesNoRoom() {
        let view = ModifiedContent(content: NoContent(), modifier: Aligned(number: -1, label: "only"))
        let layout = ModifiedContentLayout(type(of: view))
        #expect(layout.modifierOffset == 0)
        #expect(layout.withModifier(of: view, as: Aligned.self) { "\($0.number) \($0.label)" } == "-1 only")
    }
}
