import CheckedIndex
import Testing
@testable import TerminalUI

/// The arrow keys move focus in their direction and stop at the ends: Up on the top control and
/// Down on the bottom one keep focus where it is (they wrapped around the ring: Down from a
/// composer reached a button drawn at the top, last in the ring). Tab and Shift-Tab still cycle.
/// Ctrl-C clears the layer's typed text before it may quit, wherever focus is.
@MainActor @Suite struct FocusArrowEndsTests {
    @MainActor final class Draft {
        var text = ""
        /// Content the field's `onKeyPress` clears besides its text (as a composer's command chip).
        var chip = false
        var binding: Binding<String> { Binding(get: { @MainActor in self.text }, set: { @MainActor in self.text = $0 }) }
    }

    /// A back button, two messages and an input, with a button drawn on the top row but last
    /// in the ring (as a navigation bar's trailing item).
    private struct Screen: View {
        let draft: Draft
        var body: some View {
            ZStack(alignment: .topTrailing) {
                VStack(alignment: .leading, spacing: 0) {
                    Button("back") {}
                    Button("first") {}
                    Button("second") {}
                    TextField("Send a message", text: draft.binding)
                }
                Button("play") {}
            }
        }
    }

    private func focusedLabel(_ host: ViewHost) -> String {
        guard let node = host.graph.focusedNode else { return "" }
        if node.behavior is TextFieldBehavior { return "input" }
        guard let text = ControlScreen.lines(host, width: 30, height: 4)[checked: node.frame.y] else { return "(off screen)" }
        let line = Array(text)
        return String(line[node.frame.x..<min(line.count, node.frame.maxX)]).trimmingCharacters(in: .whitespaces)
    }

    @Test func downFromTheBottomStays() {
        let host = ViewHost(rootView: Screen(draft: Draft()))
        _ = host.snapshot(width: 30, height: 4)
        #expect(focusedLabel(host) == "input")
        host.press(.down)
        #expect(focusedLabel(host) == "input")
    }

    @Test func upFromTheTopStays() {
        let host = ViewHost(rootView: Screen(draft: Draft()))
        _ = host.snapshot(width: 30, height: 4)
        for expected in ["second", "first", "back", "back"] {
            host.press(.up)
            #expect(focusedLabel(host) == expected)
        }
        host.press(.down)
        #expect(focusedLabel(host) == "first")
    }

    @Test func tabStillCycles() {
        let host = ViewHost(rootView: Screen(draft: Draft()))
        _ = host.snapshot(width: 30, height: 4)
        host.press(.tab)
        #expect(focusedLabel(host) == "play")
        host.press(.tab)
        #expect(focusedLabel(host) == "back")
    }

    @Test func ctrlCClearsTypedTextWhereverFocusIs() {
        let draft = Draft()
        let host = ViewHost(rootView: Screen(draft: draft))
        _ = host.snapshot(width: 30, height: 4)
        host.type("hi")
        host.press(.up)
        #expect(focusedLabel(host) == "second")
        #expect(host.handle(.key(TerminalKeyEvent(.character("c"), modifiers: .control))))
        #expect(draft.text.isEmpty)
        #expect(focusedLabel(host) == "input")
        #expect(!host.handle(.key(TerminalKeyEvent(.character("c"), modifiers: .control))), "nothing left to clear: the runtime quits")
    }

    /// A message and an input whose `onKeyPress` clears its `chip` on Ctrl-C.
    private struct ChipScreen: View {
        let draft: Draft
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Button("first") {}
                TextField("Send a message", text: draft.binding)
                    .onKeyPress("c", phases: .down) { press in
                        guard press.modifiers.contains(.control), draft.chip else { return .ignored }
                        draft.chip = false
                        return .handled
                    }
            }
        }
    }

    /// Two empty inputs in a stack whose `onKeyPress` counts the Ctrl-C it is offered.
    private struct TwoFieldsScreen: View {
        let draft: Draft
        let offers: Counter
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Button("first") {}
                TextField("One", text: draft.binding)
                TextField("Two", text: draft.binding)
            }
            .onKeyPress("c", phases: .down) { press in
                if press.modifiers.contains(.control) { offers.count += 1 }
                return .ignored
            }
        }
    }

    @MainActor final class Counter {
        var count = 0
    }

    /// Ctrl-C with focus off the fields and nothing to clear: a handler around both fields is
    /// offered it once, not once per field.
    @Test func ctrlCIsOfferedToAHandlerAroundSeveralFieldsOnce() {
        let offers = Counter()
        let host = ViewHost(rootView: TwoFieldsScreen(draft: Draft(), offers: offers))
        _ = host.snapshot(width: 30, height: 4)
        host.press(.up)
        host.press(.up)
        #expect(focusedLabel(host) == "first")
        #expect(!host.handle(.key(TerminalKeyEvent(.character("c"), modifiers: .control))), "nothing to clear: the runtime quits")
        #expect(offers.count == 1)
    }

    /// No text anywhere, focus on a message, but a handler around the input has something to
    /// clear (a composer's command chip): Ctrl-C goes to it and focus to its input; it quit.
    @Test func ctrlCReachesAHandlerAroundAnEmptyFieldWhereverFocusIs() {
        let draft = Draft()
        draft.chip = true
        let host = ViewHost(rootView: ChipScreen(draft: draft))
        _ = host.snapshot(width: 30, height: 4)
        host.press(.up)
        #expect(focusedLabel(host) == "first")
        #expect(host.handle(.key(TerminalKeyEvent(.character("c"), modifiers: .control))), "consumed: the app does not quit")
        #expect(!draft.chip)
        #expect(focusedLabel(host) == "input")
        host.press(.up)
        #expect(!host.handle(.key(TerminalKeyEvent(.character("c"), modifiers: .control))), "nothing left to clear: the runtime quits")
        #expect(focusedLabel(host) == "first")
    }
}
