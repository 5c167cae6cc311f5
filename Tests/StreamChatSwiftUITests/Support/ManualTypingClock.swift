import Foundation
@testable import StreamChat
import Synchronization

/// A typing clock that stands still until the test moves it: the client's typing timers
/// (typing-stop after a keystroke, expiry of others' typing) fire only when `advance(seconds:)`
/// passes their deadline, never because a loaded machine ran the test slowly.
final class ManualTypingClock: Sendable {
    private struct Timer {
        let deadline: Date
        let action: @MainActor @Sendable () -> Void
    }

    private let state = Mutex((now: Date(timeIntervalSince1970: 1_800_000_000), timers: [Timer]()))

    var now: Date { state.withLock { $0.now } }

    /// The clock to put in `ChatClientConfig.typingClock`.
    var typingClock: TypingClock {
        TypingClock(now: { [self] in now }, schedule: { [self] deadline, action in
            state.withLock { $0.timers.append(Timer(deadline: deadline, action: action)) }
        })
    }

    /// Moves the clock on by `seconds` and runs the timers that fell due, earliest first
    /// (including ones scheduled meanwhile; timers due at scheduling run here too).
    @MainActor func advance(seconds: TimeInterval) {
        let target = state.withLock { $0.now.addingTimeInterval(seconds) }
        while let timer = state.withLock({ state -> Timer? in
            guard let index = state.timers.indices.filter({ state.timers[$0].deadline <= target })
                .min(by: { state.timers[$0].deadline < state.timers[$1].deadline }) else { return nil }
            state.now = max(state.now, state.timers[index].deadline)
            return state.timers.remove(at: index)
        }) {
            timer.action()
        }
        state.withLock { $0.now = target }
    }
}
