import Foundation
import Testing
import TmuxTestSupport

/// Runs the built TerminalUIExample inside tmux, types at it, reads the screen, quits, and checks
/// the terminal was given back exactly as it was found.
@Suite(.serialized) struct ExampleAppEndToEndTests {
    /// A scratch directory with the script the pane runs: it records the terminal settings, runs
    /// the app, records its exit status and the settings again, then stays so the screen can be
    /// read. With job control on, a stopped app (Ctrl-Z) makes the script record the settings
    /// while it is stopped and bring it back with `fg`.
    final class Run {
        let directory: URL
        let tmux: TmuxSession

        /// - Parameters:
        ///   - environment: assignments put before the app's command.
        ///   - prelude: a shell line run before the app (e.g. `trap '' HUP`, as `nohup` does).
        init(environment: String = "", prelude: String = "") throws {
            directory = FileManager.default.temporaryDirectory.appendingPathComponent("terminalui-e2e-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let executable = try #require(Run.exampleExecutable(), "TerminalUIExample is not built next to the tests")
            let d = directory.path
            let script = """
                set -m
                \(prelude)
                stty -g > '\(d)/stty-before'
                echo BEFORE-APP
                XDG_STATE_HOME='\(d)/state' \(environment) '\(executable)'
                status=$?
                if [ $status = 147 ] || [ $status = 148 ]; then
                  stty -g > '\(d)/stty-while-stopped'
                  fg
                  status=$?
                fi
                echo $status > '\(d)/exit-status'
                stty -g > '\(d)/stty-after'
                echo SHELL-IS-BACK
                exec sleep 600

                """
            try script.write(to: directory.appendingPathComponent("run.sh"), atomically: true, encoding: .utf8)
            tmux = try TmuxSession(command: "sh '\(d)/run.sh'", width: 80, height: 24)
        }

        deinit {
            tmux.killServer()
            try? FileManager.default.removeItem(at: directory)
        }

        /// The executable sits in the build directory next to the test bundle.
        static func exampleExecutable() -> String? {
            var candidates = [Bundle.main.bundleURL.deletingLastPathComponent(),
                              URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
            candidates += Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
            for directory in candidates {
                let path = directory.appendingPathComponent("TerminalUIExample").path
                if FileManager.default.isExecutableFile(atPath: path) { return path }
            }
            return nil
        }

        func file(_ name: String) -> String? { try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8) }

        /// Waits for the app to exit (and the script to record the settings after it) and returns
        /// its status.
        func exitStatus() async -> Int? {
            _ = await tmux.waitForScreen { $0.contains("SHELL-IS-BACK") }
            return file("exit-status").flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        }

        /// The terminal is as the shell left it: same settings, main screen, cursor shown, mouse
        /// reporting off, autowrap on, the shell's earlier output visible again.
        func expectTerminalRestored(sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(file("stty-before") != nil && file("stty-before") == file("stty-after"), sourceLocation: sourceLocation)
            #expect(tmux.display("#{alternate_on} #{cursor_flag} #{mouse_any_flag} #{mouse_sgr_flag} #{wrap_flag}") == "0 1 0 0 1",
                    sourceLocation: sourceLocation)
            #expect(tmux.screen().contains("BEFORE-APP"), sourceLocation: sourceLocation)
        }
    }

    @Test func typingClickingPrintingAndQuittingWithCtrlQ() async throws {
        let run = try Run()
        let tmux = run.tmux
        #expect(await tmux.screenReaches { $0.contains("Count: 0") && $0.contains("Write a note") })
        #expect(tmux.display("#{alternate_on} #{mouse_sgr_flag}") == "1 1")
        // The text field has focus: type (UTF-8, wide characters) and submit into the list.
        try tmux.type("héllo 田")
        #expect(await tmux.screenReaches { $0.contains("héllo 田") })
        try tmux.press("Enter")
        #expect(await tmux.screenReaches { $0.contains("1. héllo 田") && $0.contains("Write a note") })
        // Shift-Tab to the button; Enter presses it.
        try tmux.press("BTab")
        try tmux.press("Enter")
        try tmux.press("Enter")
        #expect(await tmux.screenReaches { $0.contains("Count: 2") })
        // A left click (SGR mouse report, 1-based) on the button presses it too.
        let button = try #require(tmux.position(of: "Increment"))
        try tmux.sendBytes(Array("\u{1B}[<0;\(button.x + 2);\(button.y + 1)M\u{1B}[<0;\(button.x + 2);\(button.y + 1)m".utf8))
        #expect(await tmux.screenReaches { $0.contains("Count: 3") })
        // Back in the field, Ctrl-C clears the draft instead of quitting.
        try tmux.press("Tab")
        try tmux.type("draft")
        #expect(await tmux.screenReaches { $0.contains("draft") })
        try tmux.press("C-c")
        let cleared = await tmux.waitForScreen { !$0.contains("draft") && $0.contains("Write a note") }
        #expect(!cleared.contains("draft") && cleared.contains("Write a note") && cleared.contains("Count: 3"))
        // A click on the toggle flips it: the list drops its numbers; Space flips it back.
        let toggle = try #require(tmux.position(of: "Number the notes"))
        try tmux.sendBytes(Array("\u{1B}[<0;\(toggle.x + 2);\(toggle.y + 1)M\u{1B}[<0;\(toggle.x + 2);\(toggle.y + 1)m".utf8))
        #expect(await tmux.screenReaches { $0.contains("[ ] Number the notes") && $0.contains("• héllo 田") })
        try tmux.press("Space")
        #expect(await tmux.screenReaches { $0.contains("[x] Number the notes") && $0.contains("1. héllo 田") })
        try tmux.press("C-q")
        #expect(await run.exitStatus() == 0)
        run.expectTerminalRestored()
        let screen = tmux.screen()
        #expect(screen.contains("output printed while the app ran is in"))
        #expect(!screen.contains("Count: 3"))
        let log = try String(contentsOf: run.directory.appendingPathComponent("state/TerminalUIExample/output.log"), encoding: .utf8)
        #expect(log.contains("note added: héllo 田"))
    }

    @Test func ctrlCWithNothingToClearQuits() async throws {
        let run = try Run()
        #expect(await run.tmux.screenReaches { $0.contains("Count: 0") })
        try run.tmux.press("C-c")
        #expect(await run.exitStatus() == 0)
        run.expectTerminalRestored()
        // Nothing was printed, so no log is named.
        #expect(!run.tmux.screen().contains("output printed"))
    }

    @Test func ctrlZGivesTheTerminalBackAndFgRepaints() async throws {
        let run = try Run()
        let tmux = run.tmux
        #expect(await tmux.screenReaches { $0.contains("Count: 0") })
        try tmux.type("kept")
        #expect(await tmux.screenReaches { $0.contains("kept") })
        try tmux.press("C-z")
        // The script saw the app stop, recorded the settings, and resumed it with `fg`.
        #expect(await tmux.screenReaches { _ in run.file("stty-while-stopped") != nil })
        #expect(await tmux.screenReaches { $0.contains("kept") && $0.contains("Count: 0") && !$0.contains("BEFORE-APP") })
        #expect(run.file("stty-while-stopped") == run.file("stty-before"))
        #expect(tmux.display("#{alternate_on}") == "1")
        try tmux.press("C-q")
        #expect(await run.exitStatus() == 0)
        run.expectTerminalRestored()
    }

    @Test func aTooSmallWindowAsksToBeEnlargedAndRecovers() async throws {
        let run = try Run()
        let tmux = run.tmux
        #expect(await tmux.screenReaches { $0.contains("Count: 0") })
        try tmux.tmux(["resize-window", "-t", tmux.name, "-x", "16", "-y", "4"])
        #expect(await tmux.screenReaches { $0.contains("Enlarge the") && !$0.contains("Count") })
        try tmux.tmux(["resize-window", "-t", tmux.name, "-x", "1", "-y", "1"])
        try tmux.tmux(["resize-window", "-t", tmux.name, "-x", "100", "-y", "30"])
        #expect(await tmux.screenReaches { $0.contains("Count: 0") && !$0.contains("Enlarge") })
        try tmux.press("C-q")
        #expect(await run.exitStatus() == 0)
        run.expectTerminalRestored()
    }

    @Test func sigtermAndACrashStillRestoreTheTerminal() async throws {
        for (signal, status) in [(SIGTERM, 128 + 15), (SIGSEGV, 128 + 11)] {
            // The default crash action instead of Swift's backtracer keeps the test fast.
            let run = try Run(environment: "SWIFT_BACKTRACE=enable=no")
            #expect(await run.tmux.screenReaches { $0.contains("Count: 0") })
            let pid = try #require(run.tmux.childPID())
            kill(pid, signal)
            #expect(await run.exitStatus() == status)
            run.expectTerminalRestored()
            if signal == SIGSEGV { #expect(run.tmux.screen().contains("crashed")) }
        }
    }

    /// A quit signal ignored when the app started (`nohup` ignores SIGHUP) stays ignored: the app
    /// installed its handler over it and quit on SIGHUP with status 129.
    @Test func aSignalIgnoredAtStartStaysIgnored() async throws {
        let run = try Run(prelude: "trap '' HUP")
        #expect(await run.tmux.screenReaches { $0.contains("Count: 0") })
        let pid = try #require(run.tmux.childPID())
        kill(pid, SIGHUP)
        // Still running: the button (Shift-Tab from the field) counts.
        try run.tmux.press("BTab")
        try run.tmux.press("Enter")
        #expect(await run.tmux.screenReaches { $0.contains("Count: 1") })
        try run.tmux.press("C-q")
        #expect(await run.exitStatus() == 0)
        run.expectTerminalRestored()
    }

    @Test func notATerminalIsOneClearLineAndStatusOne() async throws {
        let executable = try #require(Run.exampleExecutable())
        let result = try ChildProcess.run([executable])
        let text = result.output
        #expect(result.status == 1)
        #expect(text.hasSuffix("\n") && text.dropLast().split(separator: "\n").count == 1)
        #expect(text.contains("needs an interactive terminal"))
        #expect(!text.contains("\u{1B}"))
    }
}
