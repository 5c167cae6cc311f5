#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import TerminalUI

/// How a quit ends when a quit signal was handed over through the pipe (what the runtime's
/// handler does with the first SIGTERM or SIGHUP) before it finished. Serialized: the hand-over
/// descriptor is the process's one (`TerminalRestore.state`).
@Suite(.serialized) @MainActor struct QuitSignalPipeTests {
    /// A pipe the handler hands over to, as the session sets it up.
    private func listeningPipe() throws -> QuitSignalPipe {
        let pipe = try #require(QuitSignalPipe())
        TerminalRestore.state.quitRequestFD = pipe.writeFD
        return pipe
    }

    @Test("The terminal closed: the input ended with SIGHUP waiting in the pipe; the quit ends by SIGHUP, not with status 0")
    func theInputEndingWithAHangUpWaitingEndsByIt() throws {
        let pipe = try listeningPipe()
        #expect(TerminalRestore.handOverQuit(SIGHUP))
        // The input's end quits with status 0, as Ctrl-Q does.
        #expect(pipe.ending(status: 0) == .signal(SIGHUP))
    }

    @Test("SIGHUP after the input ended, while the app saves: the quit still ends by it, and a later signal is not handed over")
    func aHangUpWhileQuittingEndsByIt() throws {
        let pipe = try listeningPipe()
        // The input ended and nothing was waiting: the quit runs `beforeExit`, and SIGHUP comes.
        #expect(pipe.takeSignal() == nil)
        #expect(TerminalRestore.handOverQuit(SIGHUP))
        #expect(pipe.ending(status: 0) == .signal(SIGHUP))
        // From here on a quit signal ends the process in its handler.
        #expect(TerminalRestore.state.quitRequestFD == -1)
        #expect(!TerminalRestore.handOverQuit(SIGTERM))
    }

    @Test func withoutASignalTheQuitKeepsItsStatus() throws {
        let pipe = try listeningPipe()
        #expect(pipe.ending(status: 0) == .status(0))
        #expect(TerminalRestore.state.quitRequestFD == -1, "a signal from now on ends the process in its handler")
    }
}
