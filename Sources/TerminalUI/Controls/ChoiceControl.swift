/// The one focus stop of a control whose value moves with the arrows and whose parts can be
/// clicked: a picker's row or segments, a stepper, a tab bar, a menu's button. The engine's
/// controls compose it (it is not public API).
///
/// Enter or Space, and a click outside any part, run `action`, as on a button. When `step` is
/// set, Left/Right (Up/Down for a vertical control) and `-`/`+` call it with -1/+1 and are
/// consumed even at an end (focus does not jump away while choosing). A click on a
/// `ControlSegment` inside calls `choose` with its index. In a presentation, one that
/// `prefersInitialFocus` takes focus when it opens (a picker's chosen option).
nonisolated struct ChoiceControl<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let axis: Axis
    let action: @MainActor () -> Void
    let step: (@MainActor (Int) -> Void)?
    let choose: @MainActor (Int) -> Void
    let prefersInitialFocus: Bool
    let content: Content

    init(axis: Axis = .horizontal, action: @escaping @MainActor () -> Void = {}, step: (@MainActor (Int) -> Void)? = nil,
         choose: @escaping @MainActor (Int) -> Void = { _ in }, prefersInitialFocus: Bool = false, @ViewBuilder content: () -> Content) {
        self.prefersInitialFocus = prefersInitialFocus
        self.axis = axis
        self.action = action
        self.step = step
        self.choose = choose
        self.content = content()
    }

    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        let behavior = ActionBehavior.control(ChoiceBehavior.self, existing: existing, node: node, action: action)
        behavior.axis = axis
        behavior.step = step
        behavior.choose = choose
        behavior.prefersInitialFocus = prefersInitialFocus
        return behavior
    }

    @MainActor func childViews(node: ViewNode) -> ChildViews { ChildViews(content) }
}

/// See `ChoiceControl`.
final class ChoiceBehavior: ActionBehavior {
    var axis = Axis.horizontal
    var step: (@MainActor (Int) -> Void)?
    var choose: @MainActor (Int) -> Void = { _ in }

    override func handleKey(_ key: TerminalKeyEvent, node: ViewNode, host: ViewHost) -> Bool {
        if isEnabled, key.modifiers.isEmpty, let step, let direction = direction(of: key.key) {
            step(direction)
            return true
        }
        return super.handleKey(key, node: node, host: host)
    }

    private func direction(of key: TerminalKey) -> Int? {
        switch (key, axis) {
        case (.left, .horizontal), (.up, .vertical), (.character("-"), _): return -1
        case (.right, .horizontal), (.down, .vertical), (.character("+"), _): return 1
        default: return nil
        }
    }

    override func click(at point: CellPoint, node: ViewNode, host: ViewHost) -> Bool {
        guard isEnabled else { return false }
        guard let index = ControlSegmentBehavior.index(at: point, below: node) else { return activate(node, host: host) }
        choose(index)
        return true
    }
}

/// A part of a `ChoiceControl` that a click chooses: a segment, a tab, a stepper's `-` or `+`.
nonisolated struct ControlSegment<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let index: Int
    let content: Content

    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        let behavior = existing as? ControlSegmentBehavior ?? ControlSegmentBehavior()
        behavior.index = index
        return behavior
    }

    @MainActor func childViews(node: ViewNode) -> ChildViews { ChildViews(content) }
}

/// Lays out exactly as its content; remembers which part of its control it is.
final class ControlSegmentBehavior: PassthroughBehavior {
    var index = 0

    /// The index of the segment under a point, searching the control's subtree (groups such as
    /// `ForEach` have no frame of their own, so every branch is searched).
    static func index(at point: CellPoint, below node: ViewNode) -> Int? {
        for child in node.behavior.traversalChildren(node) {
            if let segment = child.behavior as? ControlSegmentBehavior {
                if child.frame.contains(point) { return segment.index }
            } else if let index = index(at: point, below: child) {
                return index
            }
        }
        return nil
    }
}
