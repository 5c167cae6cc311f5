/// The escape sequences that take over the terminal for a full-screen app and give it back.
enum TerminalModes {
    /// Mouse reporting: button presses and releases (1000), drags (1002), SGR encoding (1006).
    static let mouseOn = "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h"
    static let mouseOff = "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l"

    /// Alternate screen, hidden cursor, no autowrap, bracketed paste, focus reporting, mouse.
    static func enter(mouseCapture: Bool) -> [UInt8] {
        Array(("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[?2004h\u{1B}[?1004h" + (mouseCapture ? mouseOn : "")).utf8)
    }

    /// Everything `enter` switched on, switched off again (mouse modes always, whatever the
    /// toggle's state), attributes reset, any unfinished synchronized frame ended, the scroll
    /// region the whole screen again (a frame cut short may have left one set), cursor shown,
    /// main screen back.
    static let leave: [UInt8] = Array(
        ("\u{1B}[?2026l\u{1B}[0m\u{1B}[r" + mouseOff + "\u{1B}[?1004l\u{1B}[?2004l\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l").utf8)
}
