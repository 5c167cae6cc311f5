import Foundation

/// When the channel list's message search runs after the search text changed: once the text
/// has been still for `interval`, as Stream's channel list search debounces its requests (its
/// `Debouncer(0.3)`). Tests replace `schedule` with one they run by hand.
struct SearchDebounce {
    /// How long the text must stay unchanged.
    var interval: Duration
    /// Runs an action on the main actor after a delay.
    var schedule: @MainActor (_ delay: Duration, _ action: @escaping @MainActor () -> Void) -> Void

    /// 300 ms on the main queue.
    static let mainQueue = SearchDebounce(interval: .milliseconds(300)) { delay, action in
        let seconds = Double(delay.components.seconds) + Double(delay.components.attoseconds) / 1e18
        DispatchQueue.main.asyncAfter(deadline: .now() + seconds) {
            MainActor.assumeIsolated { action() }
        }
    }
}
