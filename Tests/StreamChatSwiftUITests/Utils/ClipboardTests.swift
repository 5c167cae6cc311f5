import Testing
@testable import StreamChatSwiftUI
@testable import TerminalUI

/// On Linux, Copy Message reaches the terminal's clipboard (`TerminalClipboard`, OSC 52); it
/// only kept the text inside the SDK.
@MainActor @Suite struct ClipboardTests {
    @Test func copyGoesToTheTerminalClipboard() {
        var copied: [String] = []
        TerminalClipboard.sink = { copied.append($0); return true }
        defer { TerminalClipboard.sink = nil }
        try? Clipboard.copy("Let's meet at 10 👍")
        #expect(copied == ["Let's meet at 10 👍"])
        #expect(Clipboard.lastCopiedText == "Let's meet at 10 👍")
    }

    /// The terminal's answer is kept: a copy it did not take says why, and is not the last copied.
    @Test func aCopyTheTerminalDidNotTakeThrowsWhy() throws {
        TerminalClipboard.sink = { _ in true }
        try Clipboard.copy("kept")
        TerminalClipboard.sink = { _ in false }
        #expect(throws: ClipboardCopyError.tooLong) { try Clipboard.copy("too long") }
        TerminalClipboard.sink = nil
        #expect(throws: ClipboardCopyError.noClipboard) { try Clipboard.copy("no terminal") }
        #expect(Clipboard.lastCopiedText == "kept")
    }
}
