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

/// An editable text field. Single-line fields scroll horizontally to keep the caret in view;
/// `axis: .vertical` fields wrap and grow up to their line limit (default 5 rows).
final class TextFieldBehavior: NodeBehavior {
    private var text: Binding<String> = .constant("")
    private var selectionBinding: Binding<TextSelection?>?
    private var prompt: Text?
    private var vertical = false
    private var secure = false
    private var lineLimit: Int?
    private var onSubmit: SubmitAction?
    private var isEnabled = true
    var editing = TextEditingState()

    func configure(text: Binding<String>, selection: Binding<TextSelection?>?, prompt: Text?, axis: Axis?, node: ViewNode, secure: Bool) {
        self.text = text
        self.selectionBinding = selection
        self.prompt = prompt
        self.vertical = axis == .vertical
        self.secure = secure
        self.lineLimit = node.environment.lineLimit
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

    override func measure(_ node: ViewNode, _ proposal: ProposedSize) -> CellSize {
        let content = max(DisplayWidth.of(String(displayed)), DisplayWidth.of(prompt?.plainString ?? "")) + 1
        let width = min(proposal.width ?? content, Layout.unbounded)
        guard vertical, width > 0 else { return CellSize(width: width, height: 1) }
        let rows = wrappedRows(width: width).count
        return CellSize(width: width, height: max(1, min(rows, lineLimit ?? 5, proposal.height ?? Layout.unbounded)))
    }

    /// Rows of (grapheme offset, character) for the vertical layout, wrapped at spaces when
    /// possible (a space that ends a row stays on it), keeping one column for the caret.
    private func wrappedRows(width: Int) -> [[(offset: Int, character: Character)]] {
        var rows: [[(offset: Int, character: Character)]] = [[]]
        var used = 0
        let limit = max(1, width - 1)
        for (offset, character) in displayed.enumerated() {
            if character == "\n" {
                rows.append([])
                used = 0
                continue
            }
            let glyphWidth = max(1, DisplayWidth.of(character))
            if used + glyphWidth > limit, character != " " {
                var carried: [(offset: Int, character: Character)] = []
                if let space = rows[rows.count - 1].lastIndex(where: { $0.character == " " }),
                   space < rows[rows.count - 1].count - 1 {
                    carried = Array(rows[rows.count - 1][(space + 1)...])
                    rows[rows.count - 1].removeSubrange((space + 1)...)
                }
                rows.append(carried)
                used = 0
                for entry in carried { used += max(1, DisplayWidth.of(entry.character)) }
            }
            rows[rows.count - 1].append((offset, character))
            used += glyphWidth
        }
        return rows
    }

    private var caretScreen: CellPoint?

    override func draw(_ node: ViewNode, into canvas: inout Canvas) {
        let frame = node.frame
        caretScreen = nil
        guard !frame.isEmpty else { return }
        let focused = node.graph.focusedNode === node
        let characters = displayed
        var base = CellStyle(underline: focused)
        if !isEnabled { base.dim = true }
        if characters.isEmpty {
            if let prompt {
                var x = frame.x
                for glyph in TextLayout.paragraphs(of: prompt.runs, environment: node.environment).first ?? [] {
                    if x + glyph.width > frame.maxX { break }
                    var style = glyph.style
                    style.dim = true
                    x += canvas.put(glyph.character, x: x, y: frame.y, style: style)
                }
            }
            if focused { caretScreen = CellPoint(x: frame.x, y: frame.y) }
            return
        }
        let rows: [[(offset: Int, character: Character)]]
        var firstRow = 0
        var columnShift = 0
        if vertical {
            rows = wrappedRows(width: frame.width)
            let caretRow = rows.firstIndex { row in row.contains { $0.offset >= editing.caret } } ?? rows.count - 1
            firstRow = max(0, caretRow - frame.height + 1)
        } else {
            rows = [Array(characters.enumerated().map { (offset: $0.offset, character: $0.element) })]
            let caretColumn = DisplayWidth.of(String(characters.prefix(editing.caret)))
            columnShift = max(0, caretColumn - frame.width + 1)
        }
        for (rowIndex, row) in rows.enumerated() where rowIndex >= firstRow && rowIndex - firstRow < frame.height {
            let y = frame.y + rowIndex - firstRow
            var column = -columnShift
            for entry in row {
                let width = max(1, DisplayWidth.of(entry.character))
                if entry.offset == editing.caret, focused { caretScreen = CellPoint(x: frame.x + max(0, column), y: y) }
                if column >= 0, column + width <= frame.width {
                    var style = base
                    if focused, editing.selection.contains(entry.offset) { style.inverse = true }
                    canvas.put(entry.character, x: frame.x + column, y: y, style: style)
                }
                column += width
            }
            if focused, editing.caret == (row.last?.offset ?? -1) + 1 || (row.isEmpty && caretScreen == nil) {
                caretScreen = CellPoint(x: frame.x + min(max(0, column), frame.width - 1), y: y)
            }
        }
    }

    override func cursorPosition(_ node: ViewNode) -> CellPoint? { caretScreen }

    override func handlePaste(_ pasted: String, node: ViewNode, host: ViewHost) -> Bool {
        guard isEnabled else { return false }
        let insert = vertical ? pasted : pasted.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ")
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
        case .home:
            editing.move(to: 0, in: value, extend: shift)
            publishSelection(node: node)
        case .end:
            editing.move(to: characters.count, in: value, extend: shift)
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
