/// Turns complete CSI / SS3 sequences into input events. Sequences we do not know decode to
/// nil and are dropped (they are terminal replies or keys with no meaning here).
extension ControlSequence {
    /// The event a CSI sequence (`ESC [ ...`) stands for.
    var csiEvent: InputEvent? {
        if marker == UInt8(ascii: "<") { return sgrMouseEvent }
        guard marker == nil else { return nil }
        let modifiers = ControlSequence.modifiers(encoded: parameter(1, default: 1))
        if let letterKey = ControlSequence.letterKey(final) { return key(letterKey, modifiers) }
        switch final {
        case UInt8(ascii: "Z"): return key(.tab, modifiers.union(.shift))
        case UInt8(ascii: "I") where parameters.isEmpty: return .focusGained
        case UInt8(ascii: "O") where parameters.isEmpty: return .focusLost
        case UInt8(ascii: "~"): return tildeEvent
        case UInt8(ascii: "u"): return codepointKey(parameter(0, default: 0), modifiers: modifiers)
        default: return nil
        }
    }

    /// The event an SS3 sequence (`ESC O x`, optionally with a modifier digit) stands for.
    var ss3Event: InputEvent? {
        let modifiers = ControlSequence.modifiers(encoded: parameter(parameters.count > 1 ? 1 : 0, default: 1))
        if let letterKey = ControlSequence.letterKey(final) { return key(letterKey, modifiers) }
        return final == UInt8(ascii: "M") ? key(.enter, modifiers) : nil
    }

    /// Keys whose CSI and SS3 forms end in a letter: arrows, Home, End, F1–F4.
    static func letterKey(_ final: UInt8) -> TerminalKey? {
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "P"): return .function(1)
        case UInt8(ascii: "Q"): return .function(2)
        case UInt8(ascii: "R"): return .function(3)
        case UInt8(ascii: "S"): return .function(4)
        default: return nil
        }
    }

    /// `ESC [ n ~` keys (vt220 style), with an optional modifier parameter, and xterm's
    /// `modifyOtherKeys` form `ESC [ 27 ; mod ; code ~`.
    private var tildeEvent: InputEvent? {
        let modifiers = ControlSequence.modifiers(encoded: parameter(1, default: 1))
        switch parameter(0, default: 0) {
        case 1, 7: return key(.home, modifiers)
        case 2: return key(.insert, modifiers)
        case 3: return key(.delete, modifiers)
        case 4, 8: return key(.end, modifiers)
        case 5: return key(.pageUp, modifiers)
        case 6: return key(.pageDown, modifiers)
        case 11...15: return key(.function(parameter(0, default: 0) - 10), modifiers)
        case 17...21: return key(.function(parameter(0, default: 0) - 11), modifiers)
        case 23, 24: return key(.function(parameter(0, default: 0) - 12), modifiers)
        case 29: return key(.menu, modifiers)
        case 27: return codepointKey(parameter(2, default: 0), modifiers: modifiers)
        default: return nil
        }
    }

    /// A key given by its Unicode code point (kitty's `CSI u`, xterm's `modifyOtherKeys`).
    private func codepointKey(_ codepoint: Int, modifiers: KeyModifiers) -> InputEvent? {
        switch codepoint {
        case 13: return key(.enter, modifiers)
        case 9: return key(.tab, modifiers)
        case 27: return key(.escape, modifiers)
        case 8, 127: return key(.backspace, modifiers)
        case 57363: return key(.menu, modifiers)  // kitty's Menu key
        default:
            guard codepoint >= 0x20, let scalar = Unicode.Scalar(UInt32(codepoint)),
                  !(0x7F...0x9F).contains(codepoint) else { return nil }
            var character = Character(scalar)
            if modifiers.contains(.control) { character = Character(character.lowercased()) }
            return key(.character(character), modifiers)
        }
    }

    /// SGR mouse report `ESC [ < b ; x ; y M|m` (1-based coordinates).
    private var sgrMouseEvent: InputEvent? {
        guard final == UInt8(ascii: "M") || final == UInt8(ascii: "m"), parameters.count >= 3 else { return nil }
        return ControlSequence.mouseEvent(
            code: parameter(0, default: 0), column: parameter(1, default: 1), row: parameter(2, default: 1),
            released: final == UInt8(ascii: "m"))
    }

    /// Decodes an xterm mouse button code (shared by the SGR and legacy X10 encodings).
    static func mouseEvent(code: Int, column: Int, row: Int, released: Bool) -> InputEvent? {
        var modifiers: KeyModifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.alt) }
        if code & 16 != 0 { modifiers.insert(.control) }
        let button = code & 3
        let kind: TerminalMouseEvent.Kind
        if code & 64 != 0 {
            switch button {
            case 0: kind = .wheelUp
            case 1: kind = .wheelDown
            default: return nil // horizontal wheel: nothing uses it
            }
        } else if code & 32 != 0 {
            kind = button == 3 ? .move : .drag(button: button)
        } else if released || button == 3 {
            kind = .release(button: button == 3 ? 0 : button)
        } else {
            kind = .press(button: button)
        }
        let position = CellPoint(x: max(0, column - 1), y: max(0, row - 1))
        return .mouse(TerminalMouseEvent(kind: kind, position: position, modifiers: modifiers))
    }

    private func key(_ key: TerminalKey, _ modifiers: KeyModifiers) -> InputEvent {
        .key(TerminalKeyEvent(key, modifiers: modifiers))
    }
}
