import Foundation
import Testing
import TmuxTestSupport

/// Drafts in the real terminal: text typed and not sent survives Ctrl-Q pressed right after the
/// last keystroke (the runtime's `beforeExit` saves it before the terminal is restored) and a
/// restart; the list shows it as "Draft: …".
@Suite(.serialized) struct DemoDraftTmuxTests {
    @Test func textTypedJustBeforeCtrlQIsTheDraftAfterARestart() async throws {
        try #require((try? runTool(["tmux", "-V"]))?.status == 0, "tmux is needed for this test (.ci/run installs it)")
        try await withDemoHome { home in
            let command = try TmuxSession.demoCommand(home: home.directory) + " --open team"

            let first = try home.session(command: command)
            await first.waitForScreen { $0.contains("Send a message") }
            try first.type("typed just before quitting")
            await first.waitForScreen { $0.contains("typed just before quitting") }
            try first.press("C-q")
            #expect(await first.waitForExit(), "Ctrl-Q should quit")

            try await Self.expectDraftAfterRestart("typed just before quitting", command: command, home: home)
        }
    }

    /// Starts `command` (the demo opening a channel) again in `home` and expects `text` back in
    /// the composer and, after Escape, as the channel's "Draft: …" in the list.
    static func expectDraftAfterRestart(_ text: String, command: String, home: DemoHome,
                                        sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let second = try home.session(command: command)
        var screen = await second.waitForScreen { $0.contains(text) }
        #expect(screen.contains(text) && !screen.contains("Send a message"),
                "the composer should hold the draft:\n\(screen)", sourceLocation: sourceLocation)
        try second.press("Escape")
        screen = await second.waitForScreen { $0.contains("Stream Chat Demo") }
        #expect(screen.contains("Draft: \(text)"), "the list should show the draft:\n\(screen)", sourceLocation: sourceLocation)
        await second.kill()
    }
}
