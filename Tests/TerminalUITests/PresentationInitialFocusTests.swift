import Testing
@testable import TerminalUI

/// A menu or dialog opened from the keyboard has a focused control at once, so Enter and the
/// arrows act in it; a destructive control never gets that first focus.
@MainActor @Suite struct PresentationInitialFocusTests {
    final class Recorder { var events: [String] = [] }

    /// A message with a two-item menu, focused (the menu is not open yet).
    private func messageWithMenu(_ recorder: Recorder) -> ViewHost {
        let view = Button("message") {}
            .contextMenu {
                Button("Like") { recorder.events.append("like") }
                Button("Reply") { recorder.events.append("reply") }
            }
        let host = ViewHost(rootView: view)
        _ = host.snapshot(width: 20, height: 6)
        host.press(.tab)
        return host
    }

    @Test func keyboardOpenedContextMenuFocusesItsFirstItem() {
        let recorder = Recorder()
        let host = messageWithMenu(recorder)
        host.press(.enter, modifiers: .alt)
        #expect(host.snapshot(width: 20, height: 6).contains("Like"))
        host.press(.enter)
        #expect(recorder.events == ["like"])
        #expect(!host.snapshot(width: 20, height: 6).contains("Like"))
    }

    @Test func arrowMovesFromTheFirstItemToTheSecond() {
        let recorder = Recorder()
        let host = messageWithMenu(recorder)
        host.press(.function(10), modifiers: .shift)
        _ = host.snapshot(width: 20, height: 6)
        host.press(.down)
        host.press(.enter)
        #expect(recorder.events == ["reply"])
    }

    /// A screen with a button that presents a delete confirmation.
    struct ConfirmationScreen: View {
        @State var showAlert = false
        let recorder: Recorder
        var body: some View {
            Button("delete…") { showAlert = true }
                .alert("Delete?", isPresented: $showAlert) {
                    Button("Delete", role: .destructive) { recorder.events.append("deleted") }
                    Button("Cancel", role: .cancel) { recorder.events.append("cancelled") }
                }
        }
    }

    /// The first frame of a dialog draws the control it focused (in the demo, a message's
    /// delete confirmation showed no focus until the next key: Enter cancelled unseen).
    @Test func firstFrameOfADialogShowsItsFocusedControl() {
        let host = ViewHost(rootView: ConfirmationScreen(recorder: Recorder()))
        let size = CellSize(width: 30, height: 8)
        _ = host.render(size: size)
        host.press(.tab)
        host.press(.enter)
        let first = host.styledSnapshot(width: size.width, height: size.height)
        #expect(first.contains("Delete?"))
        #expect(first.contains("inverse"), "no control drawn focused:\n\(first)")
        #expect(host.styledSnapshot(width: size.width, height: size.height) == first, "the next frame drew what the first left out")
    }

    @Test func destructiveButtonIsNotFocusedFirst() {
        let recorder = Recorder()
        let host = ViewHost(rootView: ConfirmationScreen(recorder: recorder))
        _ = host.snapshot(width: 30, height: 8)
        host.press(.tab)
        host.press(.enter)
        #expect(host.snapshot(width: 30, height: 8).contains("Delete?"))
        host.press(.enter)
        #expect(recorder.events == ["cancelled"])
        #expect(!host.snapshot(width: 30, height: 8).contains("Delete?"))
    }
}
