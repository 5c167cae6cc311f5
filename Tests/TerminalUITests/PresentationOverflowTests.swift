import ScreenLines
import Testing
@testable import TerminalUI

/// Alerts, dialogs and menus taller or wider than the screen stay inside it: their entries
/// scroll inside the box (the arrows reach every one, marks on the border show what is hidden)
/// and buttons that do not fit side by side stack.
@MainActor @Suite struct PresentationOverflowTests {
    final class Recorder { var events: [String] = [] }

    /// A focused message whose context menu holds `count` actions.
    private func messageWithLongMenu(_ recorder: Recorder, count: Int = 20) -> ViewHost {
        let view = Button("message") {}
            .contextMenu {
                ForEach(0..<count, id: \.self) { index in
                    Button("Action \(index)") { recorder.events.append("action \(index)") }
                }
            }
        let host = ViewHost(rootView: view)
        _ = host.snapshot(width: 30, height: 10)
        host.press(.tab)
        return host
    }

    /// A host for `view` whose first control got focus and then `key` (Enter on a button that
    /// presents a box, Shift-F10 or Menu for a context menu).
    private func presented(_ view: some View, by key: TerminalKey = .enter, width: Int, height: Int) -> ViewHost {
        let host = ViewHost(rootView: view)
        _ = host.snapshot(width: width, height: height)
        host.press(.tab)
        host.press(key)
        return host
    }

    /// The rows of a styled snapshot that have cells drawn inverse (focused).
    private func focusedRows(_ styled: String) -> [String] {
        var rows: [String] = []
        var row = ""
        for line in styled.screenLines {
            if line.hasPrefix("  [") {
                if line.contains("inverse"), rows.last != row { rows.append(row) }
            } else {
                row = line
            }
        }
        return rows
    }

    /// The whole screen drawn again from nothing, to compare with what the updates drew.
    private func fullRedraw(_ host: ViewHost, width: Int, height: Int) -> String {
        host.invalidateDrawing()
        return host.snapshot(width: width, height: height)
    }

    @Test func menuTallerThanTheScreenFitsAndItsBottomEntryCanBeReached() {
        let recorder = Recorder()
        let host = messageWithLongMenu(recorder)
        host.press(.function(10), modifiers: .shift)
        let open = host.snapshot(width: 30, height: 10)
        let lines = open.screenLines
        #expect(lines.contains { $0.contains("╰") && $0.contains("▼") }, "no bottom border marking more below:\n\(open)")
        #expect(!open.contains("▲"), "nothing is above yet:\n\(open)")
        // A frame between keys, as the terminal draws them.
        for _ in 0..<19 {
            host.press(.down)
            _ = host.snapshot(width: 30, height: 10)
        }
        let bottom = host.snapshot(width: 30, height: 10)
        #expect(bottom.contains("Action 19"), "\(bottom)")
        #expect(bottom.contains("▲") && !bottom.contains("▼"), "\(bottom)")
        #expect(bottom == fullRedraw(host, width: 30, height: 10))
        host.press(.enter)
        #expect(recorder.events == ["action 19"])
    }

    @Test func menuScrollsBackUpToItsFirstEntry() {
        let host = messageWithLongMenu(Recorder())
        host.press(.function(10), modifiers: .shift)
        _ = host.snapshot(width: 30, height: 10)
        for _ in 0..<19 { host.press(.down) }
        _ = host.snapshot(width: 30, height: 10)
        for _ in 0..<19 {
            host.press(.up)
            _ = host.snapshot(width: 30, height: 10)
        }
        let top = host.snapshot(width: 30, height: 10)
        #expect(top.contains("Action 0") && !top.contains("▲") && top.contains("▼"), "\(top)")
        #expect(top == fullRedraw(host, width: 30, height: 10))
    }

    /// A short menu is a box around its entries, as before: no marks, not the screen's width.
    @Test func shortMenuIsSizedToItsEntries() {
        let host = messageWithLongMenu(Recorder(), count: 2)
        host.press(.function(10), modifiers: .shift)
        let open = host.snapshot(width: 30, height: 10)
        #expect(!open.contains("▲") && !open.contains("▼"))
        let top = open.split(separator: "\n").first { $0.contains("╭") }.map(String.init) ?? ""
        #expect(top.trimmingCharacters(in: .whitespaces) == "╭" + String(repeating: "─", count: "Action 0".count + 2) + "╮", "\(open)")
    }

    /// A menu's entries from a view whose body is a `ForEach` (as the SDK's message actions).
    struct Actions: View {
        let titles: [String]
        var body: some View {
            ForEach(titles, id: \.self) { title in Button(title) {} }
        }
    }

    /// Entries that a view of the app gives as several views stack in the box, one per line
    /// (the scroll view laid out only the first of them and drew the others over it).
    @Test func menuOfSeveralViewsStacksThem() {
        let view = Button("message") {}
            .contextMenu { Actions(titles: ["Reply", "Copy Message", "Delete Message"]) }
        let host = presented(view, by: .menu, width: 30, height: 10)
        let lines = host.snapshot(width: 30, height: 10).split(separator: "\n")
        for title in ["Reply", "Copy Message", "Delete Message"] {
            #expect(lines.filter { $0.contains(title) }.count == 1, "\(title):\n\(lines.joined(separator: "\n"))")
        }
    }

    /// A menu opened from a view in a transcript anchored at its bottom opens at its first
    /// entry (it inherited the anchor and opened scrolled to its last, focus out of sight).
    @Test func menuInABottomAnchoredListOpensAtItsFirstEntry() {
        let view = ScrollView {
            Button("message") {}
                .contextMenu { Actions(titles: (0..<20).map { "Action \($0)" }) }
        }
        .defaultScrollAnchor(.bottom)
        let host = presented(view, by: .menu, width: 30, height: 10)
        let open = host.styledSnapshot(width: 30, height: 10)
        #expect(open.contains("Action 0") && !open.contains("▲"), "\(open)")
        #expect(focusedRows(open).contains { $0.contains("Action 0") }, "\(open)")
    }

    struct LongPicker: View {
        @State var choice = 30
        var body: some View {
            Picker("Country", selection: $choice) {
                ForEach(0..<40, id: \.self) { Text("Country \($0)").tag($0) }
            }
        }
    }

    /// A picker's menu opens with its chosen option in view and focused, however far down.
    @Test func pickerMenuOpensScrolledToItsChoice() {
        let host = presented(LongPicker(), width: 30, height: 10)
        let open = host.styledSnapshot(width: 30, height: 10)
        #expect(focusedRows(open).contains { $0.contains("Country 30") }, "\(open)")
        host.press(.down)
        host.press(.enter)
        #expect(host.snapshot(width: 30, height: 10).contains("Country 31"))
    }

    struct Dialog: View {
        @State var shown = false
        let recorder: Recorder
        var body: some View {
            Button("choose…") { shown = true }
                .confirmationDialog("Pick one of the many options listed below", isPresented: $shown, titleVisibility: .visible) {
                    ForEach(0..<12, id: \.self) { index in
                        Button("Option \(index)") { recorder.events.append("option \(index)") }
                    }
                }
        }
    }

    /// The title wraps inside the box and stays while the buttons scroll under it.
    @Test func dialogKeepsItsWrappedTitleWhileItsButtonsScroll() {
        let recorder = Recorder()
        let host = presented(Dialog(recorder: recorder), width: 24, height: 10)
        let open = host.snapshot(width: 24, height: 10)
        #expect(open.contains("Option 0") && open.contains("▼"), "\(open)")
        for _ in 0..<11 {
            host.press(.down)
            _ = host.snapshot(width: 24, height: 10)
        }
        let screen = host.snapshot(width: 24, height: 10)
        #expect(screen.contains("Pick one of") && screen.contains("Option 11"), "\(screen)")
        for line in screen.split(separator: "\n") where line.contains("│") {
            #expect(line.filter { $0 == "│" }.count == 2, "a line breaks the box:\n\(screen)")
        }
        host.press(.enter)
        #expect(recorder.events == ["option 11"])
    }

    struct FlagConfirmation: View {
        @State var shown = false
        var body: some View {
            Button("flag") { shown = true }
                .alert("Flag Message", isPresented: $shown) {
                    Button("Flag") {}
                    Button("Cancel", role: .cancel) {}
                } message: {
                    Text("Do you want to send a copy of this message to a moderator for further investigation?")
                }
        }
    }

    /// A box one or two rows taller than the screen less its margin takes the screen's top and
    /// bottom rows: the whole question shows above the focused Cancel (its first line was
    /// scrolled out of the box, out of reach of the arrows).
    @Test func aBoxSlightlyTallerThanTheMarginTakesTheWholeHeight() {
        let host = presented(FlagConfirmation(), width: 30, height: 10)
        let screen = host.styledSnapshot(width: 30, height: 10)
        #expect(screen.contains("Do you want") && screen.contains("investigation?"), "\(screen)")
        #expect(!screen.contains("▲") && !screen.contains("▼"), "\(screen)")
        #expect(focusedRows(screen).contains { $0.contains("Cancel") }, "\(screen)")
    }

    /// A screen made smaller while a box is up lays the box out anew with its focused button
    /// in view (a delete confirmation shrunk to 20×6 showed its question above a ▼ and no
    /// button: Cancel, focused, hidden below).
    @Test func shrinkingTheScreenKeepsTheFocusedButtonInView() {
        let host = presented(FlagConfirmation(), width: 40, height: 12)
        let wide = host.styledSnapshot(width: 40, height: 12)
        #expect(focusedRows(wide).contains { $0.contains("Cancel") }, "\(wide)")
        let small = host.styledSnapshot(width: 20, height: 6)
        #expect(focusedRows(small).contains { $0.contains("Cancel") }, "\(small)")
        #expect(small.contains("▲"), "the question scrolled up:\n\(small)")
    }

    struct WideAlert: View {
        @State var shown = false
        var body: some View {
            Button("go") { shown = true }
                .alert("Leave?", isPresented: $shown) {
                    Button("Save and leave") {}
                    Button("Leave without saving") {}
                    Button("Stay", role: .cancel) {}
                }
        }
    }

    /// Alert buttons that are wider together than the screen stack, each shown whole.
    @Test func alertButtonsThatDoNotFitSideBySideStack() {
        let host = presented(WideAlert(), width: 30, height: 12)
        let screen = host.snapshot(width: 30, height: 12)
        for title in ["Save and leave", "Leave without saving", "Stay"] {
            #expect(screen.split(separator: "\n").contains { $0.contains(title) && $0.filter { $0 == "│" }.count == 2 }, "\(title) is not whole:\n\(screen)")
        }
    }
}
