/// Modifier keys held during a key press or mouse event.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let shift = KeyModifiers(rawValue: 1)
    public static let alt = KeyModifiers(rawValue: 2)
    public static let control = KeyModifiers(rawValue: 4)
}

/// A key on the keyboard, as decoded from the terminal's byte stream.
public enum TerminalKey: Hashable, Sendable {
    /// A printable grapheme (for Ctrl-letter combinations: the lowercase letter with `.control`).
    case character(Character)
    case enter, backspace, delete, tab, escape
    case up, down, left, right, home, end, pageUp, pageDown, insert
    /// F1...F12.
    case function(Int)
    /// The Menu (application) key, the keyboard's context-menu key: `ESC [ 29 ~` (xterm, rxvt)
    /// or kitty's `ESC [ 57363 u`.
    case menu
}

/// One decoded key press.
public struct TerminalKeyEvent: Hashable, Sendable {
    public var key: TerminalKey
    public var modifiers: KeyModifiers
    public init(_ key: TerminalKey, modifiers: KeyModifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }
}

/// A mouse event in cell coordinates (0-based, from the top left).
public struct TerminalMouseEvent: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case press(button: Int), release(button: Int), drag(button: Int), move
        case wheelUp, wheelDown
    }
    public var kind: Kind
    public var position: CellPoint
    public var modifiers: KeyModifiers
    public init(kind: Kind, position: CellPoint, modifiers: KeyModifiers = []) {
        self.kind = kind
        self.position = position
        self.modifiers = modifiers
    }
}

/// Everything a backend can deliver to a view host.
public enum InputEvent: Hashable, Sendable {
    case key(TerminalKeyEvent)
    /// A bracketed paste, delivered whole.
    case paste(String)
    case mouse(TerminalMouseEvent)
    case resize(CellSize)
    case focusGained
    case focusLost
}
