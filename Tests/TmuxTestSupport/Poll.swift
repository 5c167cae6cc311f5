import Foundation

/// Checks `done` every `interval` until it holds or `seconds` have passed (the bound only catches
/// a hang: a loaded machine can take many seconds); whether it held. The task sleeps between
/// checks, so a waiting test holds no thread of the cooperative pool (two on a two-core machine)
/// that the tests running beside it need, as a `usleep` loop did.
@discardableResult
public func poll(seconds: Double, every interval: Duration = .milliseconds(50), until done: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + .seconds(seconds)
    while !done() {
        guard ContinuousClock.now < deadline else { return false }
        // A cancelled test stops waiting (its sleeps would end at once: a busy loop).
        do { try await Task.sleep(for: interval) } catch { return done() }
    }
    return true
}
