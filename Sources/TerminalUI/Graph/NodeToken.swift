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
///
/// While the graph processes invalidations (`beginProcessing` … `endProcessing`), those made
/// meanwhile (a body writing what another body read, such as the message list marking the row
/// before a new message as no longer ending its group) are drained by the same processing and
/// call nothing; `endProcessing` calls `onFirstPending` only for what it leaves queued. Each
/// such call made the host start a task to ask for a frame that was already being made.
final class InvalidationQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var pending: [NodeToken] = []
    private var notified = false
    /// Nesting depth of `beginProcessing` (a settle inside an update's work nests).
    private var processingDepth = 0
    /// Called (on the invalidating thread) when the queue goes from empty to non-empty, outside
    /// processing.
    var onFirstPending: (@Sendable () -> Void)?

    func enqueue(_ token: NodeToken) {
        let shouldNotify: Bool = lock.withLock {
            pending.append(token)
            if notified || processingDepth > 0 { return false }
            notified = true
            return true
        }
        if shouldNotify { onFirstPending?() }
    }

    /// The graph starts draining and re-evaluating: invalidations until `endProcessing` are
    /// its to drain.
    func beginProcessing() { lock.withLock { processingDepth += 1 } }

    /// The graph is done: what is still queued (more rounds than it runs) is announced.
    func endProcessing() {
        let shouldNotify: Bool = lock.withLock {
            processingDepth -= 1
            if processingDepth > 0 || pending.isEmpty || notified { return false }
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
