#if canImport(Glibc)
import Glibc
#endif
import Synchronization
import Testing
@testable import TerminalUI

/// How a quit ends when a quit signal was handed over through the pipe (what the runtime's
/// handler does with the first SIGTERM or SIGHUP) before it finished. Serialized: the hand-over
/// descriptor is the process's one (`TerminalRestore.quitRequestFD`).
@Suite(.serialized) @MainActor struct QuitSignalPipeTests {
    /// What the signal handler does with `signal` now.
    private func handle(_ signal: Int32) -> TerminalRestore.QuitSignalOutcome {
        TerminalRestore.quitSignalOutcome(signal, now: TerminalRestore.monotonicNow())
    }

    /// A pipe the handler hands over to, as the session sets it up.
    private func listeningPipe() throws -> QuitSignalPipe {
        let pipe = try #require(QuitSignalPipe())
        pipe.listen()
        return pipe
    }

    @Test("The terminal closed: the input ended with SIGHUP waiting in the pipe; the quit ends by SIGHUP, not with status 0")
    func theInputEndingWithAHangUpWaitingEndsByIt() throws {
        let pipe = try listeningPipe()
        #expect(handle(SIGHUP) == .handedOver)
        // The input's end quits with status 0, as Ctrl-Q does.
        #expect(pipe.ending(status: 0) == .signal(SIGHUP))
    }

    @Test("SIGHUP after the input ended, while the app saves: the quit still ends by it, and a later signal is not handed over")
    func aHangUpWhileQuittingEndsByIt() throws {
        let pipe = try listeningPipe()
        // The input ended and nothing was waiting: the quit runs `beforeExit`, and SIGHUP comes.
        #expect(pipe.takeSignal() == nil)
        #expect(handle(SIGHUP) == .handedOver)
        #expect(pipe.ending(status: 0) == .signal(SIGHUP))
        // From here on a quit signal ends the process in its handler.
        #expect(TerminalRestore.quitRequestFD.load(ordering: .relaxed) == -1)
        #expect(handle(SIGTERM) == .endsProcess)
    }

    @Test("SIGHUP on another thread whose handler took the hand-over just before the quit ended it, and writes after: the quit waits for it")
    func aHangUpBeingHandedOverIsWaitedFor() throws {
        let pipe = try listeningPipe()
        // The handler's first step: the hand-over is its own from here.
        let fd = TerminalRestore.takeQuitHandOver()
        #expect(fd == pipe.writeFD)
        // Its second step comes after the main actor found the pipe empty, when the quit is
        // about to wait (written there, not by a timer that a loaded machine can delay past the
        // wait).
        var handedOver = false
        pipe.willWaitForSignal = { handedOver = TerminalRestore.handOverQuit(SIGHUP, to: fd) }
        #expect(pipe.ending(status: 0) == .signal(SIGHUP))
        #expect(handedOver)
    }

    @Test("Closing the terminal: bash sends SIGHUP again while the app saves; the repeat is ignored for the grace period, another signal is not")
    func aRepeatedHangUpWhileSavingIsIgnored() throws {
        let pipe = try listeningPipe()
        let start: Int64 = 1_000_000_000
        #expect(TerminalRestore.quitSignalOutcome(SIGHUP, now: start) == .handedOver)
        #expect(TerminalRestore.quitSignalOutcome(SIGHUP, now: start + 1_000_000) == .ignoredRepeat)
        #expect(TerminalRestore.quitSignalOutcome(SIGHUP, now: start + TerminalRestore.repeatGrace - 1) == .ignoredRepeat)
        #expect(TerminalRestore.quitSignalOutcome(SIGTERM, now: start + 1_000_000) == .endsProcess, "another signal: a hung app still ends")
        #expect(TerminalRestore.quitSignalOutcome(SIGINT, now: start + 1_000_000) == .endsProcess)
        #expect(TerminalRestore.quitSignalOutcome(SIGHUP, now: start + TerminalRestore.repeatGrace) == .endsProcess, "after the grace period")
        // The save went on: the quit still ends by the first SIGHUP.
        #expect(pipe.ending(status: 0) == .signal(SIGHUP))
        #expect(TerminalRestore.quitSignalOutcome(SIGHUP, now: start + 2_000_000) == .ignoredRepeat, "also while the terminal is restored")
    }

    @Test func withNothingHandedOverNoSignalIsIgnored() throws {
        let pipe = try listeningPipe()
        #expect(pipe.ending(status: 0) == .status(0))
        #expect(TerminalRestore.quitSignalOutcome(SIGHUP, now: TerminalRestore.monotonicNow()) == .endsProcess)
    }

    @Test func aPipeGoneStopsTheHandOver() throws {
        _ = try listeningPipe()
        #expect(TerminalRestore.quitRequestFD.load(ordering: .relaxed) == -1, "the handler would write to a closed descriptor")
        #expect(handle(SIGTERM) == .endsProcess)
    }

    @Test func withoutASignalTheQuitKeepsItsStatus() throws {
        let pipe = try listeningPipe()
        #expect(pipe.ending(status: 0) == .status(0))
        #expect(TerminalRestore.quitRequestFD.load(ordering: .relaxed) == -1, "a signal from now on ends the process in its handler")
    }
}
