#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

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
    /// Whether the handler hands over to this pipe (`listen()`) and `ending(status:)` has not
    /// stopped it yet.
    private var isListening = false
    /// Whether `takeSignal()` has read the handed-over signal.
    private var tookSignal = false
    /// How long `ending(status:)` waits for the number of a signal whose handler took the
    /// hand-over but had not written yet (it writes right after taking it).
    static let handOverWait: Int32 = 2_000 // milliseconds
    /// Called when `ending(status:)` found the pipe empty and is about to wait for a handler's
    /// late signal (tests write it from here, the point the handler's write can come at).
    var willWaitForSignal: (() -> Void)?

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
        // A handler must not write to a closed (or reused) descriptor.
        _ = TerminalRestore.quitRequestFD.compareExchange(expected: writeFD, desired: -1, ordering: .acquiringAndReleasing)
        close(readFD)
        close(writeFD)
    }

    /// Has the signal handler hand the first quit signal over to this pipe.
    func listen() {
        isListening = true
        TerminalRestore.handedOverSignal.store(0, ordering: .relaxed)
        TerminalRestore.quitRequestFD.store(writeFD, ordering: .releasing)
    }

    /// A quit signal handed over and not taken yet; never waits.
    func takeSignal() -> Int32? {
        var number: UInt8 = 0
        guard read(readFD, &number, 1) == 1 else { return nil }
        tookSignal = true
        return Int32(number)
    }

    /// How a quit that would exit with `status` ends: by a quit signal handed over before it
    /// finished (one waiting when the input ended, or one that came while the app saved), else
    /// with `status`. Stops the hand-over first, so a quit signal from then on is no longer
    /// handed over but ends the process in its handler: none is dropped on the way out. The
    /// handler and this each take the hand-over by an atomic exchange; when the handler (on
    /// another thread) took it first and has not written yet, this waits for its signal.
    func ending(status: Int32) -> QuitEnding {
        let stopped = TerminalRestore.quitRequestFD.compareExchange(expected: writeFD, desired: -1, ordering: .acquiringAndReleasing).exchanged
        let handlerOwnsHandOver = isListening && !stopped && !tookSignal
        isListening = false
        if let signal = takeSignal() ?? (handlerOwnsHandOver ? waitForSignal() : nil) { return .signal(signal) }
        return .status(status)
    }

    /// The signal a handler is handing over, waiting for it up to `handOverWait`.
    private func waitForSignal() -> Int32? {
        var request = pollfd(fd: readFD, events: Int16(POLLIN), revents: 0)
        willWaitForSignal?()
        var ready: Int32
        repeat { ready = poll(&request, 1, Self.handOverWait) } while ready < 0 && errno == EINTR
        return ready > 0 ? takeSignal() : nil
    }
}
