import Combine
import SwiftUI
import TerminalUI

/// Whether the key help is shown.
@MainActor final class HelpState: ObservableObject {
    @Published var isShown = false
}

/// The keys of the demo, drawn over the screen (`?` or F1; any key closes it), F2's line with
/// the mouse's state. Every line fits an 80-column terminal (`HelpOverlayFitTests`).
struct HelpOverlay: View {
    /// Whether the runtime captures the mouse (F2 switches it).
    var isMouseCaptured = true

    /// F2's line: what it does now.
    static func mouseLine(isCaptured: Bool) -> String {
        isCaptured ? "mouse is on; F2 turns it off to select text" : "mouse is off (select text); F2 turns it on"
    }

    static func lines(isMouseCaptured: Bool) -> [(keys: String, action: String)] {
        lines.map { $0.keys == "F2" ? ($0.keys, mouseLine(isCaptured: isMouseCaptured)) : $0 }
    }

    static let lines: [(keys: String, action: String)] = [
        ("↑ ↓  Tab", "move between channels, messages and buttons"),
        ("Enter", "open a channel, send, press a button, a message's actions"),
        ("Esc", "back to the channel list (or close a popup, end an edit)"),
        ("@name", "mention someone (↑ ↓ and Enter pick a suggestion)"),
        ("/", "commands: /giphy /mute /unmute /ban /unban /flag /pay"),
        ("PgUp PgDn", "scroll the messages"),
        ("End Ctrl-End", "the newest message, as ↓ N new does (Ctrl-End in text)"),
        ("Alt-Enter", "a new line in the message (up to 5 lines, then it scrolls)"),
        ("Shift-F10", "a message's actions: react, reply, pin, edit, delete, flag"),
        ("F2", mouseLine(isCaptured: true)),
        ("? or F1", "this help (? is text in the message and search fields)"),
        ("Ctrl-Q  Ctrl-C", "quit (Ctrl-C first clears typed text)"),
    ]

    /// The key lines: the keys in a column, then what they do.
    static func keyRows(isMouseCaptured: Bool) -> [String] {
        let lines = lines(isMouseCaptured: isMouseCaptured)
        let width = lines.map(\.keys.count).max() ?? 0
        return lines.map { $0.keys + String(repeating: " ", count: width - $0.keys.count + 2) + $0.action }
    }

    /// The height of a terminal row and the width of a column, in points.
    private static let row = CellUnits.pointsPerRow, column = CellUnits.pointsPerColumn

    /// A line left blank when there is room for it, none when there is not.
    private var blankLine: some View {
        Spacer(minLength: 0).frame(maxHeight: Self.row)
    }

    var body: some View {
        let keyRows = Self.keyRows(isMouseCaptured: isMouseCaptured)
        let widest = keyRows.map(\.count).max() ?? 0
        VStack(alignment: .leading, spacing: 0) {
            Text("Keys").bold()
            blankLine
            // On a small screen the box fits it: the title and the way out stay, the key lines
            // between them are cut to the width (with "…") and to the rows left (the wheel
            // scrolls them); the blank lines around them give way first (at 20×6 they took the
            // two rows left and no key showed).
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(Array(keyRows.enumerated()), id: \.offset) { row in
                        Text(row.element).lineLimit(1)
                    }
                }
            }
            .frame(maxWidth: CGFloat(widest) * Self.column, maxHeight: CGFloat(keyRows.count) * Self.row)
            .layoutPriority(1)
            blankLine
            Text("Press any key to close").lineLimit(1)
        }
        // The border is drawn on the outermost cells: one row and two columns of room for it.
        .padding(EdgeInsets(top: Self.row, leading: 2 * Self.column, bottom: Self.row, trailing: 2 * Self.column))
        .background(Color.black)
        .border(Color.white)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}
