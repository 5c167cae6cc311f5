import Testing
@testable import TerminalUI

/// A context menu opens with Enter on its focused view when that view does not take Enter
/// itself: Alt-Enter never reaches the app in many terminals (full screen, or Option-Enter sent
/// as Enter) and Shift-F10 or the Menu key are not on every keyboard or terminal, so a message's
/// actions could not be opened there.
@MainActor @Suite struct ContextMenuEnterTests {
    @Test func enterOnAFocusableViewOpensItsContextMenu() {
        let recorder = Recorder()
        let view = VStack {
            Text("message")
                .focusable()
                .contextMenu {
                    Button("Reply") { recorder.events.append("reply") }
                    Button("Delete") { recorder.events.append("delete") }
                }
        }
        let host = ViewHost(rootView: view)
        _ = host.snapshot(width: 20, height: 6)
        host.press(.tab)
        #expect(!host.snapshot(width: 20, height: 6).contains("Reply"))
        host.press(.enter)
        #expect(host.snapshot(width: 20, height: 6).contains("Reply"))
        host.press(.enter)  // on "Reply", focused when the menu opened
        #expect(recorder.events == ["reply"])
        #expect(!host.snapshot(width: 20, height: 6).contains("Reply"))
    }

    @Test func aButtonWithAContextMenuStillPressesItselfWithEnter() {
        let recorder = Recorder()
        let view = Button("message") { recorder.events.append("pressed") }
            .contextMenu { Button("Reply") { recorder.events.append("reply") } }
        let host = ViewHost(rootView: view)
        _ = host.snapshot(width: 20, height: 6)
        host.press(.tab)
        host.press(.enter)
        #expect(recorder.events == ["pressed"])
        #expect(!host.snapshot(width: 20, height: 6).contains("Reply"))
        host.press(.enter, modifiers: .alt)
        #expect(host.snapshot(width: 20, height: 6).contains("Reply"))
    }
}

/// As in SwiftUI, a context menu whose content shows nothing is not shown: a message
/// without actions (a giphy preview, a system message) opened an empty box.
@MainActor @Suite struct EmptyContextMenuTests {
    /// A row whose menu has an item only once the button above it was pressed.
    private struct Screen: View {
        @State var hasItems = false
        var body: some View {
            VStack {
                Button("add") { hasItems = true }
                Text("preview")
                    .focusable()
                    .contextMenu { if hasItems { Button("Reply") {} } }
            }
        }
    }

    @Test func aContextMenuWithoutItemsDoesNotOpen() {
        let host = ViewHost(rootView: Screen())
        _ = host.snapshot(width: 20, height: 6)
        host.press(.tab)
        host.press(.tab)
        host.press(.enter)
        #expect(!host.snapshot(width: 20, height: 6).contains("╭"))
        host.press(.enter, modifiers: .alt)
        #expect(!host.snapshot(width: 20, height: 6).contains("╭"))
        host.press(.tab, modifiers: .shift)
        host.press(.enter)  // "add"
        host.press(.tab)
        host.press(.enter)
        #expect(host.snapshot(width: 20, height: 6).contains("Reply"))
    }
}
