import Testing
@testable import TerminalUI

/// The shells' line-editing keys in text fields: Ctrl-A / Ctrl-E (Home / End), Alt-B / Alt-F
/// (a word left / right), Ctrl-W (delete the word before the caret), Ctrl-U (to the start of
/// the caret's line), Ctrl-K (to its end).
/// Before, they did nothing in the composer or the search field.
@MainActor @Suite struct TextFieldEditingKeysTests {
    private func makeHost(_ model: FieldModel, vertical: Bool = false) -> ViewHost {
        let field = TextField("Message", text: model.textBinding, selection: model.selectionBinding, axis: vertical ? .vertical : nil)
        let host = ViewHost(rootView: field.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top))
        _ = host.snapshot(width: 30, height: 6)
        return host
    }

    private func ctrl(_ letter: Character, _ host: ViewHost) {
        host.press(.character(letter), modifiers: .control)
    }

    @Test func ctrlAAndCtrlEMoveToTheStartAndTheEnd() {
        let model = FieldModel()
        let host = makeHost(model)
        host.type("middle")
        ctrl("a", host)
        host.type("[")
        #expect(model.text == "[middle")
        ctrl("e", host)
        host.type("]")
        #expect(model.text == "[middle]")
    }

    @Test func altBAndAltFJumpWords() {
        let model = FieldModel()
        let host = makeHost(model)
        host.type("one two three")
        host.press(.character("b"), modifiers: .alt)
        host.press(.character("b"), modifiers: .alt)
        #expect(model.utf16Selection == 4..<4)
        host.press(.character("f"), modifiers: .alt)
        #expect(model.utf16Selection == 7..<7)
        #expect(model.text == "one two three")
    }

    @Test func ctrlWDeletesTheWordBeforeTheCaret() {
        let model = FieldModel()
        let host = makeHost(model)
        host.type("send to 山田 👍🏽  ")
        ctrl("w", host)
        #expect(model.text == "send to 山田 ")
        ctrl("w", host)
        ctrl("w", host)
        #expect(model.text == "send ")
        #expect(model.utf16Selection == 5..<5)
    }

    @Test func ctrlUAndCtrlKDeleteToTheEndsOfTheLine() {
        let model = FieldModel()
        let host = makeHost(model)
        host.type("one two three")
        host.press(.left, modifiers: .alt)
        ctrl("k", host)
        #expect(model.text == "one two ")
        host.press(.left)
        ctrl("u", host)
        #expect(model.text == " ")
        #expect(model.utf16Selection == 0..<0)
        ctrl("u", host)
        #expect(model.text == " ")
    }

    @Test func inAMultiLineFieldTheyStopAtLineBreaks() {
        let model = FieldModel()
        let host = makeHost(model, vertical: true)
        host.handle(.paste("first line\nsecond line\nthird"))
        host.press(.up)
        ctrl("u", host)
        #expect(model.text == "first line\nd line\nthird")
        ctrl("k", host)
        #expect(model.text == "first line\n\nthird")
        ctrl("k", host)
        #expect(model.text == "first line\nthird")
        host.press(.up)
        ctrl("k", host)
        #expect(model.text == "\nthird")
    }

    @Test func aSelectionIsWhatTheyDelete() {
        let model = FieldModel()
        let host = makeHost(model)
        host.type("keep this")
        host.press(.left, modifiers: [.shift, .alt])
        ctrl("u", host)
        #expect(model.text == "keep ")
    }
}
