import CombineSubset
import Testing
@testable import TerminalUI

/// What the list shows (observed by the list alone, as the SDK's message list observes the
/// messages).
@MainActor private final class Chat: ObservableObject {
    @Published var messages: [Line] = (0..<12).map { Line(id: $0, text: "message \($0)") }
    @Published var rowTitle: String?
    @Published var inner: [Line] = (0..<3).map { Line(id: $0, text: "inner \($0)") }
    /// What the screen around the list shows (observed by the screen).
    let frame = ScreenFrame()
    /// What the header's badge shows (observed by the badge alone).
    let presence = Presence()
}

@MainActor private final class Presence: ObservableObject {
    @Published var status = "•"
}

/// A header item of its own: a change of the presence evaluates it alone.
private struct Badge: View {
    @ObservedObject var presence: Presence
    var body: some View { Text(presence.status) }
}

@MainActor private final class ScreenFrame: ObservableObject {
    @Published var topic = "topic"
    @Published var footer = "footer"
    @Published var showSheet = false
    @Published var lazy = true
}

/// Observed by the rows that show it: a change evaluates those rows alone.
@MainActor private final class Ticker: ObservableObject {
    @Published var count = 0
}

private struct Line: Identifiable, Equatable {
    let id: Int
    var text: String
}

private struct MessageRow: View {
    let line: Line
    @ObservedObject var ticker: Ticker
    var body: some View {
        HStack(spacing: 1) {
            Text(line.text)
            Spacer()
            if line.id % 5 == 0 { Text("tick \(ticker.count)") }
        }
    }
}

/// The rows, as the SDK's message list: a view of its own that observes the messages, whose
/// body is the lazy scroll view.
private struct MessageList: View {
    @ObservedObject var chat: Chat
    let ticker: Ticker
    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) {
                ForEach(chat.messages) { line in
                    if line.id == 3, let title = chat.rowTitle {
                        MessageRow(line: line, ticker: ticker).navigationTitle(title)
                    } else {
                        MessageRow(line: line, ticker: ticker)
                    }
                }
            }
        }
    }
}

/// The last messages in a scroll view that is not lazy: it sizes to them.
private struct PlainList: View {
    @ObservedObject var chat: Chat
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(chat.messages.suffix(3)) { Text($0.text) }
            }
        }
    }
}

/// A chat screen: a navigation header with a principal item, a topic line, the list, a
/// footer and a text field; the list observes the messages on its own.
private struct ChatScreen: View {
    let chat: Chat
    let ticker: Ticker
    var body: some View {
        NavigationStack {
            ChatBody(chat: chat, ticker: ticker)
        }
    }
}

private struct ChatBody: View {
    let chat: Chat
    @ObservedObject var frame: ScreenFrame
    let ticker: Ticker
    @State private var draft = ""
    init(chat: Chat, ticker: Ticker) {
        self.chat = chat
        frame = chat.frame
        self.ticker = ticker
    }
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(frame.topic)
            if frame.lazy {
                MessageList(chat: chat, ticker: ticker).defaultScrollAnchor(.bottom)
            } else {
                PlainList(chat: chat).defaultScrollAnchor(.bottom)
            }
            Text(frame.footer)
            TextField("Message", text: $draft)
        }
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) { Text("☰") }
            ToolbarItem(placement: .topBarLeading) { Badge(presence: chat.presence) }
        }
        .sheet(isPresented: $frame.showSheet) { SheetList(chat: chat) }
    }
}

private struct SheetList: View {
    @ObservedObject var chat: Chat
    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) {
                ForEach(chat.messages.suffix(4)) { Text("sheet \($0.text)") }
            }
        }
        .defaultScrollAnchor(.bottom)
    }
}

/// A lazy list in a row of another lazy list (its size fixed by a frame).
private struct NestedScreen: View {
    let chat: Chat
    @ObservedObject var frame: ScreenFrame
    init(chat: Chat) {
        self.chat = chat
        frame = chat.frame
    }
    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) {
                ForEach(chat.messages.prefix(3)) { Text($0.text) }
                InnerList(chat: chat).frame(height: 3)
                Text(frame.footer)
            }
        }
    }
}

private struct InnerList: View {
    @ObservedObject var chat: Chat
    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) {
                ForEach(chat.inner) { Text($0.text) }
            }
        }
        .defaultScrollAnchor(.bottom)
    }
}

/// A lazy scroll view's size is its proposal's, whatever its rows are: a change inside it (rows
/// appended, a row evaluated again) lays out only the scroll view, placed again where it is,
/// not its ancestors. Whatever changes, the screen equals drawing everything afresh.
@MainActor @Suite struct LayoutBoundaryTests {
    private let width = 34, height = 14

    private func open(_ chat: Chat, _ ticker: Ticker) -> ViewHost {
        let host = ViewHost(rootView: ChatScreen(chat: chat, ticker: ticker))
        _ = host.styledSnapshot(width: width, height: height)
        return host
    }

    /// The first lazy scroll view of the main tree (not of a presentation).
    private func listNode(_ host: ViewHost) throws -> ViewNode {
        var found: ViewNode?
        host.graph.root?.forEachDescendant { node in
            if found == nil, let scroll = node.behavior as? ScrollBehavior, scroll.rows != nil { found = node }
        }
        return try #require(found)
    }

    /// The screen after `frames` renders equals a fresh host's after as many.
    private func expectSameAsFresh(_ host: ViewHost, _ chat: Chat, _ ticker: Ticker, _ name: String, frames: Int = 1) {
        let fresh = ViewHost(rootView: ChatScreen(chat: chat, ticker: ticker))
        for _ in 1..<frames {
            _ = host.styledSnapshot(width: width, height: height)
            _ = fresh.styledSnapshot(width: width, height: height)
        }
        #expect(host.styledSnapshot(width: width, height: height) == fresh.styledSnapshot(width: width, height: height), "\(name)")
    }

    @Test func anAppendLaysOutOnlyTheListNotItsAncestors() throws {
        let chat = Chat(), ticker = Ticker()
        let host = open(chat, ticker)
        for id in 12..<15 {
            chat.messages.append(Line(id: id, text: "message \(id)"))
            host.graph.laidOutNodes = []
            host.settle()
            let list = try listNode(host)
            var ancestor = list.parent
            while let node = ancestor {
                // Groups are never placed themselves (their children are, in their stead).
                #expect(!node.layoutDirty || node.isEffectivelyGroup, "an ancestor of the list needs layout after appending \(id)")
                ancestor = node.parent
            }
            _ = host.render(size: CellSize(width: width, height: height))
            let laidOut = host.graph.laidOutNodes ?? []
            host.graph.laidOutNodes = nil
            #expect(laidOut.contains { $0 === list })
            let outside = laidOut.filter { !$0.isDescendant(of: list) }
            #expect(outside.isEmpty, "measured or placed \(outside.count) nodes outside the list appending \(id)")
            #expect(!list.layoutDirty)
            expectSameAsFresh(host, chat, ticker, "after appending \(id)")
        }
    }

    /// A header item that changes in the same frame as an append lays out the header and the
    /// nodes above the item, not the list's ancestors below the navigation container's content:
    /// they keep their frames, and the list is placed again where it is.
    @Test func aHeaderChangeWithAnAppendLeavesTheListsOwnAncestorsAlone() throws {
        let chat = Chat(), ticker = Ticker()
        let host = open(chat, ticker)
        for id in 12..<15 {
            chat.presence.status = String(repeating: "•", count: id - 10)
            chat.messages.append(Line(id: id, text: "message \(id)"))
            host.settle()
            let list = try listNode(host)
            var badge: ViewNode?
            host.graph.root?.forEachDescendant { if badge == nil, $0.value is Badge { badge = $0 } }
            let badgeNode = try #require(badge)
            host.graph.laidOutNodes = []
            _ = host.render(size: CellSize(width: width, height: height))
            let laidOut = host.graph.laidOutNodes ?? []
            host.graph.laidOutNodes = nil
            #expect(laidOut.contains { $0.isDescendant(of: badgeNode) }, "the badge was not laid out appending \(id)")
            #expect(laidOut.contains { $0 === list })
            let listAncestors = laidOut.filter { $0 !== list && list.isDescendant(of: $0) && !badgeNode.isDescendant(of: $0) }
            #expect(listAncestors.isEmpty, "laid out \(listAncestors.map { "\(type(of: $0.behavior))" }) above the list appending \(id)")
            expectSameAsFresh(host, chat, ticker, "after appending \(id) with a new badge")
        }
    }

    @Test func aRowEvaluatedAgainLaysOutOnlyTheList() throws {
        let chat = Chat(), ticker = Ticker()
        let host = open(chat, ticker)
        ticker.count += 1
        host.graph.laidOutNodes = []
        _ = host.render(size: CellSize(width: width, height: height))
        let list = try listNode(host)
        let laidOut = host.graph.laidOutNodes ?? []
        host.graph.laidOutNodes = nil
        #expect(!laidOut.isEmpty)
        let outside = laidOut.filter { !$0.isDescendant(of: list) }
        #expect(outside.isEmpty, "\(outside.map { "\(type(of: $0.value)) \(type(of: $0.behavior))" })")
        expectSameAsFresh(host, chat, ticker, "after a row's own change")
    }

    @Test func aRenderWithNothingChangedLaysOutNothing() {
        let chat = Chat(), ticker = Ticker()
        let host = open(chat, ticker)
        chat.messages.append(Line(id: 12, text: "message 12"))
        _ = host.render(size: CellSize(width: width, height: height))
        host.graph.laidOutNodes = []
        _ = host.render(size: CellSize(width: width, height: height))
        #expect(host.graph.laidOutNodes?.isEmpty == true, "laid out \(host.graph.laidOutNodes?.count ?? -1) nodes")
        host.graph.laidOutNodes = nil
    }

    @Test func changesAroundTheListGiveTheScreenOfAFreshDrawing() {
        let chat = Chat(), ticker = Ticker()
        let host = open(chat, ticker)
        let changes: [(String, () -> Void)] = [
            ("append", { chat.messages.append(Line(id: 20, text: "message 20")) }),
            ("append and a longer topic", {
                chat.messages.append(Line(id: 21, text: "message 21"))
                chat.frame.topic = "a topic that wraps onto a second line here"
            }),
            ("append and a shorter footer above the field", {
                chat.messages.append(Line(id: 22, text: "message 22"))
                chat.frame.topic = "topic"
            }),
            ("a row changes and the footer grows", {
                ticker.count += 1
                chat.frame.footer = "a footer that also wraps onto a second line"
            }),
            ("rows removed", { chat.messages.removeLast(3) }),
            ("a message's text changes", { chat.messages[chat.messages.count - 1].text = "edited" }),
            ("the list is no longer lazy", { chat.frame.lazy = false }),
            ("a message appended to the plain list", { chat.messages.append(Line(id: 23, text: "message 23")) }),
            ("the list is lazy again", { chat.frame.lazy = true }),
            ("append again", { chat.messages.append(Line(id: 24, text: "message 24")) }),
        ]
        for (name, change) in changes {
            change()
            expectSameAsFresh(host, chat, ticker, name)
        }
    }

    @Test func aNonLazyScrollViewStillSizesToItsContent() {
        let chat = Chat(), ticker = Ticker()
        chat.frame.lazy = false
        chat.messages = [Line(id: 0, text: "only")]
        let host = open(chat, ticker)
        for id in 1..<4 {
            chat.messages.append(Line(id: id, text: "line \(id)"))
            expectSameAsFresh(host, chat, ticker, "after adding line \(id) to the plain list")
        }
    }

    /// A title in a lazy row reaches the header a frame after the row is built (the navigation
    /// container collects its toolbar before it places the rows), as in a fresh host.
    @Test func aTitleInARowReachesTheHeaderAndLeavesIt() {
        let chat = Chat(), ticker = Ticker()
        chat.messages = (0..<5).map { Line(id: $0, text: "message \($0)") }
        let host = open(chat, ticker)
        chat.rowTitle = "Row title"
        expectSameAsFresh(host, chat, ticker, "a row gains a title", frames: 2)
        #expect(host.snapshot(width: width, height: height).contains("Row title"))
        chat.rowTitle = "Renamed"
        expectSameAsFresh(host, chat, ticker, "the row's title changes", frames: 2)
        #expect(host.snapshot(width: width, height: height).contains("Renamed"))
        chat.rowTitle = nil
        expectSameAsFresh(host, chat, ticker, "the row loses its title", frames: 2)
        #expect(!host.snapshot(width: width, height: height).contains("Renamed"))
    }

    @Test func scrollingAndAResizeKeepTheScreenOfAFreshDrawing() {
        let chat = Chat(), ticker = Ticker()
        let host = open(chat, ticker)
        host.press(.pageUp)
        let scrolled = host.snapshot(width: width, height: height)
        #expect(scrolled.contains("message 2") && !scrolled.contains("message 11"))
        chat.messages.append(Line(id: 30, text: "message 30"))
        #expect(host.snapshot(width: width, height: height) == scrolled, "an append below the rows shown")
        for _ in 0..<3 { host.press(.pageDown) }
        expectSameAsFresh(host, chat, ticker, "scrolled back to the bottom")
        chat.messages.append(Line(id: 31, text: "message 31"))
        let resized = host.styledSnapshot(width: width + 6, height: height - 2)
        let fresh = ViewHost(rootView: ChatScreen(chat: chat, ticker: ticker)).styledSnapshot(width: width + 6, height: height - 2)
        #expect(resized == fresh, "an append in the same frame as a resize")
    }

    @Test func aListInAPresentedSheetFollowsAppends() {
        let chat = Chat(), ticker = Ticker()
        let host = open(chat, ticker)
        chat.frame.showSheet = true
        expectSameAsFresh(host, chat, ticker, "the sheet is presented")
        for id in 40..<43 {
            chat.messages.append(Line(id: id, text: "message \(id)"))
            expectSameAsFresh(host, chat, ticker, "appended \(id) under the sheet")
        }
        #expect(host.snapshot(width: width, height: height).contains("sheet message 42"))
    }

    @Test func aListInARowOfAListFollowsAppends() {
        let chat = Chat()
        let host = ViewHost(rootView: NestedScreen(chat: chat))
        _ = host.styledSnapshot(width: width, height: height)
        let changes: [(String, () -> Void)] = [
            ("inner append", { chat.inner.append(Line(id: 3, text: "inner 3")) }),
            ("outer and inner change", {
                chat.inner.append(Line(id: 4, text: "inner 4"))
                chat.frame.footer = "new footer"
            }),
            ("inner rows removed", { chat.inner.removeFirst(3) }),
        ]
        for (name, change) in changes {
            change()
            let incremental = host.styledSnapshot(width: width, height: height)
            let fresh = ViewHost(rootView: NestedScreen(chat: chat)).styledSnapshot(width: width, height: height)
            #expect(incremental == fresh, "\(name)")
        }
        #expect(host.snapshot(width: width, height: height).contains("inner 4"))
    }
}
