import Foundation

/// What a client hands from its own queue to the main actor (request results, server events),
/// run in the order handed: each delivery in its own turn of the main queue, as
/// `DispatchQueue.main.async` runs it, or earlier, when the client drains them
/// (``ChatClient/completePendingRequests()``); none runs twice.
final class MainDeliveries: @unchecked Sendable {
    private let lock = NSLock()
    private var pending: [@MainActor () -> Void] = []

    /// Queues `delivery` for the main actor.
    func enqueue(_ delivery: @escaping @MainActor () -> Void) {
        lock.withLock { pending.append(delivery) }
        DispatchQueue.main.async { MainActor.assumeIsolated { _ = self.runNext() } }
    }

    /// Runs the oldest delivery not run yet; false when none is left.
    @MainActor func runNext() -> Bool {
        guard let next = lock.withLock({ () -> (@MainActor () -> Void)? in pending.isEmpty ? nil : pending.removeFirst() }) else { return false }
        next()
        return true
    }

    /// Runs every queued delivery, those queued meanwhile included; false when none was queued.
    @MainActor func runAll() -> Bool {
        var ran = false
        while runNext() { ran = true }
        return ran
    }
}
