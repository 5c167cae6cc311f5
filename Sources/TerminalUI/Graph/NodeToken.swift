import Foundation

/// A thread-safe handle to a graph node, captured by state storage and subscriptions.
/// Invalidating it queues the node for re-evaluation; the queue is drained on the main actor
/// when the host renders or settles.
final class NodeToken: @unchecked Sendable {
    /// The node; read and cleared (when the node goes away) only on the main actor. Not a weak
    /// reference, which would slow down every retain and release of the node.
    unowned(unsafe) var node: ViewNode?
    let queue: InvalidationQueue

    init(queue: InvalidationQueue) { self.queue = queue }

    /// Queues the node for re-evaluation. Safe from any thread; never evaluates synchronously.
    func invalidate() { queue.enqueue(self) }
}

/// The pending invalidations of one view graph, coalesced: the first invalidation after a
/// drain calls `onFirstPending` once; later ones only queue.
final class InvalidationQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var pending: [NodeToken] = []
    private var notified = false
    /// Called (on the invalidating thread) when the queue goes from empty to non-empty.
    var onFirstPending: (@Sendable () -> Void)?

    func enqueue(_ token: NodeToken) {
        let shouldNotify: Bool = lock.withLock {
            pending.append(token)
            if notified { return false }
            notified = true
            return true
        }
        if shouldNotify { onFirstPending?() }
    }

    /// Removes and returns everything queued.
    func drain() -> [NodeToken] {
        lock.withLock {
            let drained = pending
            pending.removeAll()
            notified = false
            return drained
        }
    }

    var isEmpty: Bool { lock.withLock { pending.isEmpty } }
}
