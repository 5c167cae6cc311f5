import Foundation
import Testing
@testable import TerminalUI

@MainActor final class Recorder {
    var events: [String] = []
    /// Called by tests that wait for an asynchronous event (a task, a published value).
    var onEvent: (() -> Void)?
}

@MainActor @Suite struct InteractionTests {
    @Test func focusStateDrivesFocusAndFollowsTab() {
        enum Field: Hashable { case name, email }
        struct Form: View {
            @FocusState var focus: Field?
            @State var name = ""
            @State var email = ""
            let recorder: Recorder
            var body: some View {
                VStack {
                    TextField("name", text: $name).focused($focus, equals: .name)
                    TextField("email", text: $email).focused($focus, equals: .email)
                    Button("to email") { focus = .email }
                    Text("focus: \(String(describing: focus))")
                }
            }
        }
        let host = ViewHost(rootView: Form(recorder: Recorder()))
        _ = host.snapshot(width: 20, height: 4)
        host.type("a")
        #expect(host.snapshot(width: 20, height: 4).hasSuffix("focus: Optional(Ter…"))
        host.press(.tab)
        host.press(.tab)
        #expect(host.snapshot(width: 20, height: 4).hasSuffix("     focus: nil     "))
        host.press(.enter)
        host.type("b")
        let lines = host.snapshot(width: 20, height: 4).split(separator: "\n").map(String.init)
        #expect(lines[0].hasPrefix("a "))
        #expect(lines[1].hasPrefix("b "))
    }

    /// Focus on any focusable view inside a container bound with `focused(_:)` satisfies the
    /// binding: on the field after a button inside it, it stays on the field (it jumped to the
    /// container's first focusable view on the next frame).
    @Test func focusInsideAFocusedContainerStaysWhereItIs() {
        struct Composer: View {
            @FocusState var inputFocused: Bool
            @State var text = ""
            var body: some View {
                VStack {
                    Button("before") {}
                    HStack { Button("x") {}; TextField("input", text: $text) }.focused($inputFocused)
                    Text("typed: \(text) \(inputFocused ? "in" : "out")")
                }
            }
        }
        let host = ViewHost(rootView: Composer())
        _ = host.snapshot(width: 20, height: 3)
        // The field has focus (the first text field is focused when nothing is), so the binding
        // is true while the container's first focusable view is the button before the field.
        host.type("q")
        _ = host.snapshot(width: 20, height: 3)
        host.type("r")
        let lines = host.snapshot(width: 20, height: 3).split(separator: "\n").map(String.init)
        #expect(lines.last?.contains("typed: qr in") == true, "\(lines)")
    }

    @Test func onKeyPressKeyboardShortcutAndTapGesture() {
        let recorder = Recorder()
        let view = VStack {
            Button("Close") { recorder.events.append("close") }.keyboardShortcut(.escape, modifiers: [])
            Text("tap me").onTapGesture { recorder.events.append("tap") }
            Button("keys") {}.onKeyPress("x") { recorder.events.append("x"); return .handled }
        }
        let host = ViewHost(rootView: view)
        _ = host.snapshot(width: 8, height: 3)
        host.press(.escape)
        #expect(recorder.events == ["close"])
        ControlScreen.click(host, x: 2, y: 1)
        #expect(recorder.events == ["close", "tap"])
        host.press(.tab)
        #expect(recorder.events == ["close", "tap"])
        host.press(.character("x"))
        #expect(recorder.events == ["close", "tap", "x"])
    }

    @Test func focusedButtonIsDrawnInverse() {
        let host = ViewHost(rootView: HStack { Button("A") {}; Button("B") {} })
        _ = host.render(size: CellSize(width: 3, height: 1))
        host.press(.tab)
        let grid = host.render(size: CellSize(width: 3, height: 1))
        #expect(grid[0, 0].style.inverse)
        #expect(!grid[2, 0].style.inverse)
        #expect(StyledSnapshot.text(of: grid) == "A B\n  [0-1) inverse")
    }

    @Test func sheetAlertAndConfirmationDialogTakeFocusAndDismiss() {
        struct Screen: View {
            @State var showSheet = false
            @State var showAlert = false
            @State var result = "none"
            var body: some View {
                VStack {
                    Text("result \(result)")
                    Button("sheet") { showSheet = true }
                    Button("alert") { showAlert = true }
                }
                .sheet(isPresented: $showSheet) { Text("In the sheet") }
                .alert("Delete?", isPresented: $showAlert) {
                    Button("Yes", role: .destructive) { result = "deleted" }
                    Button("No", role: .cancel) {}
                }
            }
        }
        let host = ViewHost(rootView: Screen())
        _ = host.snapshot(width: 30, height: 8)
        host.press(.tab)
        host.press(.enter)
        #expect(host.snapshot(width: 30, height: 8).contains("In the sheet"))
        host.press(.escape)
        #expect(!host.snapshot(width: 30, height: 8).contains("In the sheet"))
        host.press(.tab)
        host.press(.enter)
        let alert = host.snapshot(width: 30, height: 8)
        #expect(alert.contains("Delete?"))
        #expect(alert.contains("╭"))
        host.press(.tab)
        host.press(.enter)
        let after = host.snapshot(width: 30, height: 8)
        #expect(after.contains("result deleted"))
        #expect(!after.contains("Delete?"))
    }

    @Test func contextMenuOpensWithShiftF10() {
        let recorder = Recorder()
        let view = Button("message") {}
            .contextMenu {
                Button("Reply") { recorder.events.append("reply") }
                Button("Delete") { recorder.events.append("delete") }
            }
        let host = ViewHost(rootView: view)
        _ = host.snapshot(width: 20, height: 6)
        host.press(.tab)
        host.press(.function(10), modifiers: .shift)
        #expect(host.snapshot(width: 20, height: 6).contains("Reply"))
        host.press(.tab)  // from "Reply", focused when the menu opened
        host.press(.enter)
        #expect(recorder.events == ["delete"])
        #expect(!host.snapshot(width: 20, height: 6).contains("Reply"))
    }

    @Test func lifecycleAndChangeActions() {
        let recorder = Recorder()
        struct Screen: View {
            @State var value = 0
            let recorder: Recorder
            var body: some View {
                VStack {
                    Button("inc") { value += 1 }
                    if value < 2 { Text("shown").onAppear { recorder.events.append("appear") }.onDisappear { recorder.events.append("disappear") } }
                }
                .onChange(of: value) { old, new in recorder.events.append("change \(old)->\(new)") }
            }
        }
        let host = ViewHost(rootView: Screen(recorder: recorder))
        _ = host.snapshot(width: 5, height: 2)
        #expect(recorder.events == ["appear"])
        host.press(.tab)
        host.press(.enter)
        host.press(.enter)
        _ = host.snapshot(width: 5, height: 2)
        #expect(recorder.events == ["appear", "change 0->1", "change 1->2", "disappear"])
    }

    @Test func explicitIdResetsStateAndForEachKeepsRowState() {
        struct Row: View {
            let label: String
            @State var taps = 0
            var body: some View { Button("\(label)\(taps)") { taps += 1 } }
        }
        struct Screen: View {
            @State var items = ["b", "c"]
            var body: some View {
                VStack {
                    ForEach(items, id: \.self) { Row(label: $0) }
                    Button("+") { items.insert("a", at: 0) }
                }
            }
        }
        let host = ViewHost(rootView: Screen())
        _ = host.snapshot(width: 3, height: 4)
        host.press(.tab)
        host.press(.enter)
        #expect(host.snapshot(width: 3, height: 3) == "b1 \nc0 \n+  ")
        host.press(.tab)
        host.press(.tab)
        host.press(.enter)
        #expect(host.snapshot(width: 3, height: 4) == "a0 \nb1 \nc0 \n+  ")
    }
}

/// A menu action that moves focus (through `@FocusState`) into the screen keeps it there when the
/// menu closes; other actions give focus back to where it was before the menu.
@MainActor @Suite struct MenuActionFocusTests {
    @MainActor final class Draft {
        var text = ""
        var binding: Binding<String> { Binding(get: { @MainActor in self.text }, set: { @MainActor in self.text = $0 }) }
    }

    /// As the SDK's composer does it: the action starts an edit, and a change handler of the
    /// input focuses it.
    private struct Screen: View {
        let draft: Draft
        @FocusState private var inputFocused: Bool
        @State private var editing = false
        var body: some View {
            VStack(spacing: 0) {
                TextField("input", text: draft.binding)
                    .focused($inputFocused)
                    .onChange(of: editing) { if editing { inputFocused = true } }
                Button("message") {}
                    .contextMenu {
                        Button("Edit") { editing = true }
                        Button("Copy") {}
                    }
            }
        }
    }

    private func openMenu(_ draft: Draft) -> ViewHost {
        let host = ViewHost(rootView: Screen(draft: draft))
        _ = host.snapshot(width: 20, height: 8)
        host.press(.tab)  // from the input to the message
        host.press(.function(10), modifiers: .shift)
        #expect(host.snapshot(width: 20, height: 8).contains("Edit"))
        return host
    }

    @Test func anActionThatFocusesTheInputKeepsItFocused() {
        let draft = Draft()
        let host = openMenu(draft)
        host.press(.enter)  // on Edit, focused when the menu opened
        #expect(!host.snapshot(width: 20, height: 8).contains("Edit"))
        host.type("typed")
        #expect(draft.text == "typed")
    }

    @Test func anotherActionGivesFocusBackToTheMessage() {
        let draft = Draft()
        let host = openMenu(draft)
        host.press(.tab)  // from Edit onto Copy
        host.press(.enter)
        #expect(!host.snapshot(width: 20, height: 8).contains("Copy"))
        host.type("x")
        #expect(draft.text.isEmpty, "the message has focus again, not the input")
    }
}
