extension TextField: EngineDrawnView {
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        let behavior = existing as? TextFieldBehavior ?? TextFieldBehavior()
        behavior.configure(text: text, selection: selection, prompt: prompt ?? (label as? Text), axis: axis, node: node, secure: false)
        return behavior
    }
}

extension SecureField: EngineDrawnView {
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        let behavior = existing as? TextFieldBehavior ?? TextFieldBehavior()
        behavior.configure(text: text, selection: nil, prompt: prompt ?? (label as? Text), axis: nil, node: node, secure: true)
        return behavior
    }
}

/// An editable text field. Single-line fields scroll horizontally to keep the caret in view
/// and type a pasted line break as a space. `axis: .vertical` fields keep line breaks (typed
/// with Alt-Enter, or pasted), wrap, grow up to their line limit (default 5 rows) and then
/// scroll to keep the caret's row in view; Up/Down move between their rows. With a range
/// (`lineLimit(2...5)`) they keep the lower bound's rows for a shorter text.
final class TextFieldBehavior: NodeBehavior {
    private var text: Binding<String> = .constant("")
    private var selectionBinding: Binding<TextSelection?>?
    private var prompt: Text?
    private var vertical = false
    private var secure = false
    private var lineLimits = LineLimits(upper: nil, lower: nil)
    private var onSubmit: SubmitAction?
    private var isEnabled = true {
        didSet { if isEnabled != oldValue { FocusRequestInputs.noteChange() } }
    }
    var editing = TextEditingState()
    /// The Ctrl-letters of `handleEmacsKey`.
    private static let emacsKeys: Set<Character> = ["a", "e", "w", "u", "k"]

    func configure(text: Binding<String>, selection: Binding<TextSelection?>?, prompt: Text?, axis: Axis?, node: ViewNode, secure: Bool) {
        self.text = text
        self.selectionBinding = selection
        self.prompt = prompt
        self.vertical = axis == .vertical
        self.secure = secure
        self.lineLimits = node.environment.lineLimits
        self.onSubmit = node.environment.onSubmit
        self.isEnabled = node.environment.isEnabled
        let current = text.wrappedValue
        if let selected = selection?.wrappedValue { editing.adopt(selected, in: current) }
        editing.move(to: editing.caret, in: current, extend: true)
        editing.anchor = min(editing.anchor, current.count)
    }

    private var displayed: [Character] {
        let value = text.wrappedValue
        return secure ? Array(repeating: "•", count: value.count) : Array(value)
    }

    override func focusRole(_ node: ViewNode) -> FocusRole? { isEnabled ? .textField : nil }

    /// Whether the field holds text (Ctrl-C clears it before it may quit, wherever focus is).
    var holdsText: Bool { !text.wrappedValue.isEmpty }

    override func measure(_ node: ViewNode, _ proposal: ProposedSize) -> CellSize {
        let characters = displayed
        let textWidth = vertical ? TextFieldLines.widestParagraph(of: characters) : DisplayWidth.of(String(characters))
        let content = max(textWidth, DisplayWidth.of(prompt?.plainString ?? "")) + 1
        let width = min(proposal.width ?? content, Layout.unbounded)
        guard vertical, width > 0 else { return CellSize(width: width, height: 1) }
        let rows = TextFieldLines(characters: characters, width: width).rows.count
        // Between the limit's bounds: the lower one's lines are kept for a shorter text.
        let most = lineLimits.upper ?? 5
        let least = min(lineLimits.lower ?? 1, most)
        return CellSize(width: width, height: max(1, min(max(rows, least), most, proposal.height ?? Layout.unbounded)))
    }

    private var caretScreen: CellPoint?
    /// The first row a vertical field shows: it moves only as far as keeping the caret in view needs.
    private var firstVisibleRow = 0
    /// The column Up/Down aim for, kept while they move the caret (it was at `caret` after the last move).
    private var verticalGoal: (column: Int, caret: Int)?

    override var drawsOwnContent: Bool { true }
    override func draw(_ node: ViewNode, into canvas: inout Canvas) {
        let frame = node.frame
        caretScreen = nil
        guard !frame.isEmpty else { return }
        let focused = node.graph.focusedNode === node
        let characters = displayed
        var base = CellStyle(underline: focused)
        if !isEnabled { base.dim = true }
        if characters.isEmpty {
            firstVisibleRow = 0
            if let prompt {
                var x = frame.x
                for glyph in TextLayout.paragraphs(of: prompt.runs, environment: node.environment).first ?? [] {
                    if x + glyph.width > frame.maxX { break }
                    var style = glyph.style
                    style.dim = true
                    x += canvas.put(glyph.with(style: style), x: x, y: frame.y)
                }
            }
            if focused { caretScreen = CellPoint(x: frame.x, y: frame.y) }
            return
        }
        if vertical {
            drawRows(TextFieldLines(characters: characters, width: frame.width), frame: frame, focused: focused, base: base, into: &canvas)
            return
        }
        // A single-line field scrolls sideways to keep the caret in view.
        let caretColumn = DisplayWidth.of(String(characters.prefix(editing.caret)))
        var column = -max(0, caretColumn - frame.width + 1)
        for (offset, character) in characters.enumerated() {
            let width = max(1, DisplayWidth.of(character))
            if offset == editing.caret, focused { caretScreen = CellPoint(x: frame.x + max(0, column), y: frame.y) }
            if column >= 0, column + width <= frame.width {
                var style = base
                if focused, editing.selection.contains(offset) { style.inverse = true }
                canvas.put(character, x: frame.x + column, y: frame.y, style: style)
            }
            column += width
        }
        if focused, caretScreen == nil { caretScreen = CellPoint(x: frame.x + min(max(0, column), frame.width - 1), y: frame.y) }
    }

    /// Draws the rows of a vertical field that fit its frame, scrolled so that the caret's row shows.
    private func drawRows(_ lines: TextFieldLines, frame: CellRect, focused: Bool, base: CellStyle, into canvas: inout Canvas) {
        let caretRow = lines.row(ofCaret: editing.caret)
        firstVisibleRow = min(firstVisibleRow, caretRow, max(0, lines.rows.count - frame.height))
        firstVisibleRow = max(firstVisibleRow, caretRow - frame.height + 1, 0)
        for index in firstVisibleRow..<min(lines.rows.count, firstVisibleRow + frame.height) {
            let y = frame.y + index - firstVisibleRow
            var column = 0
            for entry in lines.rows[index].entries {
                if column + entry.columns <= frame.width {
                    var style = base
                    if focused, editing.selection.contains(entry.offset) { style.inverse = true }
                    canvas.put(entry.character, x: frame.x + column, y: y, style: style)
                }
                column += entry.columns
            }
        }
        if focused {
            let column = lines.column(ofCaret: editing.caret)
            caretScreen = CellPoint(x: frame.x + min(column, frame.width - 1), y: frame.y + caretRow - firstVisibleRow)
        }
    }

    override func cursorPosition(_ node: ViewNode) -> CellPoint? { caretScreen }

    override func handlePaste(_ pasted: String, node: ViewNode, host: ViewHost) -> Bool {
        guard isEnabled else { return false }
        // A multi-line field keeps line breaks (any of CR LF, CR, LF becomes "\n"); a
        // single-line field types them as spaces.
        let insert = vertical
            ? pasted.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
            : pasted.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ")
        commit(editing.replaceSelection(in: text.wrappedValue, with: insert), node: node)
        return true
    }

    override func handleKey(_ key: TerminalKeyEvent, node: ViewNode, host: ViewHost) -> Bool {
        let value = text.wrappedValue
        let characters = Array(value)
        let shift = key.modifiers.contains(.shift)
        let word = key.modifiers.contains(.alt) || key.modifiers.contains(.control)
        switch key.key {
        case .character("c") where key.modifiers == .control:
            guard !value.isEmpty else { return false }
            editing = TextEditingState()
            commit("", node: node)
            return true
        case .character(let letter) where key.modifiers == .control && Self.emacsKeys.contains(letter):
            return handleEmacsKey(letter, in: value, node: node, host: host)
        case .character("b") where key.modifiers == .alt:
            return handleKey(TerminalKeyEvent(.left, modifiers: .alt), node: node, host: host)
        case .character("f") where key.modifiers == .alt:
            return handleKey(TerminalKeyEvent(.right, modifiers: .alt), node: node, host: host)
        case .character(let character) where !key.modifiers.contains(.control) && !key.modifiers.contains(.alt):
            commit(editing.replaceSelection(in: value, with: String(character)), node: node)
        case .backspace:
            commit(editing.backspace(in: value, word: word), node: node)
        case .delete:
            commit(editing.deleteForward(in: value), node: node)
        case .left:
            let target = word ? TextEditingState.wordStart(before: editing.caret, in: characters)
                : (editing.hasSelection && !shift ? editing.selection.lowerBound : editing.caret - 1)
            editing.move(to: target, in: value, extend: shift)
            publishSelection(node: node)
        case .right:
            let target = word ? TextEditingState.wordEnd(after: editing.caret, in: characters)
                : (editing.hasSelection && !shift ? editing.selection.upperBound : editing.caret + 1)
            editing.move(to: target, in: value, extend: shift)
            publishSelection(node: node)
        case .home, .end:
            // Ctrl-Home and Ctrl-End are left to the views around the field (a chat's Ctrl-End
            // goes to the newest message).
            guard !key.modifiers.contains(.control) else { return false }
            editing.move(to: lineBoundary(atStart: key.key == .home, node: node, count: characters.count), in: value, extend: shift)
            publishSelection(node: node)
        case .enter:
            if vertical && key.modifiers.contains(.alt) {
                commit(editing.replaceSelection(in: value, with: "\n"), node: node)
            } else {
                onSubmit?.run()
            }
        default:
            return false
        }
        return true
    }

    /// The line-editing keys of shells (readline's Emacs mode), which terminal users type by
    /// habit: Ctrl-A and Ctrl-E act as Home and End (and Alt-B, Alt-F as Alt-Left, Alt-Right,
    /// in `handleKey`), Ctrl-W deletes the word before the caret,
    /// Ctrl-U deletes to the start of the caret's line, Ctrl-K to its end (at a line's end, the
    /// line break).
    private func handleEmacsKey(_ letter: Character, in value: String, node: ViewNode, host: ViewHost) -> Bool {
        switch letter {
        case "a": return handleKey(TerminalKeyEvent(.home), node: node, host: host)
        case "e": return handleKey(TerminalKeyEvent(.end), node: node, host: host)
        case "w": commit(editing.backspace(in: value, word: true), node: node)
        case "u": commit(editing.deleteToLineStart(in: value), node: node)
        default: commit(editing.deleteToLineEnd(in: value), node: node)
        }
        return true
    }

    /// Up/Down in a multi-line field move the caret to the row above or below, keeping its
    /// column while they repeat (Shift extends the selection). Offered only after `onKeyPress`
    /// handlers of the field and its ancestors left the key: the caret's first row leaves Up,
    /// its last row Down, to focus movement.
    override func handleUnclaimedKey(_ key: TerminalKeyEvent, node: ViewNode, host: ViewHost) -> Bool {
        guard vertical, isEnabled, key.key == .up || key.key == .down, key.modifiers.subtracting(.shift).isEmpty,
              node.frame.width > 0 else { return false }
        let lines = TextFieldLines(characters: displayed, width: node.frame.width)
        let target = lines.row(ofCaret: editing.caret) + (key.key == .up ? -1 : 1)
        guard lines.rows.indices.contains(target) else { return false }
        let column = verticalGoal.flatMap { $0.caret == editing.caret ? $0.column : nil } ?? lines.column(ofCaret: editing.caret)
        editing.move(to: lines.caret(atColumn: column, inRow: target), in: text.wrappedValue, extend: key.modifiers.contains(.shift))
        verticalGoal = (column, editing.caret)
        publishSelection(node: node)
        return true
    }

    /// Where Home (`atStart`) and End take the caret: the ends of the text in a single-line
    /// field; in a multi-line one, the ends of the caret's row (the rows Up and Down move
    /// between), as in a text editor.
    private func lineBoundary(atStart: Bool, node: ViewNode, count: Int) -> Int {
        guard vertical, node.frame.width > 0 else { return atStart ? 0 : count }
        let lines = TextFieldLines(characters: displayed, width: node.frame.width)
        let row = lines.rows[lines.row(ofCaret: editing.caret)]
        return atStart ? row.start : row.lastCaret
    }

    private func commit(_ newText: String, node: ViewNode) {
        if newText != text.wrappedValue { text.wrappedValue = newText }
        publishSelection(node: node)
    }

    private func publishSelection(node: ViewNode) {
        selectionBinding?.wrappedValue = editing.textSelection(in: text.wrappedValue)
        node.contentDirty = true
        node.invalidateLayout()
        node.graph.damage(node.frame)
    }
}
