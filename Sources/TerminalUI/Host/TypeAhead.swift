/// Typing that arrived while nothing had focus because the focused view went away (its screen
/// was replaced: a channel opened and shows its loading view). A
/// terminal keeps what is typed ahead, so the host keeps these events, in order, for the text
/// field that gets focus next, and delivers them to it as if typed there (Enter included: "hello⏎"
/// typed while a channel loads is sent once it has loaded).
///
/// It stops waiting as soon as anything gets focus: a text field receives what was kept, any
/// other view (the user moved focus to a button) drops it. An event that something else takes
/// first (Escape went back, a click) drops it too, and so does a frame that shows a disabled text
/// field and nothing focused (typing is refused there), so typing never lands where it was not
/// typed.
struct TypeAhead {
    /// At most this many events are kept; typing beyond it is not consumed.
    static let capacity = 4096

    private(set) var events: [InputEvent] = []
    /// Whether nothing has had focus since the focused view went away. A screen that never had
    /// focus (text only) leaves keys unconsumed, for the app around the host.
    var isAwaitingFocus = false
    /// Whether the host last gave focus to a view (not cleared it). The graph holds the focused
    /// view weakly, so a view that went away leaves no focus, and only this tells it was there.
    var hadFocus = false

    var isEmpty: Bool { events.isEmpty }

    /// Whether an event is typing into a text field: a character without Control or Alt,
    /// Enter, Backspace, or a paste.
    static func isTyping(_ event: InputEvent) -> Bool {
        switch event {
        case .paste:
            return true
        case .key(let key):
            switch key.key {
            case .character:
                return !key.modifiers.contains(.control) && !key.modifiers.contains(.alt)
            case .enter, .backspace:
                return !key.modifiers.contains(.control)
            default:
                return false
            }
        default:
            return false
        }
    }

    /// Whether an event is the user acting on the screen (a key, a paste, a click or the wheel),
    /// which drops the kept typing when something takes it; a resize or a focus report does not.
    static func isUserAction(_ event: InputEvent) -> Bool {
        switch event {
        case .key, .paste, .mouse: return true
        case .resize, .focusGained, .focusLost: return false
        }
    }

    /// Keeps a typing event; false (and nothing kept) when it is not typing or the buffer is full.
    mutating func keep(_ event: InputEvent) -> Bool {
        guard Self.isTyping(event), events.count < Self.capacity else { return false }
        events.append(event)
        return true
    }

    /// Returns what was kept and empties the buffer.
    mutating func take() -> [InputEvent] {
        defer { events.removeAll() }
        return events
    }

    mutating func discard() { events.removeAll() }
}
