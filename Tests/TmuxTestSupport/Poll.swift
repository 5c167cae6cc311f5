import Foundation

/// Checks `done` every `interval` until it holds or `seconds` have passed (the bound only catches
/// a hang: a loaded machine can take many seconds); whether it held. The task sleeps between
/// checks, so a waiting test holds no thread of the cooperative pool (two on a two-core machine)
/// that the tests running beside it need, as a `usleep` loop did.
@discardableResult
public func poll(seconds: Double, every interval: Duration = .milliseconds(50), until done: () -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while !done() {
        guard Date() < deadline else { return false }
        try? await Task.sleep(for: interval)
    }
    return true
}
