import Testing
@testable import TerminalUI

/// Holds a text field's bindings outside the view, as an app's model would.
@MainActor final class FieldModel {
    var text = ""
    var selection: TextSelection?
    var submitted: [String] = []

    var textBinding: Binding<String> {
        Binding(get: { @MainActor in self.text }, set: { @MainActor in self.text = $0 })
    }
    var selectionBinding: Binding<TextSelection?> {
        Binding(get: { @MainActor in self.selection }, set: { @MainActor in self.selection = $0 })
    }

    /// The selection as UTF-16 offsets (what the SDK's commands use).
    var utf16Selection: Range<Int>? {
        guard let selection, case .selection(let range) = selection.indices else { return nil }
        let lower = text.utf16.distance(from: text.startIndex, to: range.lowerBound)
        let upper = text.utf16.distance(from: text.startIndex, to: range.upperBound)
        return lower..<upper
    }
}

@MainActor @Suite struct TextFieldTests {
    private func makeHost(_ model: FieldModel) -> ViewHost {
        let host = ViewHost(rootView: TextField("Message", text: model.textBinding, selection: model.selectionBinding)
            .onSubmit { model.submitted.append(model.text) })
        _ = host.snapshot(width: 20, height: 1)
        return host
    }

    @Test func typingEditsTheBindingAndCaretReachesTheSelectionInUTF16() {
        let model = FieldModel()
        let host = makeHost(model)
        host.type("héllo 👍🏽 田")
        #expect(model.text == "héllo 👍🏽 田")
        #expect(model.utf16Selection == 12..<12)
        host.press(.left)
        host.press(.left)
        #expect(model.utf16Selection == 10..<10)
        host.press(.backspace)
        #expect(model.text == "héllo  田")
        #expect(model.utf16Selection == 6..<6)
        host.press(.left, modifiers: .shift)
        #expect(model.utf16Selection == 5..<6)
        host.type("x")
        #expect(model.text == "héllox 田")
    }

    @Test func wordJumpsHomeEndAndDelete() {
        let model = FieldModel()
        let host = makeHost(model)
        host.type("one two three")
        host.press(.left, modifiers: .alt)
        #expect(model.utf16Selection == 8..<8)
        host.press(.backspace, modifiers: .control)
        #expect(model.text == "one three")
        host.press(.home)
        host.press(.delete)
        #expect(model.text == "ne three")
        host.press(.end)
        host.press(.left, modifiers: [.shift, .alt])
        #expect(model.utf16Selection == 3..<8)
    }

    @Test func combiningMarksMoveAsOneGrapheme() {
        let model = FieldModel()
        let host = makeHost(model)
        host.handle(.paste("e\u{301}a"))
        #expect(model.text == "e\u{301}a")
        host.press(.left)
        host.press(.left)
        #expect(model.utf16Selection == 0..<0)
        host.press(.delete)
        #expect(model.text == "a")
    }

    @Test func enterSubmitsAndCtrlCClearsOnlyANonEmptyField() {
        let model = FieldModel()
        let host = makeHost(model)
        host.type("hi")
        host.press(.enter)
        #expect(model.submitted == ["hi"])
        #expect(host.handle(.key(TerminalKeyEvent(.character("c"), modifiers: .control))) == true)
        #expect(model.text == "")
        #expect(host.handle(.key(TerminalKeyEvent(.character("c"), modifiers: .control))) == false)
    }

    @Test func promptShowsDimWhenEmptyAndCaretIsReported() {
        let model = FieldModel()
        let host = makeHost(model)
        let grid = host.render(size: CellSize(width: 10, height: 1))
        #expect(grid.plainText.hasPrefix("Message"))
        #expect(grid[0, 0].style.dim)
        #expect(host.cursorPosition == CellPoint(x: 0, y: 0))
        host.type("ab")
        _ = host.render(size: CellSize(width: 10, height: 1))
        #expect(host.cursorPosition == CellPoint(x: 2, y: 0))
    }

    @Test func appSetSelectionMovesTheCaret() {
        struct Composer: View {
            @State var text = "abcd"
            @State var selection: TextSelection?
            var body: some View {
                VStack {
                    TextField("m", text: $text, selection: $selection)
                    Button("caret to 1") { selection = TextSelection(insertionPoint: text.index(after: text.startIndex)) }
                }
            }
        }
        let host = ViewHost(rootView: Composer())
        _ = host.snapshot(width: 12, height: 2)
        host.press(.tab)
        host.press(.enter)
        host.press(.tab)
        host.type("X")
        #expect(host.snapshot(width: 12, height: 2).hasPrefix("aXbcd"))
    }
}
