#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif
#if os(Linux)
import TerminalUI
#endif

/// Copies text to the system clipboard: UIPasteboard or NSPasteboard on Apple platforms; on
/// Linux the terminal's clipboard, by the OSC 52 escape sequence (see
/// `TerminalClipboard`; the terminal may ignore it, and tmux needs `set-clipboard on`).
@MainActor
enum Clipboard {
    /// What was last copied (also where copies go on platforms without a system clipboard the
    /// SDK can reach).
    private(set) static var lastCopiedText: String?

    static func copy(_ text: String) {
        lastCopiedText = text
        #if canImport(UIKit)
        UIPasteboard.general.string = text
        #elseif canImport(AppKit)
        NSPasteboard.general.clearContents()
        NSPasteboard.general.setString(text, forType: .string)
        #endif
        #if os(Linux)
        TerminalClipboard.copy(text)
        #endif
    }
}
