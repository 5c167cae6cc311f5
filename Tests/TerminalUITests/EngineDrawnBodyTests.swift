import Testing
@testable import TerminalUI

/// Views that SwiftUI declares with a real `body` but the engine draws itself: their `body`
/// draws what the view draws.
@MainActor @Suite struct EngineDrawnBodyTests {
    @Test func aTextFieldsBodyDrawsTheField() {
        let field = TextField("name", text: .constant("ada"))
        #expect(renderSnapshot(field.body, width: 6, height: 1) == renderSnapshot(field, width: 6, height: 1))
        #expect(renderSnapshot(field.body, width: 6, height: 1).contains("ada"))
    }

    @Test func aScrollViewsBodyScrollsItsContent() {
        let scroll = ScrollView { VStack(spacing: 0) { ForEach(0..<5, id: \.self) { Text("row \($0)") } } }
        #expect(renderSnapshot(scroll.body, width: 5, height: 2) == "row 0\nrow 1")
        #expect(renderSnapshot(scroll, width: 5, height: 2) == "row 0\nrow 1")
    }

    @Test func aProgressViewsBodyDrawsTheBar() {
        let progress = ProgressView(value: 0.5)
        #expect(renderSnapshot(progress.body, width: 4, height: 1) == renderSnapshot(progress, width: 4, height: 1))
        #expect(renderSnapshot(progress.body, width: 4, height: 1).contains("█"))
    }
}
