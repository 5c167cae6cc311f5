#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a quit ends the process once the app has saved and the terminal is restored.
enum QuitEnding: Equatable {
    /// `exit` with this status.
    case status(Int32)
    /// By this signal, as it would have ended without the runtime (the exit status tells it).
    case signal(Int32)
}

/// The pipe through which the signal handler hands the first SIGTERM or SIGHUP to the main
/// actor (see `TerminalRestore.isQuitSignal`): the handler writes the signal's number to
/// `writeFD`, the session reads it from the non-blocking `readFD`.
final class QuitSignalPipe {
    let readFD: Int32
    let writeFD: Int32

    /// A new pipe (close-on-exec), nil when none can be made.
    init?() {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
        readFD = ends[0]
        writeFD = ends[1]
    }

    deinit {
        close(readFD)
        close(writeFD)
    }

    /// A quit signal handed over and not taken yet; never waits.
    func takeSignal() -> Int32? {
        var number: UInt8 = 0
        return read(readFD, &number, 1) == 1 ? Int32(number) : nil
    }

    /// How a quit that would exit with `status` ends: by a quit signal handed over before it
    /// finished (one waiting when the input ended, or one that came while the app saved), else
    /// with `status`. Stops the hand-over first, so a quit signal from then on is no longer
    /// handed over but ends the process in its handler: none is dropped on the way out.
    func ending(status: Int32) -> QuitEnding {
        if TerminalRestore.state.quitRequestFD == writeFD { TerminalRestore.state.quitRequestFD = -1 }
        return takeSignal().map(QuitEnding.signal) ?? .status(status)
    }
}
