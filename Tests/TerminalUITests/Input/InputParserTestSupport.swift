@testable import TerminalUI

/// Parser helpers shared by the input tests.
enum ParserDriver {
    /// Feeds the chunks one by one, then flushes (the escape timeout expired).
    static func events(_ chunks: [[UInt8]]) -> [InputEvent] {
        var parser = InputParser()
        var events: [InputEvent] = []
        for chunk in chunks { events += parser.feed(chunk) }
        return events + parser.flush()
    }

    static func events(_ bytes: [UInt8]) -> [InputEvent] { events([bytes]) }

    /// The chunks with every read that ends in `ESC` joined to the next one unless that goes on
    /// with `[` or `O`: a terminal writes an Alt-key (`ESC x`) in one piece, and a lone `ESC`
    /// that ended a read is the Escape key.
    static func keepingAltKeysWhole(_ chunks: [[UInt8]]) -> [[UInt8]] {
        var joined: [[UInt8]] = []
        for chunk in chunks {
            if let last = joined.last, last.last == 0x1B, let first = chunk.first, first != UInt8(ascii: "["), first != UInt8(ascii: "O") {
                joined[joined.count - 1] += chunk
            } else {
                joined.append(chunk)
            }
        }
        return joined
    }

    /// Events with runs of unmodified character keys merged into one text entry, so results can be
    /// compared however a grapheme cluster was split between reads.
    static func normalized(_ events: [InputEvent]) -> [String] {
        var result: [String] = []
        var text = ""
        for event in events {
            if case .key(let key) = event, key.modifiers.isEmpty, case .character(let character) = key.key {
                text.append(character)
                continue
            }
            if !text.isEmpty { result.append("text:" + text); text = "" }
            result.append(String(describing: event))
        }
        if !text.isEmpty { result.append("text:" + text) }
        return result
    }

    /// The text typed as unmodified character keys.
    static func typedText(_ events: [InputEvent]) -> String {
        var text = ""
        for case .key(let key) in events where key.modifiers.isEmpty {
            if case .character(let character) = key.key { text.append(character) }
        }
        return text
    }
}

func key(_ key: TerminalKey, _ modifiers: KeyModifiers = []) -> InputEvent {
    .key(TerminalKeyEvent(key, modifiers: modifiers))
}

func bytes(_ string: String) -> [UInt8] { Array(string.utf8) }

func mouse(_ kind: TerminalMouseEvent.Kind, _ x: Int, _ y: Int, _ modifiers: KeyModifiers = []) -> InputEvent {
    .mouse(TerminalMouseEvent(kind: kind, position: CellPoint(x: x, y: y), modifiers: modifiers))
}
