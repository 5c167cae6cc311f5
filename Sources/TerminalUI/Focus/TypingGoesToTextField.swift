nonisolated struct _TypingFocusesTextFieldModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        existing as? TypingFocusesTextFieldBehavior ?? TypingFocusesTextFieldBehavior()
    }
}

/// Marks a view whose typing belongs in its text field (``View/typingFocusesTextField()``).
/// Lays out and draws exactly as its content (a passthrough), so an update inside redraws only
/// what changed.
final class TypingFocusesTextFieldBehavior: PassthroughBehavior {}

/// Finds where typing that the focused view did not take goes (``View/typingFocusesTextField()``).
@MainActor enum TypingTarget {
    /// The text field that should receive `event`: the first enabled, shown text field inside
    /// the innermost marked view around the focused view, when the event is text (a character
    /// without Control or Alt, or a paste) and the focused view is not a text field.
    static func field(for event: InputEvent, focused: ViewNode?) -> ViewNode? {
        guard isText(event), let focused, focused.behavior.focusRole(focused) != .textField else { return nil }
        var node = focused.parent
        while let current = node {
            if current.behavior is TypingFocusesTextFieldBehavior {
                return FocusRing.focusables(in: current).first { $0.behavior.focusRole($0) == .textField }
            }
            node = current.parent
        }
        return nil
    }

    /// Printable typing: a character without Control or Alt, or a paste. Enter and Backspace
    /// are not: they keep their meaning for the focused view.
    static func isText(_ event: InputEvent) -> Bool {
        switch event {
        case .paste(let text): return !text.isEmpty
        case .key(let key):
            guard case .character = key.key else { return false }
            return TypeAhead.isTyping(event)
        default: return false
        }
    }
}

extension View {
    /// Typing that a focused view inside this one leaves unused (a character without Control
    /// or Alt, or a paste, on a focusable list row) moves focus to the first enabled text field
    /// inside this view and is typed there, so nothing typed is lost. Keys the focused view or
    /// its ancestors use (arrows, Enter, Escape, shortcuts) keep their meaning.
    ///
    /// Terminal only: Apple's SwiftUI has no counterpart (use it inside `#if os(Linux)`).
    nonisolated public func typingFocusesTextField() -> some View {
        modifier(_TypingFocusesTextFieldModifier())
    }
}
