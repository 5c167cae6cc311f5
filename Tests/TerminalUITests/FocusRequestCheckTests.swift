import CombineSubset
import Testing
@testable import TerminalUI

/// The host asks the `focused(_:)` bindings for focus only when something a binding's answer is
/// read from changed (`FocusRequestCheck`): an update of other views and its layout ask nothing,
/// a `@FocusState` written from elsewhere, a binding waiting for its view to show something
/// focusable are still answered in the frame that changes them.
@MainActor
@Suite("Focus request checks")
struct FocusRequestCheckTests {
    @MainActor final class Model: ObservableObject {
        @Published var count = 0
        @Published var editsNote = false
        @Published var showsInput = false
    }

    enum Field: Hashable { case name, note }

    /// Two fields under one `@FocusState`, and views beside them that observe the model (the
    /// form itself does not: its body, with the bindings, runs only for its own state).
    struct Form: View {
        let model: Model
        @FocusState var field: Field?
        @State var name = ""
        @State var note = ""
        var body: some View {
            VStack {
                TextField("name", text: $name).focused($field, equals: .name)
                TextField("note", text: $note).focused($field, equals: .note)
                Counter(model: model, field: $field)
            }
        }
    }

    /// Shows the model's count, and moves focus to the note when the model says so (a
    /// `@FocusState` written through its binding, away from the view that owns it).
    struct Counter: View {
        @ObservedObject var model: Model
        let field: FocusState<Field?>.Binding
        var body: some View {
            Text("count \(model.count)")
                .onChange(of: model.editsNote) { field.wrappedValue = model.editsNote ? .note : .name }
        }
    }

    @Test("An update of other views and its layout check no binding; a focus state written elsewhere moves focus in that frame")
    func otherUpdatesAskNothing() throws {
        let model = Model()
        let host = ViewHost(rootView: Form(model: model))
        _ = host.snapshot(width: 30, height: 3)
        let focused = try #require(host.graph.focusedNode)
        #expect(focused.behavior.focusRole(focused) == .textField)
        let checks = host.focusRequestCheck.checks
        model.count += 1
        let counted = host.snapshot(width: 30, height: 3)
        #expect(counted.contains("count 1"), "\(counted)")
        #expect(host.focusRequestCheck.checks == checks, "the counter's update checked the bindings")

        model.editsNote = true
        _ = host.snapshot(width: 30, height: 3)
        #expect(host.focusRequestCheck.checks > checks, "a focus state write did not check the bindings")
        host.type("x")
        let typed = host.snapshot(width: 30, height: 3)
        #expect(typed.split(separator: "\n").dropFirst().first?.contains("x") == true, "focus did not move to the note: \(typed)")
    }

    /// A binding on a column that shows its field only after its own child's update: the binding
    /// asks for focus before anything in it can take it.
    struct Waiting: View {
        @ObservedObject var model: Model
        @FocusState var inputFocused: Bool
        @State var other = ""
        @State var input = ""
        var body: some View {
            VStack {
                TextField("other", text: $other)
                InputSlot(model: model, input: $input)
                    .focused($inputFocused)
                    .onAppear { inputFocused = true }
            }
        }
    }

    struct InputSlot: View {
        @ObservedObject var model: Model
        @Binding var input: String
        var body: some View {
            if model.showsInput {
                TextField("input", text: $input)
            } else {
                Text("no input yet")
            }
        }
    }

    @Test("A binding waiting for something focusable gets focus when its view shows it")
    func waitingBindingIsAnsweredWhenItsViewChanges() {
        let model = Model()
        let host = ViewHost(rootView: Waiting(model: model))
        _ = host.snapshot(width: 30, height: 2)
        model.showsInput = true
        _ = host.snapshot(width: 30, height: 2)
        host.type("y")
        let typed = host.snapshot(width: 30, height: 2)
        #expect(typed.split(separator: "\n").dropFirst().first?.contains("y") == true, "the waiting binding's field did not get focus: \(typed)")
    }
}
