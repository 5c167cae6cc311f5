import CheckedIndex
import Testing
@testable import TerminalUI

/// Rows over a field, in a view marked `typingFocusesTextField()`; a row outside the mark.
private struct ChatLikeScreen: View {
    let field: FieldModel
    let marked: Bool
    var body: some View {
        VStack(spacing: 0) {
            Text("outside").focusable()
            if marked {
                rowsAndField.typingFocusesTextField()
            } else {
                rowsAndField
            }
        }
    }

    private var rowsAndField: some View {
        VStack(spacing: 0) {
            Text("row 1").focusable()
            Text("row 2").focusable()
            TextField("Message", text: field.textBinding).onSubmit { field.submitted.append(field.text) }
        }
    }
}

@MainActor @Suite struct TypingFocusesTextFieldTests {
    private func host(marked: Bool = true) -> (FieldModel, ViewHost) {
        let field = FieldModel()
        let host = ViewHost(rootView: ChatLikeScreen(field: field, marked: marked))
        _ = host.snapshot(width: 20, height: 5)
        return (field, host)
    }

    private func focusedText(_ host: ViewHost) -> String? {
        guard let focused = host.graph.focusedNode else { return nil }
        return ControlScreen.lines(host, width: 20, height: 5)[checked: focused.frame.y]?.trimmingCharacters(in: .whitespaces)
    }

    @Test func textOnARowGoesToTheField() {
        let (field, host) = host()
        host.press(.up)
        host.press(.up)
        #expect(focusedText(host) == "row 1")
        host.type("hé👍🏽")
        #expect(host.handle(.paste("a\nb")))
        #expect(field.text == "hé👍🏽a b")
        #expect(host.graph.focusedNode.map { $0.behavior.focusRole($0) } == .textField)
        host.press(.enter)
        #expect(field.submitted == ["hé👍🏽a b"])
    }

    @Test func keysOfTheRowKeepTheirMeaning() {
        let (field, host) = host()
        host.press(.up)
        host.press(.up)
        host.press(.down)
        #expect(focusedText(host) == "row 2")
        #expect(!host.handle(.key(TerminalKeyEvent(.enter))))
        #expect(!host.handle(.key(TerminalKeyEvent(.backspace))))
        #expect(!host.handle(.key(TerminalKeyEvent(.character("x"), modifiers: .control))))
        #expect(!host.handle(.key(TerminalKeyEvent(.character("x"), modifiers: .alt))))
        #expect(!host.handle(.paste("")))
        #expect(focusedText(host) == "row 2")
        #expect(field.text.isEmpty && field.submitted.isEmpty)
    }

    @Test func onlyInsideTheMarkedView() {
        let (field, host) = host()
        host.press(.up)
        host.press(.up)
        host.press(.up)
        #expect(focusedText(host) == "outside")
        #expect(!host.handle(.key(TerminalKeyEvent(.character("h")))))
        #expect(field.text.isEmpty)

        let (unmarkedField, unmarked) = self.host(marked: false)
        unmarked.press(.up)
        #expect(focusedText(unmarked) == "row 2")
        #expect(!unmarked.handle(.key(TerminalKeyEvent(.character("h")))))
        #expect(unmarkedField.text.isEmpty)
    }
}
