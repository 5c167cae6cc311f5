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
    /// The text of the last copy that went to the clipboard.
    private(set) static var lastCopiedText: String?

    /// Puts `text` on the clipboard, or throws why it could not (on Linux: no terminal runs,
    /// or the text is over about 75 KB, more than one OSC 52 sequence carries).
    static func copy(_ text: String) throws(ClipboardCopyError) {
        #if canImport(UIKit)
        UIPasteboard.general.string = text
        #elseif canImport(AppKit)
        NSPasteboard.general.clearContents()
        NSPasteboard.general.setString(text, forType: .string)
        #endif
        #if os(Linux)
        guard TerminalClipboard.copy(text) else {
            throw TerminalClipboard.isAvailable ? .tooLong : .noClipboard
        }
        #endif
        lastCopiedText = text
    }
}

/// Why Copy Message put nothing on the clipboard; its description is what the user is told.
enum ClipboardCopyError: Error, CustomStringConvertible {
    /// No clipboard to reach (on Linux: the app does not run in a terminal).
    case noClipboard
    /// The text is longer than the terminal's clipboard takes (OSC 52: about 75 KB).
    case tooLong

    var description: String {
        switch self {
        case .noClipboard: L10n.MessageActions.copyFailedNoClipboard
        case .tooLong: L10n.MessageActions.copyFailedTooLong
        }
    }
}
