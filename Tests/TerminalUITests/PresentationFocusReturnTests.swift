import CheckedIndex
import Testing
@testable import TerminalUI

/// As in SwiftUI and UIKit, when a presentation closes focus returns to the view that had it
/// when the presentation opened, also across a chain (a context menu whose item asks in a
/// confirmation dialog, whose answer is told in an alert), and stays on that row while the
/// row's content changes (the flagged message says so). When that row is gone (deleted), focus
/// goes to the row now nearest its place, not to another part of the screen.
@MainActor @Suite struct PresentationFocusReturnTests {
    /// A header button, ten focusable rows in a lazy list with a menu each, an input.
    private struct Chat: View {
        @State var rows = Array(0..<10)
        @State var flagged: Set<Int> = []
        @State var deleting: Int?
        @State var isConfirmingDelete = false
        @State var asking: Int?
        @State var isAsking = false
        @State var isTelling = false
        @State var draft = ""
        var body: some View {
            VStack(spacing: 0) {
                Button("Back") {}
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(rows, id: \.self) { index in
                            Text(flagged.contains(index) ? "row \(index) flagged" : "row \(index)")
                                .focusable()
                                .contextMenu {
                                    Button("Reply") {}
                                    Button("Flag") {
                                        asking = index
                                        isAsking = true
                                    }
                                    Button("Delete", role: .destructive) {
                                        deleting = index
                                        isConfirmingDelete = true
                                    }
                                }
                        }
                    }
                }
                .defaultScrollAnchor(.bottom)
                TextField("Send a message", text: $draft)
            }
            .confirmationDialog("Flag it?", isPresented: $isAsking, titleVisibility: .visible) {
                Button("Flag") {
                    if let asking { flagged.insert(asking) }
                    isTelling = true
                }
                Button("Cancel", role: .cancel) {}
            }
            .confirmationDialog("Delete it?", isPresented: $isConfirmingDelete, titleVisibility: .visible) {
                Button("Delete", role: .destructive) {
                    rows.removeAll { $0 == deleting }
                    isTelling = true
                }
                Button("Cancel", role: .cancel) {}
            }
            .alert("Done", isPresented: $isTelling) {
                Button("OK") {}
            }
        }
    }

    private let size = CellSize(width: 40, height: 14)

    /// The text on the focused node's first line, "" without focus.
    private func focusedLine(_ host: ViewHost) -> String {
        _ = host.render(size: size)
        guard let node = host.graph.focusedNode, node.frame.y >= 0, node.frame.y < size.height else { return "" }
        guard let line = ControlScreen.lines(host, width: size.width, height: size.height)[checked: node.frame.y] else { return "" }
        let start = line.index(line.startIndex, offsetBy: min(node.frame.x, line.count))
        let end = line.index(start, offsetBy: min(node.frame.width, line.distance(from: start, to: line.endIndex)))
        return line[start..<end].trimmingCharacters(in: .whitespaces)
    }

    /// Presses a key and renders, as the terminal runtime does after each key.
    private func press(_ key: TerminalKey, in host: ViewHost) {
        host.press(key)
        _ = host.render(size: size)
    }

    private func focusRow(_ label: String, in host: ViewHost) {
        _ = host.render(size: size)
        host.press(.up)  // from the input to the last row
        var steps = 0
        while focusedLine(host) != label, steps < 12 {
            host.press(.up)
            steps += 1
        }
    }

    @Test func focusReturnsToTheRowAfterMenuDialogAndAlert() {
        let host = ViewHost(rootView: Chat())
        focusRow("row 7", in: host)
        #expect(focusedLine(host) == "row 7")
        press(.enter, in: host)  // the row's menu, on "Reply"
        #expect(focusedLine(host) == "Reply")
        press(.down, in: host)
        press(.enter, in: host)  // "Flag": the menu closes, the dialog opens
        #expect(host.snapshot(width: size.width, height: size.height).contains("Flag it?"))
        press(.enter, in: host)  // "Flag" in the dialog: the alert opens
        #expect(host.snapshot(width: size.width, height: size.height).contains("Done"))
        press(.enter, in: host)  // OK
        #expect(focusedLine(host) == "row 7 flagged")
        press(.enter, in: host)  // the same row's menu again
        press(.down, in: host)
        press(.enter, in: host)
        press(.tab, in: host)  // to "Cancel"
        press(.enter, in: host)
        #expect(focusedLine(host) == "row 7 flagged")
    }

    @Test func focusGoesToTheNearestRowWhenItsRowWasDeleted() {
        let host = ViewHost(rootView: Chat())
        focusRow("row 7", in: host)
        press(.enter, in: host)
        press(.down, in: host)
        press(.down, in: host)  // "Delete"
        press(.enter, in: host)
        #expect(host.snapshot(width: size.width, height: size.height).contains("Delete it?"))
        press(.tab, in: host)  // from Cancel (not destructive, focused first) to Delete
        press(.enter, in: host)
        #expect(host.snapshot(width: size.width, height: size.height).contains("Done"))
        press(.enter, in: host)  // OK
        #expect(!host.snapshot(width: size.width, height: size.height).contains("row 7"))
        #expect(["row 6", "row 8"].contains(focusedLine(host)), "a neighbour of the deleted row, not \(focusedLine(host))")
    }

    @Test func escapeOnTheMenuReturnsFocusToTheRow() {
        let host = ViewHost(rootView: Chat())
        focusRow("row 8", in: host)
        press(.enter, in: host)
        press(.escape, in: host)
        #expect(focusedLine(host) == "row 8")
    }
}
