import SwiftUI

/// A small TerminalUI app: a counter button, a text field whose submissions fill a list, and a
/// toggle choosing how the list is numbered.
/// Run it with `swift run TerminalUIExample`; Ctrl-Q quits (docs/TERMINAL.md lists the keys).
@main
struct ExampleApp: App {
    var body: some Scene {
        WindowGroup {
            ExampleScreen()
        }
    }
}

struct ExampleScreen: View {
    @State private var count = 0
    @State private var draft = ""
    @State private var notes: [String] = []
    @State private var numbered = true

    var body: some View {
        VStack(alignment: .leading) {
            Text("TerminalUI example").bold()
            HStack {
                Text("Count: \(count)")
                Button("Increment") { count += 1 }
            }
            TextField("Write a note", text: $draft)
                .onSubmit(addNote)
            Toggle("Number the notes", isOn: $numbered)
            Divider()
            List {
                ForEach(Array(notes.enumerated()), id: \.offset) { index, note in
                    Text(numbered ? "\(index + 1). \(note)" : "• \(note)")
                }
            }
            Text("Enter adds a note · Tab moves focus · Ctrl-Q quits")
        }
    }

    private func addNote() {
        guard !draft.isEmpty else { return }
        // Printing never reaches the screen: the runtime captures it in its output log.
        print("note added: \(draft)")
        notes.append(draft)
        draft = ""
    }
}
