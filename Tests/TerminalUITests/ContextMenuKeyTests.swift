import Testing
@testable import TerminalUI

/// The context-menu keys are the desktop's, Shift-F10 and the Menu key (and Alt-Enter), also
/// on a view that takes Enter itself. F2 is the runtime's mouse-capture key and opens nothing:
/// the docs said F2 opened a message's actions while the runtime never let F2 reach the app.
@MainActor @Suite struct ContextMenuKeyTests {
    private func buttonWithMenu() -> ViewHost {
        let host = ViewHost(rootView: Button("message") {}.contextMenu { Button("Reply") {} })
        _ = host.snapshot(width: 20, height: 6)
        host.press(.tab)
        return host
    }

    @Test(arguments: [TerminalKeyEvent(.function(10), modifiers: .shift), TerminalKeyEvent(.menu)])
    func theContextMenuKeysOpenIt(key: TerminalKeyEvent) {
        let host = buttonWithMenu()
        host.handle(.key(key))
        #expect(host.snapshot(width: 20, height: 6).contains("Reply"))
    }

    @Test func f2OpensNothing() {
        let host = buttonWithMenu()
        host.press(.function(2))
        #expect(!host.snapshot(width: 20, height: 6).contains("Reply"))
    }

    /// xterm and the terminals that follow it send Shift-F10 as `ESC [ 21 ; 2 ~` and the Menu key
    /// as `ESC [ 29 ~`; kitty's keyboard protocol sends Menu as `ESC [ 57363 u`.
    @Test func theTerminalsSequencesDecodeToTheKeys() {
        var parser = InputParser()
        #expect(parser.feed(Array("\u{1B}[21;2~".utf8)) == [.key(TerminalKeyEvent(.function(10), modifiers: .shift))])
        #expect(parser.feed(Array("\u{1B}[29~".utf8)) == [.key(TerminalKeyEvent(.menu))])
        #expect(parser.feed(Array("\u{1B}[57363u".utf8)) == [.key(TerminalKeyEvent(.menu))])
    }
}
