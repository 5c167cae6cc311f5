#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing
import TmuxTestSupport

/// SIGTERM and SIGHUP end the demo as Ctrl-Q does: text typed just before is saved as the
/// channel's draft (the runtime's `beforeExit` runs), the terminal is given back as it was, and
/// the exit status still tells the signal. Closing the terminal itself (the tmux server goes:
/// the demo gets SIGHUP and loses its terminal) keeps the draft too.
@Suite(.serialized) struct DemoSignalTmuxTests {
    /// The demo run by a script in the pane that records the terminal settings, runs it, records
    /// its exit status and the settings again, then stays so that the screen can be read.
    private struct ScriptedRun {
        let home: DemoHome
        /// The demo's command line, opening Team.
        let command: String
        let tmux: TmuxSession

        init(home: DemoHome) throws {
            self.home = home
            command = try TmuxSession.demoCommand(home: home.directory) + " --open team"
            let directory = home.directory.url.path
            let script = """
                stty -g > '\(directory)/stty-before'
                echo BEFORE-APP
                \(command)
                echo $? > '\(directory)/exit-status'
                stty -g > '\(directory)/stty-after'
                echo SHELL-IS-BACK
                exec sleep 600

                """
            try script.write(to: home.directory.file("run.sh"), atomically: true, encoding: .utf8)
            tmux = try home.session(command: "sh '\(directory)/run.sh'")
        }

        func file(_ name: String) -> String? {
            (try? String(contentsOf: home.directory.file(name), encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
        }

        /// Types `text` in the open channel's composer and returns the demo's pid once it shows.
        func typeInComposer(_ text: String) async throws -> Int32 {
            await tmux.waitForScreen { $0.contains("Send a message") }
            try tmux.type(text)
            await tmux.waitForScreen { $0.contains(text) }
            return try #require(tmux.childPID(), "the demo's pid")
        }
    }

    @Test(arguments: [SIGTERM, SIGHUP])
    func aSignalSavesTheDraftRestoresTheTerminalAndTellsTheSignal(_ signal: Int32) async throws {
        try #require((try? runTool(["tmux", "-V"]))?.status == 0, "tmux is needed for this test (.ci/run installs it)")
        try await withDemoHome { home in
            let run = try ScriptedRun(home: home)
            let text = "typed just before signal \(signal)"
            let pid = try await run.typeInComposer(text)
            kill(pid, signal)

            let screen = await run.tmux.waitForScreen { $0.contains("SHELL-IS-BACK") }
            #expect(screen.contains("BEFORE-APP") && !screen.contains(text), "the shell's screen should be back:\n\(screen)")
            #expect(run.file("exit-status") == "\(128 + signal)")
            #expect(run.file("stty-before") != nil && run.file("stty-before") == run.file("stty-after"), "terminal settings")
            // Main screen, cursor shown, mouse reporting off, autowrap on.
            #expect(run.tmux.display("#{alternate_on} #{cursor_flag} #{mouse_any_flag} #{mouse_sgr_flag} #{wrap_flag}") == "0 1 0 0 1")
            try await DemoDraftTmuxTests.expectDraftAfterRestart(text, command: run.command, home: home)
        }
    }

    @Test func closingTheTerminalSavesTheDraft() async throws {
        try #require((try? runTool(["tmux", "-V"]))?.status == 0, "tmux is needed for this test (.ci/run installs it)")
        try await withDemoHome { home in
            let run = try ScriptedRun(home: home)
            let text = "typed just before the terminal closed"
            let pid = try await run.typeInComposer(text)
            run.tmux.killServer()
            #expect(await waitForExit(ofProcess: pid), "the demo should end when its terminal goes")
            try await DemoDraftTmuxTests.expectDraftAfterRestart(text, command: run.command, home: home)
        }
    }
}
