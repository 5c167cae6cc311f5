import CheckedIndex
import Testing
@testable import TerminalUI

/// A key that moves focus (Tab, Shift-Tab, Up, Down) onto a lazy list's row only partly shown
/// scrolls the whole row into the list's visible part, above the composer floating in the
/// list's bottom inset: Tab and Shift-Tab left it where it was, so a message at the list's
/// bottom edge got focus with the rest of it hidden under the composer.
@MainActor @Suite struct FocusRevealsLazyRowTests {
    typealias Draft = FocusAcrossRowsTests.Draft

    /// A header button, 30 two-line messages (a button over a detail line) pinned to the bottom,
    /// and an input in a box as the list's bottom inset.
    private struct Chat: View {
        let draft: Draft
        var body: some View {
            VStack(spacing: 0) {
                Button("Back") {}
                ScrollView {
                    LazyVStack(alignment: .leading, spacing: 0) {
                        ForEach(0..<30, id: \.self) { index in
                            VStack(alignment: .leading, spacing: 0) {
                                Button("message \(index)") {}
                                Text("detail \(index)")
                            }
                        }
                    }
                }
                .defaultScrollAnchor(.bottom)
                .safeAreaInset(edge: .bottom) {
                    VStack(alignment: .leading, spacing: 0) {
                        Text("╭────────────╮")
                        TextField("Send a message", text: draft.binding)
                        Text("╰────────────╯")
                    }
                }
            }
        }
    }

    /// Eight lines of list: four rows at the bottom; PageUp (seven lines) leaves the bottom row
    /// with its button line shown and its detail line cut off.
    private let size = CellSize(width: 30, height: 12)

    private func lines(_ host: ViewHost) -> [String] {
        ControlScreen.lines(host, width: size.width, height: size.height)
    }

    /// The focused button's row as shown, if the button and its detail line are both inside
    /// the list's frame (else a note of what is hidden).
    private func focusedRow(_ host: ViewHost) -> String {
        let screen = lines(host)
        guard let focused = host.graph.focusedNode, let list = ScrollRegistry.enclosingScroll(of: focused) else { return "(not in the list)" }
        let detail = focused.frame.maxY
        guard focused.frame.y >= list.frame.y, detail < list.frame.maxY,
              let button = screen[checked: focused.frame.y], let detailLine = screen[checked: detail] else { return "(not fully shown)" }
        return button.trimmingCharacters(in: .whitespaces) + " / " + detailLine.trimmingCharacters(in: .whitespaces)
    }

    /// The screen row of the input box's top border.
    private func composerTop(_ host: ViewHost) -> Int? { lines(host).firstIndex { $0.hasPrefix("╭") } }

    private func scrolledUp() -> ViewHost {
        let host = ViewHost(rootView: Chat(draft: Draft()))
        _ = lines(host)
        host.press(.pageUp)
        _ = lines(host)
        return host
    }

    @Test func shiftTabFromTheInputShowsTheWholeBottomRowAboveTheComposer() throws {
        let host = scrolledUp()
        let before = lines(host)
        let composer = try #require(composerTop(host))
        let bottomRow = try #require(before[checked: composer - 1], "\(before.joined(separator: "\n"))")
        try #require(bottomRow.contains("message 26"), "the bottom row shows its first line only:\n\(before.joined(separator: "\n"))")
        #expect(host.graph.focusedNode?.behavior is TextFieldBehavior)
        host.press(.tab, modifiers: .shift)
        #expect(focusedRow(host) == "message 26 / detail 26")
        #expect(composerTop(host) == composer)
    }

    /// From Back, Tab reaches the top row, of which only the detail line showed (its button,
    /// above the list's top, was focused out of sight), then each row below; the bottom row,
    /// scrolled out by the first, is no longer among them: after row 25 comes the input.
    @Test func tabThroughTheListShowsEachRowWhole() {
        let host = scrolledUp()
        host.press(.tab)  // from the input to Back
        var reached: [String] = []
        for _ in 0..<4 {
            host.press(.tab)
            reached.append(focusedRow(host))
        }
        #expect(reached == (22...25).map { "message \($0) / detail \($0)" })
        host.press(.tab)
        #expect(host.graph.focusedNode?.behavior is TextFieldBehavior)
    }

    /// Several Tabs before a frame (a held key) each find the rows where the last one left them.
    @Test func heldTabScrollsNoFurtherThanNeeded() throws {
        let host = scrolledUp()
        host.press(.tab, modifiers: .shift)
        host.press(.tab, modifiers: .shift)
        host.press(.tab)
        #expect(focusedRow(host) == "message 26 / detail 26")
        let shown = lines(host)
        let composer = try #require(composerTop(host), "\(shown.joined(separator: "\n"))")
        let button = try #require(shown[checked: composer - 2], "\(shown.joined(separator: "\n"))")
        #expect(button.contains("message 26"), "\(shown.joined(separator: "\n"))")
    }

    @Test func theScreenEqualsAFullRedraw() {
        let host = scrolledUp()
        host.press(.tab, modifiers: .shift)
        let walked = host.styledSnapshot(width: size.width, height: size.height)
        host.invalidateDrawing()
        #expect(host.styledSnapshot(width: size.width, height: size.height) == walked)
    }
}
