@testable import TerminalUI

/// A host run as the terminal runtime runs it, without a terminal: the runtime's
/// `FrameScheduler` asks for frames when the host invalidates, and each frame renders the host
/// once. `runUntilIdle()` lets the main actor's queued work run (the host's invalidation
/// tasks) and renders the frames asked for, until nothing more is.
@MainActor final class RuntimeProbe {
    let host: ViewHost
    let size: CellSize
    private var scheduled: [@MainActor @Sendable () -> Void] = []
    private var scheduler: FrameScheduler?
    /// The last frame rendered.
    private(set) var screen: CellGrid?

    init(host: ViewHost, width: Int, height: Int) {
        self.host = host
        size = CellSize(width: width, height: height)
        let scheduler = FrameScheduler(now: { 0 }, schedule: { [unowned self] _, action in scheduled.append(action) },
                                       render: { [unowned self] in screen = host.render(size: size) })
        self.scheduler = scheduler
        host.onInvalidate = { [weak scheduler] in scheduler?.requestFrame() }
        // As the runtime starts: one frame.
        scheduler.requestFrame()
    }

    /// Frames rendered so far.
    var frames: Int { scheduler?.frameCount ?? 0 }

    /// The last frame as text.
    var text: String { screen?.plainText ?? "" }

    /// Runs queued main-actor work and the frames it asks for until none is asked for.
    func runUntilIdle() async {
        for _ in 0..<100 {
            for _ in 0..<10 { await Task.yield() }
            guard !scheduled.isEmpty else { return }
            let due = scheduled
            scheduled.removeAll()
            for action in due { action() }
        }
    }

    /// What a frame drawn from scratch shows now (the truth the last frame must match).
    func freshText() -> String {
        host.invalidateDrawing()
        return host.render(size: size).plainText
    }
}
