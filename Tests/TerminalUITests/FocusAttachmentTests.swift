import CombineSubset
import Testing
@testable import TerminalUI

@MainActor private final class Chat: ObservableObject {
    @Published var lines: [Int] = Array(0..<20)
    @Published var showsDraft = true
}

private struct ChatScreen: View {
    @ObservedObject var chat: Chat
    @State private var draft = ""
    @State private var note = ""
    var body: some View {
        VStack(spacing: 0) {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(chat.lines, id: \.self) { Text("line \($0)") }
                }
            }
            .defaultScrollAnchor(.bottom)
            if chat.showsDraft { TextField("draft", text: $draft) }
            TextField("note", text: $note)
        }
    }
}

/// After every frame the host checks that the focused node is still attached. It searches the
/// ancestors' children only when one of them changed its children since the last check.
@MainActor @Suite struct FocusAttachmentTests {
    private func open() -> (Chat, ViewHost) {
        let chat = Chat()
        let host = ViewHost(rootView: ChatScreen(chat: chat))
        _ = host.snapshot(width: 20, height: 6)
        return (chat, host)
    }

    @Test func anAppendElsewhereDoesNotSearchTheFocusedNodesAncestors() throws {
        let (chat, host) = open()
        let focused = try #require(host.graph.focusedNode)
        _ = host.snapshot(width: 20, height: 6)
        let searches = host.focusAttachment.searches
        for line in 20..<25 {
            chat.lines.append(line)
            #expect(host.snapshot(width: 20, height: 6).contains("line \(line)"))
        }
        #expect(host.focusAttachment.searches == searches)
        #expect(host.graph.focusedNode === focused)
    }

    /// A change of the children of an ancestor of the focused node (a field above it goes away)
    /// searches again and keeps focus where it is; the next append elsewhere searches nothing.
    @Test func aChangeOnTheFocusedNodesPathSearchesAgainAndKeepsFocus() throws {
        let (chat, host) = open()
        let draft = try #require(host.graph.focusedNode)
        host.press(.tab)
        _ = host.snapshot(width: 20, height: 6)
        let focused = try #require(host.graph.focusedNode)
        #expect(focused !== draft)
        let searches = host.focusAttachment.searches
        chat.showsDraft = false
        #expect(!host.snapshot(width: 20, height: 6).contains("draft"))
        #expect(host.focusAttachment.searches == searches + 1)
        #expect(host.graph.focusedNode === focused)
        chat.lines.append(20)
        #expect(host.snapshot(width: 20, height: 6).contains("line 20"))
        #expect(host.focusAttachment.searches == searches + 1)
        #expect(host.graph.focusedNode === focused)
    }

    @Test func aFocusedFieldThatGoesAwayLosesFocusToTheNextField() throws {
        let (chat, host) = open()
        let focused = try #require(host.graph.focusedNode)
        let searches = host.focusAttachment.searches
        chat.showsDraft = false
        let screen = host.snapshot(width: 20, height: 6)
        #expect(!screen.contains("draft"))
        #expect(host.focusAttachment.searches > searches)
        let now = try #require(host.graph.focusedNode)
        #expect(now !== focused)
        #expect(now.isAttached)
        host.type("x")
        #expect(host.snapshot(width: 20, height: 6).contains("x"))
    }
}
