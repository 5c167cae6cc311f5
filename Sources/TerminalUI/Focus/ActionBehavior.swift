/// A focusable control with an action: `Button`, `NavigationLink`, views with `onTapGesture`.
/// Enter or Space while focused, or a click, performs the action; focused controls draw
/// inverse, disabled ones dim. Controls with more input than one action (`ChoiceBehavior`)
/// build on it.
class ActionBehavior: NodeBehavior {
    var action: @MainActor () -> Void = {}
    var role = FocusRole.button {
        didSet { if role != oldValue { FocusRequestInputs.noteChange() } }
    }
    var isEnabled = true {
        didSet { if isEnabled != oldValue { FocusRequestInputs.noteChange() } }
    }
    var isDestructive = false
    /// Takes focus when the presentation it is in opens (a picker's chosen option).
    var prefersInitialFocus = false
    /// Closes the alert, dialog or menu the control is in, after the action.
    var afterAction: SubmitAction?

    required override init() {}

    /// The behaviour of a button-like control of type `B` for this node (reusing `existing`),
    /// running `action`: enabled as the environment says, closing the alert, dialog or menu it
    /// is in after the action.
    static func control<B: ActionBehavior>(_ type: B.Type, existing: NodeBehavior, node: ViewNode,
                                           action: @escaping @MainActor () -> Void) -> B {
        let behavior = existing as? B ?? B()
        behavior.action = action
        behavior.role = .button
        behavior.isEnabled = node.environment.isEnabled
        behavior.isDestructive = false
        behavior.prefersInitialFocus = false
        behavior.afterAction = node.environment.dismissAfterAction
        return behavior
    }

    override func focusRole(_ node: ViewNode) -> FocusRole? { isEnabled ? role : nil }

    override func activate(_ node: ViewNode, host: ViewHost) -> Bool {
        guard isEnabled else { return false }
        action()
        afterAction?.run()
        return true
    }

    override func handleKey(_ key: TerminalKeyEvent, node: ViewNode, host: ViewHost) -> Bool {
        guard key.modifiers.isEmpty else { return false }
        switch key.key {
        case .enter, .character(" "): return activate(node, host: host)
        default: return false
        }
    }

    /// Its children are drawn highlighted while it has focus, dimmed while it is disabled.
    override var drawsOwnContent: Bool { true }
    override func draw(_ node: ViewNode, into canvas: inout Canvas) {
        // The two flags, not the canvas: a copy of the canvas would share its grid, and the
        // first cell drawn meanwhile would copy the grid's rows.
        let saved = (highlighted: canvas.highlighted, dimmed: canvas.dimmed)
        let isFocused = node.graph.focusedNode === node
        if isFocused { canvas.highlighted = true }
        if !isEnabled { canvas.dimmed = true }
        super.draw(node, into: &canvas)
        // A label of several views (an icon and a title with spacing between them) leaves
        // cells no view draws: the highlight covers a stack's spacing too, so it reads as one
        // button; a Spacer's cells (a list row's name … time) stay plain.
        if isFocused { canvas.closeHighlightGaps(node.horizontalStackSpacingGaps()) }
        canvas.highlighted = saved.highlighted
        canvas.dimmed = saved.dimmed
    }
}

extension Button: EngineDrawnView {
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        let behavior = ActionBehavior.control(ActionBehavior.self, existing: existing, node: node, action: action)
        behavior.isDestructive = role == .destructive
        return behavior
    }

    @MainActor func childViews(node: ViewNode) -> ChildViews {
        if let style = node.environment.buttonStyle {
            return ChildViews(style.makeBody(role, label, action))
        }
        return ChildViews(label)
    }

    @MainActor func childEnvironment(_ environment: EnvironmentValues, node: ViewNode) -> EnvironmentValues {
        guard role == .destructive else { return environment }
        var environment = environment
        environment.foregroundColor = .red
        return environment
    }
}

/// A type-erased button style (`ButtonStyle` or `PrimitiveButtonStyle`) stored in the
/// environment: makes a button's body from its role, label and action. Two are equal when
/// their styles are (`Equatable` styles by `==`, styles without stored properties by type), so
/// setting the same style again on an update leaves the environment below unchanged.
struct AnyButtonStyle: @unchecked Sendable, Equatable {
    let makeBody: @MainActor (ButtonRole?, any View, @escaping @MainActor () -> Void) -> any View
    private let style: Any
    private let isSameStyle: (Any) -> Bool

    init<S: ButtonStyle>(_ style: S) {
        nonisolated(unsafe) let style = style
        makeBody = { role, label, _ in
            style.makeBody(configuration: ButtonStyleConfiguration(role: role, label: .init(content: label), isPressed: false))
        }
        self.style = style
        isSameStyle = StyleSameness.of(style)
    }

    init<S: PrimitiveButtonStyle>(primitive style: S) {
        nonisolated(unsafe) let style = style
        makeBody = { role, label, action in
            style.makeBody(configuration: PrimitiveButtonStyleConfiguration(role: role, label: .init(content: label), action: action))
        }
        self.style = style
        isSameStyle = StyleSameness.of(style)
    }

    static func == (lhs: AnyButtonStyle, rhs: AnyButtonStyle) -> Bool { lhs.isSameStyle(rhs.style) }
}

/// Whether another style value is the same style as `style`: of its type, and equal (`Equatable`
/// styles by `==`, styles without stored properties by type). Used by the type-erased styles
/// kept in the environment, so setting the same style again leaves the environment unchanged.
enum StyleSameness {
    static func of<S>(_ style: S) -> (Any) -> Bool {
        { other in
            guard other is S else { return false }
            return MemoryLayout<S>.size == 0 || EnvironmentValueSameness.areSame(style, other)
        }
    }
}

struct ButtonStyleKey: EnvironmentKey { static let defaultValue: AnyButtonStyle? = nil }

extension EnvironmentValues {
    var buttonStyle: AnyButtonStyle? {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}
