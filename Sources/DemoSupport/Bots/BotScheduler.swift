import Foundation

/// Runs bot work later on the main actor.
@MainActor public protocol BotScheduler: AnyObject {
    /// Runs `work` once, `delay` seconds from now.
    func schedule(after delay: TimeInterval, _ work: @escaping @MainActor () -> Void)
    /// Cancels everything scheduled and not yet run.
    func cancelAll()
}

/// Schedules with one-shot timers on the main run loop: nothing runs (and no CPU is used)
/// between timers.
@MainActor public final class RunLoopBotScheduler: BotScheduler {
    private var pending: [Int: (timer: Timer, work: @MainActor () -> Void)] = [:]
    private var nextId = 0

    public init() {}

    public func schedule(after delay: TimeInterval, _ work: @escaping @MainActor () -> Void) {
        let id = nextId
        nextId += 1
        // An explicit fire date: on Linux, Foundation's `Timer(timeInterval:repeats:block:)`
        // fires at once instead of after the interval (the bots then posted many messages a
        // second).
        let fireDate = Date(timeIntervalSinceNow: max(0, delay))
        let timer = Timer(fire: fireDate, interval: 0, repeats: false) { [weak self] _ in
            MainActor.assumeIsolated { self?.fire(id) }
        }
        pending[id] = (timer, work)
        RunLoop.main.add(timer, forMode: .common)
    }

    /// When the scheduled work will run, earliest first.
    var fireDates: [Date] {
        pending.values.map(\.timer.fireDate).sorted()
    }

    public func cancelAll() {
        for entry in pending.values { entry.timer.invalidate() }
        pending.removeAll()
    }

    private func fire(_ id: Int) {
        pending.removeValue(forKey: id)?.work()
    }
}
