import Combine
import StreamChat
import SwiftUI

/// What the demo must tell the user while it runs, under the screen (``DemoNoticeBar``): a
/// startup warning (the database runs without its lock), a problem with the client's storage of
/// unsent messages, and the messages that quitting now would lose. Ctrl-Q with such messages
/// does not quit at once: it says so, and a second Ctrl-Q quits.
@MainActor final class DemoNotices: ObservableObject {
    /// A warning from the start (``DemoDatabaseLock/warning``), shown until the demo ends.
    let startupWarning: String?
    /// How the client's local storage of unsent messages stands.
    @Published private(set) var storage = LocalStorageState()
    /// Whether a quit was held back because it would lose unsent messages.
    @Published private(set) var isQuitHeldBack = false
    private var subscription: AnyCancellable?

    init(client: ChatClient, startupWarning: String?) {
        self.startupWarning = startupWarning
        subscription = client.localStorageStatePublisher.sink { [weak self] state in
            MainActor.assumeIsolated {
                self?.storage = state
                if !state.hasUnstoredMessages { self?.isQuitHeldBack = false }
            }
        }
    }

    /// The lines to show, most important first; none in the usual case.
    var lines: [String] {
        var lines: [String] = []
        if let startupWarning { lines.append("Warning: \(startupWarning)") }
        let count = storage.unstoredMessageIds.count
        if count > 0 {
            lines.append("\(Self.notStored(count)): quitting now loses \(count == 1 ? "it" : "them")"
                + (isQuitHeldBack ? ". Ctrl-Q again quits anyway." : "."))
        }
        if let error = storage.error { lines.append("Storage problem: \(error.message)") }
        return lines
    }

    /// How the demo says that `count` unsent messages are kept in memory only ("1 unsent
    /// message is not stored"), under the screen and, when quitting loses them, on standard error.
    static func notStored(_ count: Int) -> String {
        count == 1 ? "1 unsent message is not stored" : "\(count) unsent messages are not stored"
    }

    /// Whether a quit key may quit: not the first time while unsent messages are not stored
    /// (the notice then says that a second Ctrl-Q quits).
    func shouldQuit() -> Bool {
        guard storage.hasUnstoredMessages, !isQuitHeldBack else { return true }
        isQuitHeldBack = true
        return false
    }
}

/// The notices' lines under the screen, in warning colours; nothing when there is none.
struct DemoNoticeBar: View {
    @ObservedObject var notices: DemoNotices

    var body: some View {
        let lines = notices.lines
        if !lines.isEmpty {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(lines, id: \.self) { line in
                    HStack(spacing: 0) {
                        Text(line)
                        Spacer(minLength: 0)
                    }
                }
            }
            .foregroundColor(.white)
            .background(Color.red)
        }
    }
}
