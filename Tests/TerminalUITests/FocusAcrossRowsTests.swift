import CheckedIndex
import Testing
@testable import TerminalUI

/// Up and Down move focus to another row, passing over the controls beside the focused one, and
/// land on the control most in line with it; Left, Right and Tab keep the ring order.
@MainActor @Suite struct FocusAcrossRowsTests {
    @MainActor final class Draft {
        var text = ""
        var binding: Binding<String> { Binding(get: { @MainActor in self.text }, set: { @MainActor in self.text = $0 }) }
    }

    /// A full-width message above a composer row: a button, a wide input, a send button.
    private struct Composer: View {
        let draft: Draft
        var body: some View {
            VStack(spacing: 0) {
                Button("message from bob") {}.frame(maxWidth: .infinity)
                HStack(spacing: 1) {
                    Button("ϟ") {}
                    TextField("Send a message", text: draft.binding)
                    Button("➤") {}
                }
            }
        }
    }

    private func focusedText(_ host: ViewHost, width: Int) -> String {
        guard let node = host.graph.focusedNode else { return "" }
        guard let line = ControlScreen.lines(host, width: width, height: 4)[checked: node.frame.y] else { return "(off screen)" }
        let start = line.index(line.startIndex, offsetBy: min(node.frame.x, line.count))
        let end = line.index(start, offsetBy: min(node.frame.width, line.count - node.frame.x))
        return String(line[start..<end]).trimmingCharacters(in: .whitespaces)
    }

    @Test func upFromTheInputReachesTheMessageAboveNotTheButtonBeside() {
        let draft = Draft()
        let host = ViewHost(rootView: Composer(draft: draft))
        _ = host.snapshot(width: 40, height: 4)
        #expect(host.graph.focusedNode?.behavior is TextFieldBehavior)
        host.press(.up)
        #expect(focusedText(host, width: 40) == "message from bob")
    }

    @Test func downFromTheMessageReachesTheInput() {
        let draft = Draft()
        let host = ViewHost(rootView: Composer(draft: draft))
        _ = host.snapshot(width: 40, height: 4)
        host.press(.up)
        host.press(.down)
        #expect(host.graph.focusedNode?.behavior is TextFieldBehavior)
        host.type("hi")
        #expect(draft.text == "hi")
    }

    @Test func gridMovesByColumn() {
        struct Grid: View {
            var body: some View {
                VStack(spacing: 0) {
                    HStack(spacing: 1) { Button("a") {}; Button("b") {} }
                    HStack(spacing: 1) { Button("c") {}; Button("d") {} }
                }
            }
        }
        let host = ViewHost(rootView: Grid())
        _ = host.snapshot(width: 10, height: 4)
        host.press(.tab)
        host.press(.right)
        #expect(focusedText(host, width: 10) == "b")
        host.press(.down)
        #expect(focusedText(host, width: 10) == "d")
        host.press(.up)
        #expect(focusedText(host, width: 10) == "b")
        host.press(.left)
        #expect(focusedText(host, width: 10) == "a")
    }

    @Test func controlsOnOneRowStillMoveWithUpAndDown() {
        struct Row: View {
            var body: some View { HStack(spacing: 1) { Button("a") {}; Button("b") {} } }
        }
        let host = ViewHost(rootView: Row())
        _ = host.snapshot(width: 10, height: 2)
        host.press(.tab)
        #expect(focusedText(host, width: 10) == "a")
        host.press(.down)
        #expect(focusedText(host, width: 10) == "b")
        host.press(.up)
        #expect(focusedText(host, width: 10) == "a")
    }
}
