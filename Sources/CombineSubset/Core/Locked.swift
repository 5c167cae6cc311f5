import Foundation

/// Mutable state guarded by a lock. Internal building block of the thread-safe publishers.
///
/// The closure passed to `withLock` must not call out to subscribers: callbacks run after the
/// lock is released, so that a subscriber may call back into the publisher.
final class Locked<State>: @unchecked Sendable {
    private let lock = NSLock()
    private var state: State

    init(_ state: State) {
        self.state = state
    }

    func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }
}
