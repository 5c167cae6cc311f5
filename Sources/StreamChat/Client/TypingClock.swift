import Foundation

/// The time the client's typing timers run on: typing-stop after the last keystroke
/// (`ChatClientConfig.typingStopDelay`) and the expiry of others' typing indicators
/// (`ChatClientConfig.typingIndicatorTimeout`). The app always uses `system`; tests replace it
/// with a clock they move by hand, so a slow machine never lets a timer fire during a check.
struct TypingClock: Sendable {
    /// The current time.
    let now: @Sendable () -> Date
    /// Runs `action` on the main actor once this clock reaches `deadline` (at once when it has).
    let schedule: @Sendable (_ deadline: Date, _ action: @escaping @MainActor @Sendable () -> Void) -> Void

    /// The wall clock, with timers on the main queue.
    static let system = TypingClock(now: { Date() }, schedule: { deadline, action in
        DispatchQueue.main.asyncAfter(deadline: .now() + max(0, deadline.timeIntervalSinceNow)) {
            MainActor.assumeIsolated { action() }
        }
    })
}
