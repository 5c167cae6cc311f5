import Testing
@testable import TerminalUI

/// `TextField(_:text:axis: .vertical)`: line breaks typed (Alt-Enter) or pasted are kept, the
/// field grows to its line limit and then scrolls with the caret, Up/Down move between rows.
@MainActor @Suite struct MultilineTextFieldTests {
    /// A vertical field limited to `lines` rows above a button, as a composer would be.
    private func makeHost(_ model: FieldModel, lines: Int = 5, onUp: (() -> KeyPress.Result)? = nil) -> ViewHost {
        let field = TextField("Message", text: model.textBinding, selection: model.selectionBinding, axis: .vertical)
            .lineLimit(1...lines)
            .onSubmit { model.submitted.append(model.text) }
        let host = ViewHost(rootView: VStack(spacing: 0) {
            Button("above") {}
            field
        }
        .onKeyPress(.upArrow) { onUp?() ?? .ignored }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top))
        _ = host.snapshot(width: 12, height: 8)
        return host
    }

    private func rows(_ host: ViewHost) -> [String] {
        ControlScreen.lines(host, width: 12, height: 8).dropFirst().filter { !$0.isEmpty }
    }

    /// `lineLimit(2...4)` reserves two rows for an empty or one-line text, as SwiftUI does,
    /// and grows to four.
    @Test func aRangesLowerBoundIsReserved() {
        let model = FieldModel()
        let field = TextField("Message", text: model.textBinding, axis: .vertical).lineLimit(2...4)
        let host = ViewHost(rootView: VStack(spacing: 0) {
            field
            Text("below")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top))
        func belowRow() -> Int? {
            host.snapshot(width: 12, height: 8).components(separatedBy: "\n").firstIndex { $0.contains("below") }
        }
        #expect(belowRow() == 2, "empty: two rows")
        host.type("one")
        #expect(belowRow() == 2, "one line: two rows")
        for line in 2...5 {
            host.press(.enter, modifiers: .alt)
            host.type("\(line)")
        }
        #expect(model.text == "one\n2\n3\n4\n5")
        #expect(belowRow() == 4, "grows to four")
    }

    @Test func altEnterBreaksTheLineAndEnterSubmits() {
        let model = FieldModel()
        let host = makeHost(model)
        host.type("one")
        host.press(.enter, modifiers: .alt)
        host.type("two")
        #expect(model.text == "one\ntwo")
        #expect(rows(host) == ["one", "two"])
        host.press(.enter)
        #expect(model.submitted == ["one\ntwo"])
    }

    @Test func pasteKeepsLineBreaksInAVerticalFieldOnly() {
        let model = FieldModel()
        let host = makeHost(model)
        #expect(host.handle(.paste("a\r\nb\rc\n\nd")))
        #expect(model.text == "a\nb\nc\n\nd")
        #expect(rows(host) == ["a", "b", "c", "d"])

        let single = FieldModel()
        let singleHost = ViewHost(rootView: TextField("m", text: single.textBinding))
        _ = singleHost.snapshot(width: 12, height: 1)
        #expect(singleHost.handle(.paste("a\nb")))
        #expect(single.text == "a b")
    }

    @Test func growsToItsLineLimitThenScrollsWithTheCaret() {
        let model = FieldModel()
        let host = makeHost(model)
        host.handle(.paste((1...7).map { "line \($0)" }.joined(separator: "\n")))
        // Seven lines, five shown: the caret (at the end) is on the last.
        #expect(rows(host) == ["line 3", "line 4", "line 5", "line 6", "line 7"])
        #expect(host.cursorPosition == CellPoint(x: 6, y: 5))
        // Up moves the caret; the view follows only once the caret leaves it.
        for _ in 0..<4 { host.press(.up) }
        #expect(rows(host) == ["line 3", "line 4", "line 5", "line 6", "line 7"])
        #expect(host.cursorPosition == CellPoint(x: 6, y: 1))
        host.press(.up)
        #expect(rows(host) == ["line 2", "line 3", "line 4", "line 5", "line 6"])
        #expect(host.cursorPosition == CellPoint(x: 6, y: 1))
        #expect(model.utf16Selection == 13..<13)
        host.press(.down)
        #expect(rows(host) == ["line 2", "line 3", "line 4", "line 5", "line 6"])
        #expect(host.cursorPosition == CellPoint(x: 6, y: 2))
    }

    @Test func caretOnEmptyLinesAndAtLineEnds() {
        let model = FieldModel()
        let host = makeHost(model)
        host.handle(.paste("ab\n\ncd"))
        host.press(.up)
        host.press(.up)
        host.press(.home)
        _ = rows(host)
        #expect(host.cursorPosition == CellPoint(x: 0, y: 1))
        host.press(.right)
        host.press(.right)
        _ = rows(host)
        #expect(host.cursorPosition == CellPoint(x: 2, y: 1), "before the break: end of the first row")
        host.press(.right)
        _ = rows(host)
        #expect(host.cursorPosition == CellPoint(x: 0, y: 2), "the empty row")
        host.press(.down)
        _ = rows(host)
        #expect(host.cursorPosition == CellPoint(x: 0, y: 3))
        host.press(.end)
        host.press(.up)
        #expect(model.utf16Selection == 3..<3, "Up from the end of cd lands on the empty row")
        host.press(.up)
        #expect(model.utf16Selection == 2..<2, "and keeps the column it came from")
    }

    /// Home and End go to the ends of the caret's row, not of the whole text (they went to the
    /// text's start and end from any row); Shift selects to there.
    @Test func homeAndEndActOnTheCaretsRow() {
        let model = FieldModel()
        let host = makeHost(model)
        host.handle(.paste("first\nsecond\nthird"))
        host.press(.up)
        host.press(.home)
        #expect(model.utf16Selection == 6..<6, "the start of 'second'")
        host.press(.end)
        #expect(model.utf16Selection == 12..<12, "the end of 'second', before its line break")
        host.press(.left)
        host.press(.home, modifiers: .shift)
        #expect(model.utf16Selection == 6..<11)
        host.press(.down)
        host.press(.end)
        #expect(model.utf16Selection == 18..<18, "the last row ends with the text")
    }

    /// The shells' Ctrl-A and Ctrl-E are Home and End: the caret's row too.
    @Test func ctrlAAndCtrlEActOnTheCaretsRow() {
        let model = FieldModel()
        let host = makeHost(model)
        host.handle(.paste("first\nsecond\nthird"))
        host.press(.up)
        host.press(.character("a"), modifiers: .control)
        #expect(model.utf16Selection == 6..<6)
        host.press(.character("e"), modifiers: .control)
        #expect(model.utf16Selection == 12..<12)
    }

    /// A row that wraps: Home and End stop at the ends of the row shown (the width is 12, a
    /// column of which is kept for the caret).
    @Test func homeAndEndStopAtASoftWrap() {
        let model = FieldModel()
        let host = makeHost(model)
        host.type("hello world again")
        _ = rows(host)
        host.press(.home)
        #expect(model.utf16Selection == 12..<12, "the start of 'again'")
        host.press(.up)
        host.press(.end)
        #expect(model.utf16Selection == 11..<11, "before the space that ends 'hello world '")
        host.press(.home)
        #expect(model.utf16Selection == 0..<0)
    }

    @Test func upOnTheFirstRowAndDownOnTheLastLeaveTheField() {
        let model = FieldModel()
        let host = makeHost(model)
        host.type("x")
        host.press(.enter, modifiers: .alt)
        host.type("y")
        host.press(.up)
        #expect(model.utf16Selection == 1..<1)
        #expect(host.graph.focusedNode?.behavior is TextFieldBehavior)
        host.press(.up)
        #expect(!(host.graph.focusedNode?.behavior is TextFieldBehavior), "Up on the first row moves focus as before")
    }

    @Test func anAncestorsKeyHandlerTakesUpBeforeTheRows() {
        let model = FieldModel()
        var ups = 0
        let host = makeHost(model) {
            ups += 1
            return .handled
        }
        host.handle(.paste("a\nb"))
        host.press(.up)
        #expect(ups == 1)
        #expect(model.utf16Selection == 3..<3)
    }

    @Test func wrappedRowsMoveByColumn() {
        let lines = TextFieldLines(characters: Array("hello world again"), width: 8)
        #expect(lines.rows.map { String($0.entries.map(\.character)) } == ["hello ", "world ", "again"])
        #expect(lines.row(ofCaret: 6) == 1, "the caret at a soft wrap starts the next row")
        #expect(lines.caret(atColumn: 9, inRow: 0) == 5, "a soft-wrapped row's last caret is before its space")
        #expect(lines.caret(atColumn: 9, inRow: 2) == 17)
        #expect(TextFieldLines.widestParagraph(of: Array("ab\nabcd\n")) == 4)
    }
}
