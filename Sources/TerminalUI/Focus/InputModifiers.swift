import Foundation

nonisolated struct _KeyPressModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let matches: @Sendable (KeyPress) -> Bool
    /// Apple's `onKeyPress` takes a plain closure; the view calls it on the main actor.
    let action: (KeyPress) -> KeyPress.Result
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        let behavior = existing as? KeyPressBehavior ?? KeyPressBehavior()
        behavior.matches = matches
        behavior.action = action
        return behavior
    }
}

/// Runs `onKeyPress` actions for keys pressed while the view or a descendant has focus.
final class KeyPressBehavior: NodeBehavior {
    var matches: @Sendable (KeyPress) -> Bool = { _ in false }
    var action: (KeyPress) -> KeyPress.Result = { _ in .ignored }
    override func measure(_ node: ViewNode, _ proposal: ProposedSize) -> CellSize {
        node.children.first?.sizeThatFits(proposal) ?? CellSize(width: 0, height: 0)
    }
    override func handleKeyPress(_ key: TerminalKeyEvent, node: ViewNode, host: ViewHost) -> Bool {
        guard let equivalent = KeyEquivalent(key.key) else { return false }
        var characters = ""
        if case .character(let character) = key.key { characters = String(character) }
        let press = KeyPress(key: equivalent, characters: characters, modifiers: EventModifiers(key.modifiers), phase: .down)
        guard matches(press) else { return false }
        return action(press) == .handled
    }
}

nonisolated struct _KeyboardShortcutModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let shortcut: KeyboardShortcut?
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        let behavior = existing as? ShortcutBehavior ?? ShortcutBehavior()
        behavior.shortcut = shortcut
        return behavior
    }
}

/// Marks the control inside it as triggered by a keyboard shortcut.
final class ShortcutBehavior: NodeBehavior {
    var shortcut: KeyboardShortcut?
}

/// Triggers the control under a matching `keyboardShortcut` in the active layer.
@MainActor enum KeyboardShortcuts {
    static func trigger(_ key: TerminalKeyEvent, in layer: ViewNode, host: ViewHost) -> Bool {
        var target: ViewNode?
        find(key, in: layer, target: &target)
        guard let target, let control = firstControl(in: target) else { return false }
        return control.behavior.activate(control, host: host)
    }

    private static func find(_ key: TerminalKeyEvent, in node: ViewNode, target: inout ViewNode?) {
        guard target == nil else { return }
        if let shortcut = (node.behavior as? ShortcutBehavior)?.shortcut, shortcut.matches(key) {
            target = node
            return
        }
        for child in node.behavior.traversalChildren(node) { find(key, in: child, target: &target) }
    }

    private static func firstControl(in node: ViewNode) -> ViewNode? {
        if node.behavior is ActionBehavior { return node }
        for child in node.children { if let found = firstControl(in: child) { return found } }
        return nil
    }
}

nonisolated struct _TapGestureModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let action: () -> Void
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        let behavior = existing as? ActionBehavior ?? ActionBehavior()
        let action = self.action
        behavior.action = { action() }
        behavior.role = .tappable
        behavior.isEnabled = node.environment.isEnabled
        return behavior
    }
}

nonisolated struct _SubmitModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let action: () -> Void
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        existing as? SubmitBehavior ?? SubmitBehavior()
    }
    @MainActor func childEnvironment(_ environment: EnvironmentValues, node: ViewNode) -> EnvironmentValues {
        guard let behavior = node.behavior as? SubmitBehavior else { return environment }
        behavior.action = action
        behavior.outer = environment.onSubmit
        var environment = environment
        environment.onSubmit = behavior.submitAction
        return environment
    }
}

/// Runs a node's `onSubmit` action, then the enclosing one. Its `SubmitAction` is made once and
/// calls the latest action, so the environment below stays the same across updates.
final class SubmitBehavior: PassthroughBehavior {
    var action: () -> Void = {}
    var outer: SubmitAction?
    private(set) lazy var submitAction = SubmitAction { [weak self] in
        self?.action()
        self?.outer?.run()
    }
}

/// The `onSubmit` actions visible to a text field.
struct SubmitAction: @unchecked Sendable, IdentifiedAction {
    let run: @MainActor () -> Void
    /// Copies of one action are the same action.
    let actionIdentity = ActionIdentity()
}

struct SubmitKey: EnvironmentKey { static let defaultValue: SubmitAction? = nil }

extension EnvironmentValues {
    var onSubmit: SubmitAction? {
        get { self[SubmitKey.self] }
        set { self[SubmitKey.self] = newValue }
    }
}

/// The kinds of triggers that can cause `onSubmit` actions.
public struct SubmitTriggers: OptionSet, Sendable {
    /// The type of the raw bits of the set.
    public typealias RawValue = Int
    /// The raw bits of the set.
    public let rawValue: SubmitTriggers.RawValue
    /// Creates a set of submit triggers from its raw bits.
    public init(rawValue: SubmitTriggers.RawValue) { self.rawValue = rawValue }
    /// Submission of text in a text field or secure field.
    public static let text = SubmitTriggers(rawValue: 1)
    /// Submission of a search field.
    public static let search = SubmitTriggers(rawValue: 2)
}

extension View {
    /// Performs an action if the user presses a key on a hardware keyboard while the view has focus.
    nonisolated public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
        modifier(_KeyPressModifier(matches: { $0.key == key }, action: { _ in action() }))
    }

    /// Performs an action if the user presses a key with the given phases while the view has focus.
    nonisolated public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(_KeyPressModifier(matches: { $0.key == key && phases.contains(.down) }, action: action))
    }

    /// Performs an action if the user presses one or more keys while the view has focus.
    nonisolated public func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(_KeyPressModifier(matches: { keys.contains($0.key) && phases.contains(.down) }, action: action))
    }

    /// Performs an action if the user presses any key while the view has focus.
    nonisolated public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(_KeyPressModifier(matches: { _ in phases.contains(.down) }, action: action))
    }

    /// Performs an action if the user presses a key producing one of the given characters.
    nonisolated public func onKeyPress(characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        return modifier(_KeyPressModifier(matches: { press in
            !press.characters.isEmpty && press.characters.unicodeScalars.allSatisfy { characters.contains($0) }
        }, action: action))
    }

    /// Defines a keyboard shortcut and assigns it to the modified control.
    nonisolated public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        modifier(_KeyboardShortcutModifier(shortcut: KeyboardShortcut(key, modifiers: modifiers)))
    }

    /// Assigns a keyboard shortcut to the modified control.
    nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        modifier(_KeyboardShortcutModifier(shortcut: shortcut))
    }

    /// Assigns an optional keyboard shortcut to the modified control.
    nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        modifier(_KeyboardShortcutModifier(shortcut: shortcut))
    }

    /// Adds an action to perform when this view recognizes a tap gesture (a click; Enter
    /// while focused).
    nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(_TapGestureModifier(action: action))
    }

    /// Long presses have no terminal equivalent; the action never runs.
    nonisolated public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                               perform action: @escaping () -> Void,
                                               onPressingChanged: ((Bool) -> Void)? = nil) -> some View { self }

    /// Adds an action to perform when the user submits a value to this view (Enter in a text field).
    nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        modifier(_SubmitModifier(action: action))
    }

    /// Submit labels have no terminal meaning; the view is returned unchanged.
    nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
}

/// A semantic label describing the label of submission within a view hierarchy.
public struct SubmitLabel: Sendable {
    let name: String
    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route")
    public static let search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return")
    public static let next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}
