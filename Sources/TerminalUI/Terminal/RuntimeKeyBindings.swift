/// Keys the runtime handles itself, before or instead of the app.
///
/// - Ctrl-Q: quit.
/// - Ctrl-C: offered to the app first (a focused text field with text consumes it by clearing
///   itself); quits when the app does not consume it.
/// - Ctrl-Z: suspend to the shell (`fg` resumes and repaints).
/// - F2: toggle mouse capture, so the terminal's own text selection works (Shift-drag selects
///   even while captured, in terminals that support it).
enum RuntimeKeyBindings {
    enum Action: Equatable {
        case quit
        case deliverThenQuitIfIgnored
        case suspend
        case toggleMouseCapture
        case deliver
    }

    static let toggleMouseCaptureKey = TerminalKeyEvent(.function(2))

    static func action(for event: InputEvent) -> Action {
        guard case .key(let key) = event else { return .deliver }
        if key == toggleMouseCaptureKey { return .toggleMouseCapture }
        guard key.modifiers == .control, case .character(let character) = key.key else { return .deliver }
        switch character {
        case "q": return .quit
        case "c": return .deliverThenQuitIfIgnored
        case "z": return .suspend
        default: return .deliver
        }
    }
}
