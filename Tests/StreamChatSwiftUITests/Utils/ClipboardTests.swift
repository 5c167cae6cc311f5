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
        Clipboard.copy("Let's meet at 10 👍")
        #expect(copied == ["Let's meet at 10 👍"])
        #expect(Clipboard.lastCopiedText == "Let's meet at 10 👍")
    }
}
