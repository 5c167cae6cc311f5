import Testing
@testable import TerminalUI

@MainActor @Suite struct MenuTests {
    @Test func enterOpensTheItemsAndAnItemClosesTheMenu() {
        let recorder = Recorder()
        let view = Menu("Actions") {
            Button("Copy") { recorder.events.append("copy") }
            Button("Delete") { recorder.events.append("delete") }
        }
        .atTopLeading()
        let host = ViewHost(rootView: view)
        #expect(ControlScreen.lines(host, width: 20, height: 8)[0] == "Actions ▾")
        host.press(.tab)
        host.press(.enter)
        let open = host.snapshot(width: 20, height: 8)
        #expect(open.contains("Copy") && open.contains("Delete"), "\(open)")
        // As in a context menu, the first item has focus and Tab reaches the next.
        host.press(.tab)
        host.press(.enter)
        #expect(recorder.events == ["delete"])
        #expect(!host.snapshot(width: 20, height: 8).contains("Copy"))
        // Focus is back on the menu.
        host.press(.character(" "))
        #expect(host.snapshot(width: 20, height: 8).contains("Copy"))
        host.press(.escape)
        #expect(!host.snapshot(width: 20, height: 8).contains("Copy"))
    }

    @Test func aClickOpensAndLabelBuilderDraws() {
        let view = Menu { Button("Pin") {} } label: { Label("More", systemImage: "ellipsis") }.atTopLeading()
        let host = ViewHost(rootView: view)
        #expect(ControlScreen.lines(host, width: 20, height: 8)[0].hasSuffix("More ▾"))
        ControlScreen.click(host, x: 1, y: 0)
        #expect(host.snapshot(width: 20, height: 8).contains("Pin"))
    }

    @Test func disabledMenuDoesNotOpen() {
        let view = Menu("Actions") { Button("Copy") {} }.disabled(true).atTopLeading()
        let host = ViewHost(rootView: view)
        _ = host.snapshot(width: 20, height: 8)
        host.press(.tab)
        host.press(.enter)
        ControlScreen.click(host, x: 1, y: 0)
        #expect(!host.snapshot(width: 20, height: 8).contains("Copy"))
    }

    @Test func primaryActionRunsOnEnterAndShiftF10OpensTheMenu() {
        let recorder = Recorder()
        let view = Menu {
            Button("Other") { recorder.events.append("other") }
        } label: {
            Text("Send")
        } primaryAction: {
            recorder.events.append("send")
        }
        .atTopLeading()
        let host = ViewHost(rootView: view)
        _ = host.snapshot(width: 20, height: 8)
        host.press(.tab)
        host.press(.enter)
        #expect(recorder.events == ["send"])
        #expect(!host.snapshot(width: 20, height: 8).contains("Other"))
        host.press(.function(10), modifiers: .shift)
        #expect(host.snapshot(width: 20, height: 8).contains("Other"))
        host.press(.enter)
        #expect(recorder.events == ["send", "other"])
    }

    /// A `Menu` opens through its own state: Shift-F10 inside it is left to a context menu around it.
    @Test func f2IsLeftToAnEnclosingContextMenu() {
        let view = VStack { Menu("Actions") { Button("Copy") {} } }
            .contextMenu { Button("Outer") {} }
            .atTopLeading()
        let host = ViewHost(rootView: view)
        _ = host.snapshot(width: 20, height: 8)
        host.press(.tab)
        host.press(.function(10), modifiers: .shift)
        let screen = host.snapshot(width: 20, height: 8)
        #expect(screen.contains("Outer") && !screen.contains("Copy"), "\(screen)")
    }
}
