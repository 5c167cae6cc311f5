import Combine
import SwiftUI

/// Whether the key help is shown.
@MainActor final class HelpState: ObservableObject {
    @Published var isShown = false
}

/// The keys of the demo, drawn over the screen (`?` or F1; any key closes it). Every line fits
/// an 80-column terminal (`HelpOverlayFitTests`).
struct HelpOverlay: View {
    static let lines: [(keys: String, action: String)] = [
        ("↑ ↓  Tab", "move between channels, messages and buttons"),
        ("Enter", "open a channel, send, press a button, a message's actions"),
        ("Esc", "back to the channel list (or close a popup, end an edit)"),
        ("@name", "mention someone (↑ ↓ and Enter pick a suggestion)"),
        ("/", "commands: /giphy /mute /unmute /ban /unban /flag /pay"),
        ("PgUp PgDn", "scroll the messages"),
        ("Alt-Enter", "a new line in the message (up to 5 lines, then it scrolls)"),
        ("", "on a message: react, reply, pin, edit, delete, flag, mute"),
        ("F2", "toggle mouse capture (to select text)"),
        ("? or F1", "this help (? is text in the message and search fields)"),
        ("Ctrl-Q  Ctrl-C", "quit (Ctrl-C first clears typed text)"),
    ]

    /// The text rows of the box: a title, the keys in a column, and how to close it.
    static var rows: [String] {
        let width = lines.map(\.keys.count).max() ?? 0
        let keyRows = lines.map { $0.keys + String(repeating: " ", count: width - $0.keys.count + 2) + $0.action }
        return ["Keys", " "] + keyRows + [" ", "Press any key to close"]
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(Array(Self.rows.enumerated()), id: \.offset) { row in
                Text(row.element).bold(row.offset == 0)
            }
        }
        .frame(height: CGFloat(Self.rows.count * 16))
        // The border is drawn on the outermost cells: one row and two columns of room for it.
        .padding(EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16))
        .background(Color.black)
        .border(Color.white)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}
