import Foundation

/// What a client hands from its own queue to the main actor (request results, server events),
/// run in the order handed: each delivery in its own turn of the main queue, as
/// `DispatchQueue.main.async` runs it, or earlier, when the client drains them
/// (``ChatClient/completePendingRequests()``); none runs twice.
final class MainDeliveries: @unchecked Sendable {
    private let lock = NSLock()
    private var pending: [@MainActor () -> Void] = []
    /// The index in `pending` of the oldest delivery not run yet. Taking one moves the index
    /// (removing the first element would shift all the others, O(n) per delivery); the run
    /// ones are dropped together once they are most of the array, or when none is left.
    private var head = 0

    /// Queues `delivery` for the main actor.
    func enqueue(_ delivery: @escaping @MainActor () -> Void) {
        lock.withLock { pending.append(delivery) }
        DispatchQueue.main.async { MainActor.assumeIsolated { _ = self.runNext() } }
    }

    /// Runs the oldest delivery not run yet; false when none is left.
    @MainActor func runNext() -> Bool {
        guard let next = lock.withLock({ takeOldest() }) else { return false }
        next()
        return true
    }

    /// The oldest delivery not run yet, taken out of the queue (called under the lock).
    private func takeOldest() -> (@MainActor () -> Void)? {
        guard head < pending.count else { return nil }
        let oldest = pending[head]
        pending[head] = {}      // releases what the delivery holds once it has run
        head += 1
        if head == pending.count {
            pending.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= Self.compactionThreshold, head * 2 >= pending.count {
            pending.removeFirst(head)
            head = 0
        }
        return oldest
    }

    /// How many run deliveries at least are dropped at a time (with more still queued).
    static let compactionThreshold = 256

    /// Runs every queued delivery, those queued meanwhile included; false when none was queued.
    @MainActor func runAll() -> Bool {
        var ran = false
        while runNext() { ran = true }
        return ran
    }
}
