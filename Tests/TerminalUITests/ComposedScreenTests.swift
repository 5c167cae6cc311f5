import Testing
@testable import TerminalUI

private struct Message: Identifiable {
    let id: Int
    let author: String
    let text: String
}

/// A small chat screen: navigation header, bottom-anchored transcript, composer.
private struct ChatScreen: View {
    let messages: [Message]
    @State private var draft = ""
    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                ScrollView {
                    LazyVStack(alignment: .leading) {
                        ForEach(messages) { message in
                            (Text(message.author).bold() + Text(": " + message.text))
                                .frame(maxWidth: .infinity, alignment: .leading)
                        }
                    }
                }
                .defaultScrollAnchor(.bottom)
                Divider()
                HStack {
                    TextField("Message", text: $draft)
                    Button(action: {}, label: { Image(systemName: "paperplane.fill") })
                }
            }
            .navigationTitle("general")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) { Image(systemName: "bell.slash") }
            }
        }
    }
}

@MainActor @Suite struct ComposedScreenTests {
    @Test func chatScreenSnapshot() {
        let messages = [
            Message(id: 1, author: "ann", text: "hello"),
            Message(id: 2, author: "bob", text: "a longer message that wraps over two lines"),
            Message(id: 3, author: "eve", text: "👍 田中"),
        ]
        let host = ViewHost(rootView: ChatScreen(messages: messages))
        let expected = """
                  general         🔕
        ────────────────────────────
        ann: hello                  
        bob: a longer message that  
        wraps over two lines        
        eve: 👍 田中                
        ────────────────────────────
        Message                    ➤
        """
        #expect(host.snapshot(width: 28, height: 8) == expected)
        let styled = host.styledSnapshot(width: 28, height: 8)
        #expect(styled.contains("ann: hello                  \n  [0-3) bold"))
        #expect(styled.contains("Message                    ➤\n  [0-7) dim"))
        #expect(styled.contains("────────────────────────────\n  [0-28) fg=8"))
        #expect(host.cursorPosition == CellPoint(x: 0, y: 7))
    }

    @Test func layoutPriorityAndFixedSize() {
        let view = HStack(spacing: 0) {
            Text("aaaaaaaaaa")
            Text("bbbbbbbbbb").layoutPriority(1)
        }
        #expect(renderSnapshot(view, width: 12, height: 1) == "a…bbbbbbbbbb")
        let fixed = Text("long text here").fixedSize().frame(width: 32)
        #expect(renderSnapshot(fixed, width: 14, height: 1) == "long text here")
    }

    @Test func truncationModesAndMultilineAlignment() {
        #expect(renderSnapshot(Text("abcdefghij").lineLimit(1).truncationMode(.head), width: 5, height: 1) == "…ghij")
        #expect(renderSnapshot(Text("abcdefghij").lineLimit(1).truncationMode(.middle), width: 5, height: 1) == "ab…ij")
        let centered = Text("one two three").multilineTextAlignment(.center).frame(width: 56)
        #expect(renderSnapshot(centered, width: 7, height: 2) == "one two\n three ")
    }

    @Test func verticalTextFieldGrowsWithItsText() {
        struct Composer: View {
            @State var text = ""
            var body: some View { TextField("say", text: $text, axis: .vertical).frame(width: 48) }
        }
        let host = ViewHost(rootView: Composer())
        _ = host.snapshot(width: 6, height: 3)
        host.type("hello world")
        #expect(host.snapshot(width: 6, height: 3) == "hello \nworld \n      ")
    }

    @Test func bottomBarItemsDrawAtTheBottom() {
        let view = NavigationStack {
            Text("content").toolbar {
                ToolbarItem(placement: .bottomBar) { Text("status") }
            }
        }
        let lines = renderSnapshot(view, width: 10, height: 4).split(separator: "\n").map(String.init)
        #expect(lines.last == "status    ")
    }
}
