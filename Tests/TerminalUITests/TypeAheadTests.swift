import CombineSubset
import Testing
@testable import TerminalUI

@MainActor private final class LoadingScreenModel: ObservableObject {
    enum Content { case loading, field, buttonOnly }
    @Published var content: Content
    let field = FieldModel()

    init(_ content: Content) { self.content = content }
}

/// A screen like a chat's: a Back button over a loading text, then over a message field.
private struct LoadingScreen: View {
    @ObservedObject var model: LoadingScreenModel
    var body: some View {
        VStack(spacing: 0) {
            Button("Back") {}
            switch model.content {
            case .loading:
                Text("Loading…")
            case .field:
                TextField("Message", text: model.field.textBinding)
                    .onSubmit { [field = model.field] in
                        field.submitted.append(field.text)
                        field.text = ""
                    }
            case .buttonOnly:
                Button("Retry") {}
            }
        }
    }
}

/// Typing while nothing has focus, because the focused view's screen was replaced by a loading
/// view, is kept for the text field that gets focus when the content arrives.
@MainActor @Suite struct TypeAheadTests {
    private func open(_ content: LoadingScreenModel.Content) -> (LoadingScreenModel, ViewHost) {
        let model = LoadingScreenModel(content)
        let host = ViewHost(rootView: LoadingScreen(model: model))
        _ = host.snapshot(width: 30, height: 4)
        return (model, host)
    }

    /// The field had focus, its screen went to loading, then came back.
    private func reload() -> (LoadingScreenModel, ViewHost) {
        let (model, host) = open(.field)
        #expect(host.graph.focusedNode?.behavior.focusRole(host.graph.focusedNode!) == .textField)
        model.content = .loading
        #expect(host.snapshot(width: 30, height: 4).contains("Loading…"))
        #expect(host.graph.focusedNode == nil)
        return (model, host)
    }

    @Test func typingWhileLoadingReachesTheFieldThatAppears() {
        let (model, host) = reload()
        #expect(host.typeAhead.isAwaitingFocus)
        #expect(host.handle(.key(TerminalKeyEvent(.character("h")))))
        #expect(host.typeAhead.events.count == 1)
        host.type("éllo 👍🏽")
        #expect(host.handle(.paste(" 田中")))
        #expect(host.handle(.key(TerminalKeyEvent(.backspace))))
        #expect(model.field.text.isEmpty)
        model.content = .field
        let screen = host.snapshot(width: 30, height: 4)
        #expect(model.field.text == "héllo 👍🏽 田")
        #expect(screen.contains("héllo 👍🏽 田"))
        host.type("!")
        #expect(model.field.text == "héllo 👍🏽 田!")
    }

    @Test func aScreenThatNeverHadFocusLeavesTypingUnconsumed() {
        let (model, host) = open(.loading)
        #expect(!host.handle(.key(TerminalKeyEvent(.character("?")))))
        model.content = .field
        _ = host.snapshot(width: 30, height: 4)
        #expect(model.field.text.isEmpty)
    }

    @Test func typingBeforeTheNextFrameOfAReplacedScreenIsKept() {
        let (model, host) = open(.field)
        model.content = .loading
        host.type("fast")  // no frame yet: the focused field is gone from the tree
        model.content = .field
        _ = host.snapshot(width: 30, height: 4)
        #expect(model.field.text == "fast")
    }

    @Test func enterTypedAheadSubmitsInOrder() {
        let (model, host) = reload()
        host.type("one")
        host.press(.enter)
        host.type("two")
        model.content = .field
        _ = host.snapshot(width: 30, height: 4)
        #expect(model.field.submitted == ["one"])
        #expect(model.field.text == "two")
    }

    @Test func keysThatAreNotTypingAreNotKept() {
        let (model, host) = reload()
        #expect(!host.handle(.key(TerminalKeyEvent(.character("a"), modifiers: .control))))
        #expect(!host.handle(.key(TerminalKeyEvent(.function(5)))))
        #expect(!host.handle(.key(TerminalKeyEvent(.character("x"), modifiers: .alt))))
        model.content = .field
        _ = host.snapshot(width: 30, height: 4)
        #expect(model.field.text.isEmpty)
    }

    @Test func movingFocusDropsWhatWasTyped() {
        let (model, host) = reload()
        host.type("lost")
        host.press(.down)  // focus goes to Back
        _ = host.snapshot(width: 30, height: 4)
        model.content = .field
        _ = host.snapshot(width: 30, height: 4)
        host.press(.tab)
        #expect(model.field.text.isEmpty)
    }

    @Test func aScreenWithoutAFieldKeepsTypingOnlyUntilTheUserActs() {
        let (model, host) = reload()
        host.type("lost")
        model.content = .buttonOnly
        _ = host.snapshot(width: 30, height: 4)
        host.press(.tab)  // focus goes to Back: the kept typing is dropped
        model.content = .field
        _ = host.snapshot(width: 30, height: 4)
        #expect(model.field.text.isEmpty)
        #expect(host.typeAhead.isEmpty)
    }

    @Test func typingOnAFocusedButtonIsNotKept() {
        let (model, host) = open(.field)
        host.press(.up)  // from the field to Back
        #expect(!host.handle(.key(TerminalKeyEvent(.character("q")))))
        host.press(.down)
        _ = host.snapshot(width: 30, height: 4)
        #expect(model.field.text.isEmpty)
    }

    @Test func aResizeKeepsWhatWasTyped() {
        let (model, host) = reload()
        host.type("ab")
        #expect(host.handle(.resize(CellSize(width: 40, height: 5))))
        model.content = .field
        _ = host.snapshot(width: 40, height: 5)
        #expect(model.field.text == "ab")
    }

    @Test func atMostTheCapacityIsKept() {
        let (model, host) = reload()
        for _ in 0..<TypeAhead.capacity { host.type("z") }
        #expect(!host.handle(.key(TerminalKeyEvent(.character("y")))))
        model.content = .field
        _ = host.snapshot(width: 30, height: 4)
        #expect(model.field.text == String(repeating: "z", count: TypeAhead.capacity))
    }
}

/// A screen whose only text field is disabled refuses typing; it is not kept for later.
@MainActor @Suite struct TypeAheadDisabledFieldTests {
    @MainActor private final class Gate: ObservableObject {
        @Published var enabled = false
        let field = FieldModel()
    }

    private struct GatedField: View {
        @ObservedObject var gate: Gate
        var body: some View {
            TextField("Message", text: gate.field.textBinding).disabled(!gate.enabled)
        }
    }

    @Test func typingIntoADisabledFieldIsNotKeptForWhenItIsEnabled() {
        let gate = Gate()
        let host = ViewHost(rootView: GatedField(gate: gate))
        _ = host.snapshot(width: 20, height: 2)
        #expect(!host.handle(.key(TerminalKeyEvent(.character("h")))))
        gate.enabled = true
        _ = host.snapshot(width: 20, height: 2)
        #expect(gate.field.text.isEmpty)
        host.type("ok")
        #expect(gate.field.text == "ok")
    }
}
