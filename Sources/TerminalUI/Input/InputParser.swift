/// Decodes the raw byte stream of a terminal in raw mode into `InputEvent`s, incrementally:
/// whatever could still be the start of a longer sequence is held back until more bytes arrive.
/// Sequences, UTF-8 characters and pastes decode the same however the reads split them; an
/// Alt-key (`ESC` and a key) does too, but when its `ESC` came in a read of its own (see below).
///
/// A lone `ESC` is ambiguous (the Escape key, or the start of a sequence). The parser keeps it
/// pending; the runtime calls `flush()` when no byte followed within a short timeout, which turns
/// whatever is pending into keys (`ESC` → Escape, `ESC [` → Alt-`[`, a cut UTF-8 character →
/// U+FFFD) so no typed text is ever lost. A person's Escape press arrives as a read of the `ESC`
/// byte alone, so such a read is the Escape key when the next read does not go on with a
/// sequence's `[` or `O`: Escape and a key typed or pasted right after it (within the timeout)
/// stay two keys, not Alt and the key. An `ESC` that ended a longer read (`x ESC`, a terminal's
/// write split by the tty) still joins the next read's key as an Alt-key.
///
/// Decoded: printable Unicode (one key event per grapheme cluster of a read), Enter, Tab,
/// Backspace (0x7F; 0x08 where it is the terminal's erase character, else Ctrl-Backspace, see
/// `init(eraseByte:)`), Ctrl-letters (`.character("a")` + `.control`), Alt-keys (ESC
/// prefix), arrows/Home/End/Insert/Delete/PageUp/PageDown/F1–F12 in their CSI and SS3 forms with
/// xterm modifier parameters, Shift-Tab, kitty `CSI u` keys, bracketed paste (one `.paste`
/// event), SGR and X10 mouse reports, focus in/out. Unknown or malformed sequences are dropped.
public struct InputParser: Sendable {
    /// Longest escape sequence accepted before it is treated as garbage and dropped.
    static let maximumSequenceLength = 64

    private var buffer: [UInt8] = []
    private var paste: BracketedPaste?
    /// Whether the buffer starts with a lone `ESC` that was the whole of the previous read, as a
    /// person's Escape press is (set while the next read is decoded).
    private var escapeWasItsOwnRead = false
    /// Whether the last read was the `ESC` byte alone, with nothing pending before it, and the
    /// `ESC` is still pending.
    private var lastReadWasLoneEscape = false
    /// The byte the terminal's Backspace key sends (its erase character).
    let eraseByte: UInt8

    /// A parser for a terminal whose Backspace key sends `eraseByte` (the terminal's erase
    /// character, termios `VERASE`; 0x7F on nearly every terminal). 0x7F is always Backspace.
    /// 0x08 is Backspace only where it is the erase character; elsewhere it is Ctrl-Backspace
    /// (xterm, VTE, Windows Terminal and tmux send 0x08 for Ctrl-Backspace), which deletes a word.
    public init(eraseByte: UInt8 = 0x7F) {
        self.eraseByte = eraseByte
    }

    /// Whether bytes are held back waiting for the rest of a sequence: the runtime should call
    /// `flush()` if nothing more arrives within the escape timeout.
    public var hasPendingInput: Bool { !buffer.isEmpty }

    /// Whether a bracketed paste has started and its end marker has not arrived yet.
    public var isReceivingPaste: Bool { paste != nil }

    /// Number of pasted bytes collected so far by an unfinished bracketed paste.
    public var pendingPasteByteCount: Int { paste?.bytes.count ?? 0 }

    /// Decodes the bytes that arrived; incomplete trailing sequences stay pending.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
        escapeWasItsOwnRead = lastReadWasLoneEscape && buffer == [0x1B]
        let wasEmpty = buffer.isEmpty && paste == nil
        buffer.append(contentsOf: bytes)
        let isLoneEscape = wasEmpty && buffer == [0x1B]
        let events = parse(flushing: false)
        escapeWasItsOwnRead = false
        lastReadWasLoneEscape = isLoneEscape && buffer == [0x1B]
        return events
    }

    /// Decodes everything pending as if no more bytes will follow it (the escape timeout expired).
    /// An unfinished bracketed paste is left alone (pastes may arrive slowly).
    public mutating func flush() -> [InputEvent] {
        parse(flushing: true)
    }

    /// Delivers an unfinished bracketed paste as it stands (its end marker never came) and
    /// returns to normal decoding.
    public mutating func finishInterruptedPaste() -> [InputEvent] {
        guard let unfinished = paste else { return [] }
        paste = nil
        return [.paste(unfinished.text)] + parse(flushing: false)
    }

    private mutating func parse(flushing: Bool) -> [InputEvent] {
        var events: [InputEvent] = []
        var text = String.UnicodeScalarView()
        func emitText() {
            guard !text.isEmpty else { return }
            for character in String(text) { events.append(.key(TerminalKeyEvent(.character(character)))) }
            text = String.UnicodeScalarView()
        }
        var index = 0
        decoding: while index < buffer.count {
            if paste != nil {
                if let used = paste!.append(buffer[index...]) {
                    events.append(.paste(paste!.text))
                    paste = nil
                    index += used
                } else {
                    index = buffer.count
                }
                continue
            }
            switch token(at: index, flushing: flushing) {
            case .scalar(let scalar, let length):
                text.append(scalar)
                index += length
            case .event(let event, let length):
                emitText()
                events.append(event)
                index += length
            case .skip(let length):
                index += length
            case .pasteStart(let length):
                emitText()
                paste = BracketedPaste()
                index += length
            case .incomplete:
                break decoding
            }
        }
        emitText()
        buffer.removeFirst(index)
        return events
    }
}

extension InputParser {
    /// What the bytes at one position of the buffer decode to.
    enum Token: Equatable {
        case scalar(Unicode.Scalar, length: Int)
        case event(InputEvent, length: Int)
        case skip(length: Int)
        case pasteStart(length: Int)
        case incomplete
    }

    func token(at index: Int, flushing: Bool) -> Token {
        buffer[index] == 0x1B ? escapeToken(at: index, flushing: flushing) : plainToken(at: index, flushing: flushing)
    }

    /// A byte or UTF-8 character outside any escape sequence.
    private func plainToken(at index: Int, flushing: Bool) -> Token {
        let byte = buffer[index]
        switch byte {
        case 0x0D: return .event(Self.key(.enter), length: 1)
        case 0x09: return .event(Self.key(.tab), length: 1)
        case 0x7F: return .event(Self.key(.backspace), length: 1)
        case 0x08: return .event(Self.key(.backspace, eraseByte == 0x08 ? [] : .control), length: 1)
        case 0x00: return .event(Self.key(.character(" "), .control), length: 1)
        case 0x01...0x1A:
            return .event(Self.key(.character(Character(Unicode.Scalar(byte + 0x60))), .control), length: 1)
        case 0x1C...0x1F:
            return .event(Self.key(.character(Character(Unicode.Scalar(byte + 0x40))), .control), length: 1)
        default:
            switch UTF8Step.decode(buffer, at: index) {
            case .scalar(let scalar, let length):
                // C1 control characters are not text; they never reach a text field.
                return (0x80...0x9F).contains(scalar.value) ? .skip(length: length) : .scalar(scalar, length: length)
            case .invalid(let length):
                return .scalar("\u{FFFD}", length: length)
            case .incomplete:
                return flushing ? .scalar("\u{FFFD}", length: buffer.count - index) : .incomplete
            }
        }
    }

    /// `ESC` and what follows it: a CSI or SS3 sequence, an Alt-modified key, or Escape itself.
    private func escapeToken(at index: Int, flushing: Bool) -> Token {
        guard index + 1 < buffer.count else {
            return flushing ? .event(Self.key(.escape), length: 1) : .incomplete
        }
        switch buffer[index + 1] {
        case UInt8(ascii: "["): return csiToken(at: index, flushing: flushing)
        case UInt8(ascii: "O"): return ss3Token(at: index, flushing: flushing)
        case 0x1B: return .event(Self.key(.escape), length: 1)
        case _ where index == 0 && escapeWasItsOwnRead:
            // The ESC was a read of its own: the Escape key, and what follows a key of its own.
            return .event(Self.key(.escape), length: 1)
        default:
            switch plainToken(at: index + 1, flushing: flushing) {
            case .scalar(let scalar, let length):
                return .event(Self.key(.character(Character(scalar)), .alt), length: length + 1)
            case .event(.key(var key), let length):
                key.modifiers.insert(.alt)
                return .event(.key(key), length: length + 1)
            case .skip(let length):
                return .skip(length: length + 1)
            case .incomplete:
                return .incomplete
            case .event, .pasteStart:
                return .skip(length: 1)
            }
        }
    }

    /// `ESC [` parameters, intermediates, final byte.
    private func csiToken(at index: Int, flushing: Bool) -> Token {
        var cursor = index + 2
        while cursor < buffer.count {
            let byte = buffer[cursor]
            if (0x40...0x7E).contains(byte) {
                return completeCSIToken(at: index, finalIndex: cursor, flushing: flushing)
            }
            guard (0x20...0x3F).contains(byte), cursor - index < Self.maximumSequenceLength else {
                // Malformed: drop the introducer and parameters, decode this byte afresh.
                return .skip(length: cursor - index)
            }
            cursor += 1
        }
        return flushing ? .event(Self.key(.character("["), .alt), length: 2) : .incomplete
    }

    private func completeCSIToken(at index: Int, finalIndex: Int, flushing: Bool) -> Token {
        let final = buffer[finalIndex]
        let parameterBytes = buffer[(index + 2)..<finalIndex]
        let length = finalIndex + 1 - index
        if final == UInt8(ascii: "M"), parameterBytes.isEmpty {
            return x10MouseToken(at: index, flushing: flushing)
        }
        if final == UInt8(ascii: "~"), parameterBytes.elementsEqual("200".utf8) {
            return .pasteStart(length: length)
        }
        let sequence = ControlSequence(parameterBytes: parameterBytes, final: final)
        guard let event = sequence.csiEvent else { return .skip(length: length) }
        return .event(event, length: length)
    }

    /// Legacy mouse report `ESC [ M b x y`, each value a byte offset by 32.
    private func x10MouseToken(at index: Int, flushing: Bool) -> Token {
        guard index + 5 < buffer.count else {
            return flushing ? .skip(length: buffer.count - index) : .incomplete
        }
        let values = (3...5).map { Int(buffer[index + $0]) - 32 }
        guard let event = ControlSequence.mouseEvent(
            code: values[0], column: values[1], row: values[2], released: false) else {
            return .skip(length: 6)
        }
        return .event(event, length: 6)
    }

    /// `ESC O` [modifier digits] final byte.
    private func ss3Token(at index: Int, flushing: Bool) -> Token {
        var cursor = index + 2
        while cursor < buffer.count, (0x30...0x3B).contains(buffer[cursor]), cursor - index < 8 {
            cursor += 1
        }
        guard cursor < buffer.count else {
            return flushing ? .event(Self.key(.character("O"), .alt), length: 2) : .incomplete
        }
        let final = buffer[cursor]
        guard (0x40...0x7E).contains(final) else {
            return .event(Self.key(.character("O"), .alt), length: 2)
        }
        let sequence = ControlSequence(parameterBytes: buffer[(index + 2)..<cursor], final: final)
        guard let event = sequence.ss3Event else { return .skip(length: cursor + 1 - index) }
        return .event(event, length: cursor + 1 - index)
    }

    static func key(_ key: TerminalKey, _ modifiers: KeyModifiers = []) -> InputEvent {
        .key(TerminalKeyEvent(key, modifiers: modifiers))
    }
}
