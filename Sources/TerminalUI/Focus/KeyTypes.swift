/// Key equivalents that consist of a single key (Apple's `KeyEquivalent`).
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The character value that the key equivalent represents.
    public var character: Character
    /// Creates a new key equivalent from the given character value.
    public init(_ character: Character) { self.character = character }
    public init(extendedGraphemeClusterLiteral: Character) { self.character = extendedGraphemeClusterLiteral }

    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
    public static let escape = KeyEquivalent("\u{1B}")
    public static let delete = KeyEquivalent("\u{8}")
    public static let deleteForward = KeyEquivalent("\u{F728}")
    public static let home = KeyEquivalent("\u{F729}")
    public static let end = KeyEquivalent("\u{F72B}")
    public static let pageUp = KeyEquivalent("\u{F72C}")
    public static let pageDown = KeyEquivalent("\u{F72D}")
    public static let clear = KeyEquivalent("\u{F739}")
    public static let tab = KeyEquivalent("\t")
    public static let space = KeyEquivalent(" ")
    public static let `return` = KeyEquivalent("\r")

    /// The key equivalent of a terminal key, if it has one.
    init?(_ key: TerminalKey) {
        switch key {
        case .character(let character): self.init(character)
        case .enter: self = .return
        case .backspace: self = .delete
        case .delete: self = .deleteForward
        case .tab: self = .tab
        case .escape: self = .escape
        case .up: self = .upArrow
        case .down: self = .downArrow
        case .left: self = .leftArrow
        case .right: self = .rightArrow
        case .home: self = .home
        case .end: self = .end
        case .pageUp: self = .pageUp
        case .pageDown: self = .pageDown
        case .insert, .function, .menu: return nil
        }
    }
}

/// A set of key modifiers that you can add to a gesture or shortcut.
public struct EventModifiers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let capsLock = EventModifiers(rawValue: 1)
    public static let shift = EventModifiers(rawValue: 2)
    public static let control = EventModifiers(rawValue: 4)
    public static let option = EventModifiers(rawValue: 8)
    public static let command = EventModifiers(rawValue: 16)
    public static let numericPad = EventModifiers(rawValue: 32)
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]

    /// The modifiers of a terminal key event (Alt is Option).
    init(_ modifiers: KeyModifiers) {
        var result: EventModifiers = []
        if modifiers.contains(.shift) { result.insert(.shift) }
        if modifiers.contains(.control) { result.insert(.control) }
        if modifiers.contains(.alt) { result.insert(.option) }
        self = result
    }
}

/// Keyboard shortcuts describe combinations of keys on a keyboard that the user can press.
/// A terminal has no Command key, so shortcuts match on the key alone when their modifiers
/// are only `.command`; other modifiers must match.
public struct KeyboardShortcut: Hashable, Sendable {
    public var key: KeyEquivalent
    public var modifiers: EventModifiers
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

    // Written out because `EventModifiers`, like Apple's, is not `Hashable`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(modifiers.rawValue)
    }

    func matches(_ event: TerminalKeyEvent) -> Bool {
        guard let key = KeyEquivalent(event.key), key == self.key else { return false }
        let pressed = EventModifiers(event.modifiers)
        let wanted = modifiers.subtracting(.command)
        return pressed == wanted || (modifiers.contains(.command) && pressed.isEmpty)
    }
}

/// A key press, as passed to `onKeyPress` actions.
public struct KeyPress: Sendable {
    /// The key that was pressed.
    public let key: KeyEquivalent
    /// The characters the key press produces.
    public let characters: String
    /// The modifier keys held.
    public let modifiers: EventModifiers
    /// The phase of the key press (terminals report presses only).
    public let phase: KeyPress.Phases

    /// The phases of a key press.
    public struct Phases: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let down = Phases(rawValue: 1)
        public static let `repeat` = Phases(rawValue: 2)
        public static let up = Phases(rawValue: 4)
        public static let all: Phases = [.down, .repeat, .up]
    }

    /// The result of a key press action.
    public enum Result: Sendable { case handled, ignored }
}
