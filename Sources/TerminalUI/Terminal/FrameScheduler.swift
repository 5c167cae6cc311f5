import Dispatch

/// Coalesces invalidations into frames: any number of `requestFrame()` calls before the next frame
/// produce one frame, and frames are at least `minimumInterval` apart (60 fps by default). Nothing
/// runs while nothing is requested: no polling, no timer left armed.
@MainActor final class FrameScheduler {
    /// Runs an action after a delay in nanoseconds (0: on the next turn of the main queue).
    typealias Schedule = @MainActor (_ delayNanoseconds: UInt64, _ action: @escaping @MainActor @Sendable () -> Void) -> Void

    let minimumInterval: UInt64
    private let now: @MainActor () -> UInt64
    private let schedule: Schedule
    private let render: @MainActor () -> Void
    private var isScheduled = false
    private var lastFrameStart: UInt64?
    /// Frames rendered so far.
    private(set) var frameCount = 0

    init(minimumInterval: UInt64 = 1_000_000_000 / 60,
         now: @escaping @MainActor () -> UInt64 = { DispatchTime.now().uptimeNanoseconds },
         schedule: @escaping Schedule = FrameScheduler.mainQueueSchedule,
         render: @escaping @MainActor () -> Void) {
        self.minimumInterval = minimumInterval
        self.now = now
        self.schedule = schedule
        self.render = render
    }

    /// Asks for a frame; it comes on the next main-queue turn, or when the interval since the last
    /// frame has passed, whichever is later.
    func requestFrame() {
        guard !isScheduled else { return }
        isScheduled = true
        var delay: UInt64 = 0
        if let lastFrameStart {
            let elapsed = now() &- lastFrameStart
            if elapsed < minimumInterval { delay = minimumInterval - elapsed }
        }
        schedule(delay) { [weak self] in self?.fire() }
    }

    private func fire() {
        isScheduled = false
        lastFrameStart = now()
        frameCount += 1
        render()
    }

    static let mainQueueSchedule: Schedule = { delay, action in
        if delay == 0 {
            DispatchQueue.main.async { MainActor.assumeIsolated { action() } }
        } else {
            DispatchQueue.main.asyncAfter(deadline: .now() + .nanoseconds(Int(delay))) { MainActor.assumeIsolated { action() } }
        }
    }
}
