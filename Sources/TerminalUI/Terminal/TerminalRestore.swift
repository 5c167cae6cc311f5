#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Gives the terminal back to the shell: the one restore path used on normal exit, `exit()` from
/// app code (atexit), fatal signals and crashes (Swift runtime traps raise SIGILL/SIGTRAP).
///
/// Everything it needs is prepared in advance in plain memory, and restoring uses only
/// async-signal-safe calls (`write`, `tcsetattr`, `dup2`, `fstat`), so it works inside a signal
/// handler.
enum TerminalRestore {
    struct State {
        var isActive = false
        var inputFD: Int32 = -1
        var outputFD: Int32 = -1
        var savedTermios = termios()
        var leaveBytes: UnsafeMutableBufferPointer<UInt8>?
        /// Where stdout/stderr pointed before capture, and the capture log.
        var savedStdout: Int32 = -1
        var savedStderr: Int32 = -1
        var logFD: Int32 = -1
        /// Printed to the real stderr after restoring, when the log is not empty.
        var logNotice: UnsafeMutableBufferPointer<UInt8>?
        /// Printed to the terminal when the process crashes (the crash report follows in the log).
        var crashNotice: UnsafeMutableBufferPointer<UInt8>?
    }

    nonisolated(unsafe) static var state = State()
    /// Where the first quit signal is handed to the main actor (see `isQuitSignal`); -1 once
    /// handed, or while nobody listens. Atomic (lock-free, so async-signal-safe): the handler,
    /// on any thread, and the main actor ending the hand-over (`QuitSignalPipe.ending(status:)`)
    /// each exchange it for -1, so exactly one of them owns the hand-over.
    static let quitRequestFD = Atomic<Int32>(-1)
    /// The quit signal handed over last (0: none since `QuitSignalPipe.listen()`) and when
    /// (`monotonicNow()`): a repeat of it within `repeatGrace` is ignored (see `quitSignalOutcome`).
    static let handedOverSignal = Atomic<Int32>(0)
    static let handedOverAt = Atomic<Int64>(0)
    /// How long repeats of the handed-over quit signal are ignored while the app saves: closing a
    /// terminal makes the shell send SIGHUP again, which must not cut the draft save short. A hung
    /// save still ends by the same signal after it, or at once by another termination signal.
    static let repeatGrace: Int64 = 5_000_000_000 // nanoseconds
    /// Signal actions that were in place before ours (the Swift backtracer's, or the default).
    nonisolated(unsafe) static var previousActions: [sigaction] = Array(repeating: sigaction(), count: 65)

    /// Signals asking the process to end: restore, then let the previous handler (or the default
    /// action) run.
    static let terminationSignals: [Int32] = [SIGTERM, SIGHUP, SIGINT, SIGQUIT]
    /// Whether `signal` is a termination signal that quits as the user does (Ctrl-Q): SIGTERM
    /// and SIGHUP. The first one is handed to the main actor (its number written to
    /// `quitRequestFD`), which lets the app save, restores and then ends the process by the
    /// signal; the same signal again within `repeatGrace` is ignored, and another one (a hung
    /// app) ends the process at once, as the other termination signals do. A comparison, not an
    /// array: the handler must not allocate.
    static func isQuitSignal(_ signal: Int32) -> Bool { signal == SIGTERM || signal == SIGHUP }
    /// Crashes (Swift runtime traps are SIGILL on x86_64, SIGTRAP on arm64): give the screen back
    /// but keep stderr in the log, so the crash report (Swift's backtracer runs next) lands there
    /// and is not interactive; the terminal gets a one-line notice naming the log.
    static let crashSignals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]

    /// Records what restoring needs. Call once the terminal is in raw mode.
    static func arm(inputFD: Int32, outputFD: Int32, savedTermios: termios, capture: OutputCapture?) {
        var new = State()
        new.inputFD = inputFD
        new.outputFD = outputFD
        new.savedTermios = savedTermios
        new.leaveBytes = copy(TerminalModes.leave)
        if let capture {
            new.savedStdout = capture.savedStdout
            new.savedStderr = capture.savedStderr
            new.logFD = capture.logFD
            new.logNotice = copy(Array(capture.notice.utf8))
            new.crashNotice = copy(Array(capture.crashNotice.utf8))
        }
        new.isActive = true
        state = new
    }

    /// Installs the handlers for fatal signals (on an alternate stack, so a stack overflow is
    /// handled too) and the atexit hook. A termination signal ignored when the process started
    /// (`nohup` ignores SIGHUP; a non-interactive shell's background job, SIGINT and SIGQUIT)
    /// stays ignored, as whoever started the process asked: it gets no handler.
    static func installHandlers() {
        // Initialised here, so that the handler never runs a static's lazy initialisation.
        _ = quitRequestFD.load(ordering: .relaxed)
        _ = handedOverSignal.load(ordering: .relaxed)
        _ = handedOverAt.load(ordering: .relaxed)
        installAlternateSignalStack()
        for signal in handledSignals(isIgnored: isIgnored) {
            var action = sigaction()
            action.__sigaction_handler.sa_sigaction = { signal, _, _ in
                if TerminalRestore.quitSignalOutcome(signal, now: TerminalRestore.monotonicNow()) != .endsProcess { return }
                if TerminalRestore.crashSignals.contains(signal) {
                    TerminalRestore.restoreAfterCrash()
                } else {
                    TerminalRestore.restore()
                }
                TerminalRestore.passOn(signal)
            }
            action.sa_flags = SA_SIGINFO | SA_ONSTACK
            sigemptyset(&action.sa_mask)
            _ = sigaction(signal, &action, &previousActions[Int(signal)])
        }
        // Not a signal context: flush what app code printed into the log before stdout points
        // back at the terminal.
        atexit {
            fflush(nil)
            TerminalRestore.restore()
        }
    }

    /// The signals that get a handler: the crash signals, and the termination signals that were
    /// not ignored at start.
    static func handledSignals(isIgnored: (Int32) -> Bool) -> [Int32] {
        terminationSignals.filter { !isIgnored($0) } + crashSignals
    }

    /// Whether `signal`'s current action is to ignore it.
    static func isIgnored(_ signal: Int32) -> Bool {
        var current = sigaction()
        guard sigaction(signal, nil, &current) == 0 else { return false }
        return unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// What the handler does with a signal that came at `now` (`monotonicNow()`).
    enum QuitSignalOutcome: Equatable {
        /// The first quit signal: handed to the main actor, which saves and then ends by it.
        case handedOver
        /// The handed-over signal again within `repeatGrace`: the save goes on.
        case ignoredRepeat
        /// Restore the terminal and end by it.
        case endsProcess
    }

    /// What the handler does with `signal` at `now`; hands it over when it is the first quit
    /// signal. Async-signal-safe.
    static func quitSignalOutcome(_ signal: Int32, now: Int64) -> QuitSignalOutcome {
        guard isQuitSignal(signal) else { return .endsProcess }
        if handOverQuit(signal, to: takeQuitHandOver(), at: now) { return .handedOver }
        guard handedOverSignal.load(ordering: .acquiring) == signal else { return .endsProcess }
        let elapsed = now - handedOverAt.load(ordering: .relaxed)
        return elapsed >= 0 && elapsed < repeatGrace ? .ignoredRepeat : .endsProcess
    }

    /// The monotonic clock in nanoseconds. Async-signal-safe.
    static func monotonicNow() -> Int64 {
        var time = timespec()
        _ = clock_gettime(CLOCK_MONOTONIC, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// The hand-over's first step: takes `quitRequestFD` (leaving -1), so that neither another
    /// signal nor the main actor's end of the hand-over can take it too. -1 when nobody listens.
    static func takeQuitHandOver() -> Int32 {
        quitRequestFD.exchange(-1, ordering: .acquiringAndReleasing)
    }

    /// The hand-over's second step: records `signal` and `now` (for `quitSignalOutcome`), and
    /// writes `signal`'s number to `fd` (from `takeQuitHandOver`).
    static func handOverQuit(_ signal: Int32, to fd: Int32, at now: Int64 = monotonicNow()) -> Bool {
        guard fd >= 0 else { return false }
        handedOverAt.store(now, ordering: .relaxed)
        handedOverSignal.store(signal, ordering: .releasing)
        var number = UInt8(truncatingIfNeeded: signal)
        return write(fd, &number, 1) == 1
    }

    /// Lets the action that was in place before ours (the default, or Swift's backtracer) take
    /// `signal`: with the default action of a termination signal, the process ends by it.
    static func passOn(_ signal: Int32) {
        var previous = previousActions[Int(signal)]
        _ = sigaction(signal, &previous, nil)
        _ = raise(signal)
    }

    /// Restores the terminal if it is still taken, ends output capture and names the log when it
    /// is not empty; idempotent and async-signal-safe.
    static func restore() {
        guard state.isActive else { return }
        state.isActive = false
        releaseTerminal()
        let current = state
        if current.savedStdout >= 0 { _ = dup2(current.savedStdout, 1) }
        if current.savedStderr >= 0 { _ = dup2(current.savedStderr, 2) }
        var status = stat()
        if current.logFD >= 0, fstat(current.logFD, &status) == 0, status.st_size > 0, let notice = current.logNotice {
            writeAll(2, notice)
        }
    }

    /// Gives the screen back after a crash, leaving stderr in the log for the crash report.
    static func restoreAfterCrash() {
        guard state.isActive else { return }
        state.isActive = false
        releaseTerminal()
        if let notice = state.crashNotice { writeAll(state.outputFD, notice) }
    }

    /// Leaves the alternate screen and the input modes and restores the original settings,
    /// keeping output capture (used to suspend).
    static func releaseTerminal() {
        let current = state
        if let leave = current.leaveBytes { writeAll(current.outputFD, leave) }
        var termios = current.savedTermios
        _ = tcsetattr(current.inputFD, TCSANOW, &termios)
    }

    private static func writeAll(_ fd: Int32, _ bytes: UnsafeMutableBufferPointer<UInt8>) {
        var offset = 0
        while offset < bytes.count {
            let written = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if written > 0 { offset += written } else if written < 0 && errno == EINTR { continue } else { return }
        }
    }

    private static func copy(_ bytes: [UInt8]) -> UnsafeMutableBufferPointer<UInt8> {
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = buffer.initialize(from: bytes)
        return buffer
    }

    private static func installAlternateSignalStack() {
        let size = 256 * 1024
        var stack = stack_t()
        stack.ss_sp = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
        stack.ss_size = size
        stack.ss_flags = 0
        _ = sigaltstack(&stack, nil)
    }
}
