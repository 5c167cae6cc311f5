import Combine
import SwiftUI

/// Whether the key help is shown.
@MainActor final class HelpState: ObservableObject {
    @Published var isShown = false
}

/// The keys of the demo, drawn over the screen (`?` or F1; any key closes it).
struct HelpOverlay: View {
    static let lines: [(keys: String, action: String)] = [
        ("↑ ↓  Tab", "move between channels, messages and buttons"),
        ("Enter", "open the channel / send the message / press the button"),
        ("Esc", "back to the channel list (or close a popup)"),
        ("@name", "mention someone (↑ ↓ and Enter pick a suggestion)"),
        ("/", "commands: /giphy /mute /unmute /ban /unban /flag /pay"),
        ("PgUp PgDn", "scroll the messages"),
        ("F2", "toggle mouse capture (to select text)"),
        ("? or F1", "this help"),
        ("Ctrl-Q  Ctrl-C", "quit (Ctrl-C first clears typed text)"),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Keys").bold()
            Text(" ")
            ForEach(Self.lines, id: \.keys) { line in
                HStack(spacing: 2) {
                    Text(line.keys).bold().frame(width: 16 * 8, alignment: .leading)
                    Text(line.action)
                }
            }
            Text(" ")
            Text("Press any key to close").foregroundColor(.secondary)
        }
        .padding()
        .background(Color.black)
        .border(Color.white)
    }
}
