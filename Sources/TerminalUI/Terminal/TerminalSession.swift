#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch

/// One full-screen run of a `RenderHost` on the real terminal: raw mode, input, signals, frames,
/// suspend/resume and the way out.
@MainActor final class TerminalSession {
    private let host: any RenderHost
    private let device: TerminalDevice
    private let capture: OutputCapture?
    private var writer: TerminalWriter
    private var size: CellSize
    private var mouseCapture = true
    private var resumedAfterOwnSuspend = false
    private var scheduler: FrameScheduler?
    private var input: InputReader?
    private var signalSources: [DispatchSourceSignal] = []
    private var quitRequests: DispatchSourceRead?
    /// Where the signal handler hands quit signals over, nil without one.
    private var quitSignals: QuitSignalPipe?
    /// Runs once when the user quits, before the terminal is restored (see `TerminalRuntime.run`).
    var beforeExit: (@MainActor () -> Void)?

    init(host: any RenderHost, device: TerminalDevice, capture: OutputCapture?, colorMode: ColorMode) {
        self.host = host
        self.device = device
        self.capture = capture
        self.writer = TerminalWriter(colorMode: colorMode)
        self.size = device.size()
    }

    func start() {
        signal(SIGPIPE, SIG_IGN)
        unblockHandledSignals()
        device.enterRawMode()
        TerminalRestore.arm(inputFD: device.inputFD, outputFD: device.outputFD, savedTermios: device.originalSettings, capture: capture)
        TerminalRestore.installHandlers()
        listenForQuitSignals()
        device.write(TerminalModes.enter(mouseCapture: mouseCapture))
        TerminalClipboard.sink = { [weak self] text in self?.copyToClipboard(text) ?? false }

        let scheduler = FrameScheduler { [weak self] in self?.renderFrame() }
        self.scheduler = scheduler
        host.onInvalidate = { [weak scheduler] in scheduler?.requestFrame() }
        let input = InputReader(fd: device.inputFD, eraseByte: device.eraseByte,
                                deliver: { [weak self] event in self?.handle(event) },
                                endOfInput: { [weak self] in self?.quit() })
        self.input = input
        input.start()
        observe(SIGWINCH) { $0.windowResized() }
        observe(SIGTSTP) { $0.suspend() }
        observe(SIGCONT) { $0.continued() }
        scheduler.requestFrame()
    }

    /// Routes one decoded event: runtime keys first, everything else to the host.
    func handle(_ event: InputEvent) {
        switch RuntimeKeyBindings.action(for: event) {
        case .quit:
            if host.shouldQuit() { quit() }
        case .deliverThenQuitIfIgnored:
            if !host.handle(event), host.shouldQuit() { quit() }
        case .suspend:
            suspend()
        case .toggleMouseCapture:
            mouseCapture.toggle()
            device.write(Array((mouseCapture ? TerminalModes.mouseOn : TerminalModes.mouseOff).utf8))
            host.mouseCaptureChanged(isCaptured: mouseCapture)
        case .deliver:
            host.handle(event)
        }
    }

    /// Queues `text` for the clipboard and asks for a frame to carry it.
    private func copyToClipboard(_ text: String) -> Bool {
        guard writer.copyToClipboard(text) else { return false }
        scheduler?.requestFrame()
        return true
    }

    private func renderFrame() {
        let grid: CellGrid
        let cursor: CellPoint?
        if UndersizedScreen.isTooSmall(size) {
            grid = UndersizedScreen.grid(size: size)
            cursor = nil
        } else {
            grid = host.render(size: size)
            cursor = host.cursorPosition
        }
        device.write(writer.frame(grid, cursorPosition: cursor))
    }

    private func windowResized() {
        let newSize = device.size()
        guard newSize != size else { return }
        size = newSize
        host.handle(.resize(newSize))
        scheduler?.requestFrame()
    }

    /// Ctrl-Z or SIGTSTP: give the terminal back, stop; on `fg` take it again and repaint.
    private func suspend() {
        TerminalRestore.releaseTerminal()
        _ = raise(SIGSTOP)
        resumedAfterOwnSuspend = true
        retakeTerminal()
    }

    /// SIGCONT: after our own suspend the terminal is already retaken; after someone else stopped
    /// us (SIGSTOP from outside) the shell may have changed the modes, so take it again.
    private func continued() {
        if resumedAfterOwnSuspend {
            resumedAfterOwnSuspend = false
            return
        }
        retakeTerminal()
    }

    private func retakeTerminal() {
        device.enterRawMode()
        device.write(TerminalModes.enter(mouseCapture: mouseCapture))
        writer.invalidate()
        let newSize = device.size()
        if newSize != size {
            size = newSize
            host.handle(.resize(newSize))
        }
        scheduler?.requestFrame()
    }

    /// Runs `beforeExit`, restores the terminal (and names the output log when something was
    /// printed) and exits. A quit signal handed over meanwhile wins, so the exit status tells it:
    /// closing the terminal ends the input and sends SIGHUP, in either order, and the SIGHUP may
    /// come while `beforeExit` saves; the process then ends by it as when it came first.
    func quit(status: Int32 = 0) -> Never {
        finish()
        switch quitSignals?.ending(status: status) ?? .status(status) {
        case .status(let status):
            exit(status)
        case .signal(let signal):
            TerminalRestore.passOn(signal)
            exit(128 + signal)
        }
    }

    /// SIGTERM or SIGHUP (see `TerminalRestore.isQuitSignal`): quits as `quit()` does, then ends
    /// the process by the signal as it would have ended without the runtime, so the exit status
    /// still tells the signal (128 + its number when its action does not end the process).
    func quit(bySignal signal: Int32) -> Never {
        finish()
        TerminalRestore.passOn(signal)
        exit(128 + signal)
    }

    private func finish() {
        if let beforeExit {
            self.beforeExit = nil
            beforeExit()
        }
        fflush(nil)
        TerminalRestore.restore()
    }

    /// The signal handler hands the first SIGTERM or SIGHUP over through a pipe read here, so
    /// that quitting (the app's `beforeExit` included) runs on the main actor, outside the handler.
    private func listenForQuitSignals() {
        guard let pipe = QuitSignalPipe() else { return }
        quitSignals = pipe
        let source = DispatchSource.makeReadSource(fileDescriptor: pipe.readFD, queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                guard let self, let signal = self.quitSignals?.takeSignal() else { return }
                self.quit(bySignal: signal)
            }
        }
        source.resume()
        quitRequests = source
        pipe.listen()
    }

    /// A process started from a thread that blocks signals inherits that mask; the signals the
    /// runtime handles must reach the main thread whatever the parent did.
    private func unblockHandledSignals() {
        var handled = sigset_t()
        sigemptyset(&handled)
        for signalNumber in TerminalRestore.terminationSignals + TerminalRestore.crashSignals + [SIGWINCH, SIGTSTP, SIGCONT] {
            sigaddset(&handled, signalNumber)
        }
        pthread_sigmask(SIG_UNBLOCK, &handled, nil)
    }

    private func observe(_ signalNumber: Int32, _ action: @escaping @MainActor (TerminalSession) -> Void) {
        signal(signalNumber, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                action(self)
            }
        }
        source.resume()
        signalSources.append(source)
    }
}
