extension ViewHost {
    /// Delivers one input event; returns whether the view tree consumed it.
    ///
    /// Keys go to `onKeyPress` handlers on the focused view and its ancestors, then to the
    /// focused control, then to what the control does with a key no handler took (a
    /// multi-line text field's Up/Down), then to keyboard shortcuts, then to focus movement (Tab, Shift-Tab,
    /// arrows), scrolling (PageUp/PageDown) and Escape (dismiss the top presentation, else
    /// pop navigation). Ctrl-C reaches only a text field (the focused one, else the first of the
    /// active layer that holds text, which gets focus): its `onKeyPress` handlers and those of
    /// its ancestors first, then the field, which consumes it when it clears its text.
    /// A consumed event calls `onInvalidate`: it may have changed what is shown without changing
    /// any state (a scroll position, focus). Typing that nothing can take because the screen has
    /// nothing focusable (a loading view, a screen being replaced) is kept for the text field
    /// that gets focus next (``TypeAhead``), and counts as consumed. Text that the focused view
    /// leaves unused inside a view marked ``View/typingFocusesTextField()`` moves focus to that
    /// view's text field and is typed there.
    @discardableResult
    public func handle(_ event: InputEvent) -> Bool {
        var consumed = apply(event)
        if !consumed, graph.presentations.isEmpty, let field = TypingTarget.field(for: event, focused: graph.focusedNode) {
            // Text typed on a row of a view marked `typingFocusesTextField()` belongs in its field.
            focus(field)
            ScrollRegistry.reveal(field)
            consumed = apply(event)
        }
        if consumed {
            if TypeAhead.isUserAction(event) {
                typeAhead.discard()
                typeAhead.isAwaitingFocus = false
            }
        } else if nothingCanTakeTyping {
            consumed = typeAhead.keep(event)
        }
        if consumed { onInvalidate?() }
        return consumed
    }

    /// Whether a character typed now is text being written: a text field has focus, or typing
    /// waits for the field that gets focus next (``TypeAhead``: a screen being replaced). An app
    /// that gives a printable key a meaning of its own (a help key) should use it only when this
    /// is false; otherwise the key is the user's text. On a focused row inside a view marked
    /// ``View/typingFocusesTextField()`` this is false: the row is not a text field, though typing
    /// there moves to one.
    public var isEditingText: Bool {
        if let focused = graph.focusedNode, hasUsableFocus(focused) { return focused.behavior.focusRole(focused) == .textField }
        return nothingCanTakeTyping
    }

    /// Focus was lost (or never set) and nothing has taken it yet: typing waits for a field.
    private var nothingCanTakeTyping: Bool {
        guard let focused = graph.focusedNode else { return typeAhead.isAwaitingFocus || typeAhead.hadFocus }
        return !hasUsableFocus(focused)
    }

    /// After a frame settled focus: delivers the kept typing to the focused text field, or drops
    /// it when something else got focus, or when nothing did but a (disabled) text field is
    /// shown: typing is refused there, so it is not kept for later. Returns whether anything was
    /// delivered.
    func deliverTypeAhead() -> Bool {
        if graph.focusedNode == nil, typeAhead.isAwaitingFocus, let layer = activeLayer, FocusRing.showsTextField(in: layer) {
            typeAhead.isAwaitingFocus = false
            typeAhead.discard()
            return false
        }
        guard !typeAhead.isEmpty, let focused = graph.focusedNode else { return false }
        guard focused.behavior.focusRole(focused) == .textField else {
            typeAhead.discard()
            return false
        }
        for event in typeAhead.take() { _ = apply(event) }
        return true
    }

    /// Settles pending changes, delivers the event and runs the work it scheduled after the update.
    private func apply(_ event: InputEvent) -> Bool {
        settle()
        defer { graph.runAfterUpdate() }
        return deliver(event)
    }

    private func deliver(_ event: InputEvent) -> Bool {
        switch event {
        case .key(let key): return handleKey(key)
        case .paste(let text):
            guard let focused = graph.focusedNode else { return false }
            return focused.behavior.handlePaste(text, node: focused, host: self)
        case .mouse(let mouse): return handleMouse(mouse)
        case .resize:
            graph.root?.forEachDescendant { node in
                node.sizeCache.removeAll()
                node.layoutDirty = true
            }
            invalidateDrawing()
            return true
        case .focusGained, .focusLost:
            return false
        }
    }

    private func handleKey(_ key: TerminalKeyEvent) -> Bool {
        if key.key == .character("c"), key.modifiers == .control {
            if let field = fieldToClear() {
                // `onKeyPress` around the field first: it may clear more than the field's text.
                return offerToHandlers(key, around: field) || field.behavior.handleKey(key, node: field, host: self)
            }
            return clearSomethingAroundAField(key)
        }
        var node = graph.focusedNode
        while let current = node {
            if current.behavior.handleKeyPress(key, node: current, host: self) { return true }
            if let focused = graph.focusedNode, current === focused, current.behavior.handleKey(key, node: current, host: self) { return true }
            node = current.parent
        }
        if let focused = graph.focusedNode, focused.behavior.handleUnclaimedKey(key, node: focused, host: self) { return true }
        if let layer = activeLayer, KeyboardShortcuts.trigger(key, in: layer, host: self) { return true }
        return handleNavigationKey(key)
    }

    /// Where Ctrl-C goes: the focused text field; with focus elsewhere (a message, a button),
    /// the first text field of the active layer that holds text, which gets focus, so that
    /// Ctrl-C clears typed text before it can quit, wherever focus is.
    private func fieldToClear() -> ViewNode? {
        if let focused = graph.focusedNode, focused.behavior.focusRole(focused) == .textField { return focused }
        guard let field = focusables.first(where: { ($0.behavior as? TextFieldBehavior)?.holdsText == true }) else { return nil }
        focusAndReveal(field)
        return field
    }

    /// Ctrl-C with focus off the text fields and none holding text: the `onKeyPress` handlers
    /// around each text field of the active layer, in focus order, may still clear something of
    /// their own (a composer's command chip with no text); the field of the first that takes it
    /// gets focus. Returns whether one did (otherwise Ctrl-C is the app's: it quits).
    /// A handler around several fields (on a stack holding them, or the root) is offered it once.
    private func clearSomethingAroundAField(_ key: TerminalKeyEvent) -> Bool {
        var offered = Set<ObjectIdentifier>()
        for field in focusables where field.behavior is TextFieldBehavior && offerToHandlers(key, around: field, skipping: &offered) {
            focusAndReveal(field)
            return true
        }
        return false
    }

    /// Offers `key` to the `onKeyPress` handlers from `node` up to the root; whether one took it.
    private func offerToHandlers(_ key: TerminalKeyEvent, around node: ViewNode) -> Bool {
        var offered = Set<ObjectIdentifier>()
        return offerToHandlers(key, around: node, skipping: &offered)
    }

    /// `offerToHandlers(_:around:)`, stopping at the first node in `offered` (it and its
    /// ancestors were offered `key` already) and adding the nodes it offers it to.
    private func offerToHandlers(_ key: TerminalKeyEvent, around node: ViewNode, skipping offered: inout Set<ObjectIdentifier>) -> Bool {
        var current: ViewNode? = node
        while let candidate = current, offered.insert(ObjectIdentifier(candidate)).inserted {
            if candidate.behavior.handleKeyPress(key, node: candidate, host: self) { return true }
            current = candidate.parent
        }
        return false
    }

    private func focusAndReveal(_ field: ViewNode) {
        focus(field)
        ScrollRegistry.reveal(field)
    }

    private func handleNavigationKey(_ key: TerminalKeyEvent) -> Bool {
        switch key.key {
        case .tab:
            return moveFocus(backwards: key.modifiers.contains(.shift))
        case .left, .right:
            return key.modifiers.isEmpty ? moveFocus(backwards: key.key == .left, wraps: false) : false
        case .up, .down:
            return key.modifiers.isEmpty ? moveFocus(backwards: key.key == .up, acrossRows: true) : false
        case .pageUp, .pageDown:
            return ScrollRegistry.scrollPage(up: key.key == .pageUp, focused: graph.focusedNode, in: graph)
        case .escape:
            if let top = graph.presentations.last, top.behavior.dismissPresentation(top) { return true }
            return popNavigation()
        default:
            return false
        }
    }

    /// Moves focus along the ring; `acrossRows` (Up, Down) passes over the controls beside the
    /// focused one (`FocusRing.nextRow`). Whatever the key, the control reached is scrolled fully
    /// into view, with its lazy row when that fits (Tab onto a message only partly shown above
    /// a composer left the rest of it hidden). A lazy list that scrolled is laid out at once, so
    /// that a key that follows before the next frame (a held Tab) finds its rows where they are.
    private func moveFocus(backwards: Bool, acrossRows: Bool = false, wraps: Bool = true) -> Bool {
        let ring = focusables
        let next = acrossRows
            ? FocusRing.nextRow(after: graph.focusedNode, in: ring, backwards: backwards)
            : FocusRing.next(after: graph.focusedNode, in: ring, backwards: backwards, wraps: wraps)
        let target = (acrossRows ? scrollToNextRow(leaving: next, backwards: backwards) : nil) ?? next
        guard let target else { return false }
        focus(target)
        if ScrollRegistry.reveal(target, includingLazy: true), let size = renderedSize { _ = render(size: size) }
        return true
    }

    /// Pops the innermost navigation stack that contains focus (or any, from the screen).
    private func popNavigation() -> Bool {
        var node = graph.focusedNode
        while let current = node {
            if let navigation = current.behavior as? NavigationBehavior, navigation.controller.pop() { return true }
            node = current.parent
        }
        var found = false
        graph.root?.forEachDescendant { candidate in
            if !found, let navigation = candidate.behavior as? NavigationBehavior, navigation.controller.depth > 0 {
                found = navigation.controller.pop()
            }
        }
        return found
    }

    private func handleMouse(_ mouse: TerminalMouseEvent) -> Bool {
        switch mouse.kind {
        case .wheelUp, .wheelDown:
            guard let layer = activeLayer, let target = HitTest.scrollView(at: mouse.position, in: layer) else { return false }
            return ScrollRegistry.scrollWheel(up: mouse.kind == .wheelUp, target: target)
        case .press(button: 0):
            guard let layer = activeLayer, let target = HitTest.deepestAction(at: mouse.position, in: layer) else { return false }
            if target.behavior.focusRole(target) != nil { focus(target) }
            _ = target.behavior.click(at: mouse.position, node: target, host: self)
            return true
        default:
            return false
        }
    }

    // MARK: Test conveniences

    /// Renders and returns the screen as plain text (one line per row).
    public func snapshot(width: Int, height: Int) -> String {
        render(size: CellSize(width: width, height: height)).plainText
    }

    /// Renders and returns the screen as text with style annotations (see `StyledSnapshot`).
    public func styledSnapshot(width: Int, height: Int) -> String {
        StyledSnapshot.text(of: render(size: CellSize(width: width, height: height)))
    }

    /// Types text: one key event per grapheme.
    public func type(_ text: String) {
        for grapheme in text { handle(.key(TerminalKeyEvent(.character(grapheme)))) }
    }

    /// Presses one key.
    public func press(_ key: TerminalKey, modifiers: KeyModifiers = []) {
        handle(.key(TerminalKeyEvent(key, modifiers: modifiers)))
    }
}

/// Finds what a click or the mouse wheel hits.
@MainActor enum HitTest {
    /// The deepest node with an action under a point, in the given layer, of what is drawn on
    /// top there: nodes are visited in drawing order, and an opaque fill drawn over the point
    /// hides what was drawn beneath it (an overlay's background over a list's rows), leaving
    /// the click to the node with an action that holds the fill, if any.
    static func deepestAction(at point: CellPoint, in root: ViewNode) -> ViewNode? {
        topmost(at: point, in: root) { $0.behavior.focusRole($0) != nil }
    }

    /// The innermost scroll view under a point, in the given layer, of what is drawn on top
    /// there, by the same rule: an opaque fill drawn over a scroll view (the title of a chat's
    /// suggestions over its message list) leaves the wheel to the scroll view that holds the
    /// fill, or to none.
    static func scrollView(at point: CellPoint, in root: ViewNode) -> ViewNode? {
        topmost(at: point, in: root) { $0.behavior is ScrollBehavior }
    }

    /// The innermost node that `holds` (or nil) around what is drawn on top at `point`.
    private static func topmost(at point: CellPoint, in root: ViewNode, holds: (ViewNode) -> Bool) -> ViewNode? {
        var found: ViewNode?
        visit(root, point: point, holder: nil, holds: holds, found: &found)
        return found
    }

    /// `holder` is the innermost node that `holds` around `node`. A node that clips its
    /// children to its frame (`NodeBehavior.clipsChildren`: a scroll view) has them visited
    /// only for a point inside that frame (a row partly scrolled out, whose fill reaches past
    /// the list, takes no click outside it).
    private static func visit(_ node: ViewNode, point: CellPoint, holder: ViewNode?, holds: (ViewNode) -> Bool, found: inout ViewNode?) {
        let isHolder = holds(node)
        let holder = isHolder ? node : holder
        let contains = node.frame.contains(point)
        if contains, isHolder || node.behavior.hidesWhatIsBeneath { found = holder }
        if !contains, node.behavior.clipsChildren { return }
        for child in node.behavior.traversalChildren(node) { visit(child, point: point, holder: holder, holds: holds, found: &found) }
    }
}

/// `@renderSnapshot`: renders a view once and returns the plain text.
@MainActor public func renderSnapshot<V: View>(_ view: V, width: Int, height: Int) -> String {
    ViewHost(rootView: view).snapshot(width: width, height: height)
}
