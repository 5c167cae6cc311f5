import Foundation

/// The end of a `DemoProcess` run, told by other threads: its exit status (from
/// `terminationHandler`), both outputs read to their end, and whether the watchdog ended it.
/// Resumes the one waiting task once all three are in, whichever comes last.
final class DemoProcessEnding: @unchecked Sendable {
    struct End: Sendable {
        var status: Int32
        var output: Data
        var errors: Data
        var timedOut: Bool
    }

    private let lock = NSLock()
    private var status: Int32?
    private var output: Data?
    private var errors: Data?
    private var wasTimedOut = false
    private var waiter: CheckedContinuation<End, Never>?

    func exited(with status: Int32) { update { $0.status = status } }
    func read(output: Data) { update { $0.output = output } }
    func read(errors: Data) { update { $0.errors = errors } }
    func timedOut() { update { $0.wasTimedOut = true } }
    func wait(_ continuation: CheckedContinuation<End, Never>) { update { $0.waiter = continuation } }

    /// Applies `change` and resumes the waiter if the run is over (outside the lock).
    private func update(_ change: (DemoProcessEnding) -> Void) {
        let ready: (CheckedContinuation<End, Never>, End)? = lock.withLock {
            change(self)
            guard let waiter, let status, let output, let errors else { return nil }
            self.waiter = nil
            return (waiter, End(status: status, output: output, errors: errors, timedOut: wasTimedOut))
        }
        if let (waiter, end) = ready { waiter.resume(returning: end) }
    }
}
