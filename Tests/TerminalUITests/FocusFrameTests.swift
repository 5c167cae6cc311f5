import Testing
@testable import TerminalUI

/// A frame that moves focus shows what moving it changed: the `@FocusState` bindings it wrote
/// are settled in that frame, not left to the next one (often the first frame of an unrelated
/// update, which then paid for them).
@MainActor
@Suite("Focus and frames")
struct FocusFrameTests {
    struct Form: View {
        @FocusState var nameFocused: Bool
        @State var name = ""
        var body: some View {
            VStack {
                TextField("name", text: $name).focused($nameFocused)
                Text(nameFocused ? "editing the name" : "not editing")
            }
        }
    }

    @Test("The first frame focuses the text field and shows its binding as true")
    func firstFrameShowsTheFocusItGave() {
        let host = ViewHost(rootView: Form())
        let first = host.snapshot(width: 30, height: 2)
        #expect(first.contains("editing the name"), "\(first)")
        let before = host.bodyEvaluationCount
        let second = host.snapshot(width: 30, height: 2)
        #expect(host.bodyEvaluationCount == before, "the frame after evaluated what the first frame's focus changed")
        #expect(second == first)
    }

    @Test("A binding whose view has focus asks for nothing on later frames")
    func satisfiedBindingAsksNothing() {
        let host = ViewHost(rootView: Form())
        _ = host.snapshot(width: 30, height: 2)
        #expect(FocusBindings.requestedNode(in: host.graph) == nil)
        #expect(host.graph.focusBindingCount == 1)
    }

    @Test("Frames in which nothing a binding reads changed ask the bindings nothing, typing included (FocusRequestCheckTests: a change asks them again)")
    func unchangedFramesSkipTheRequestCheck() {
        let host = ViewHost(rootView: Form())
        _ = host.snapshot(width: 30, height: 2)
        let checks = host.focusRequestCheck.checks
        host.settle()
        _ = host.snapshot(width: 30, height: 2)
        _ = host.snapshot(width: 30, height: 2)
        #expect(host.focusRequestCheck.checks == checks, "frames with nothing changed checked the bindings")
        host.type("a")
        let typed = host.snapshot(width: 30, height: 2)
        #expect(typed.contains("a"), "\(typed)")
        #expect(host.focusRequestCheck.checks == checks, "typing (same binding, same value) checked the bindings")
        #expect(FocusBindings.requestedNode(in: host.graph) == nil)
    }
}
