import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
@testable import TerminalUI
import Testing

/// What a message row costs while the list updates: a row value compares what its body shows,
/// and the message actions are worked out only when a message's menu opens.
@MainActor
@Suite("Message row cost")
struct MessageRowCostTests {
    let cid = ChannelId(type: .messaging, id: "general")

    @Test("Message actions are worked out when the menu opens, not while rows are built")
    func actionsOnlyWhenMenuOpens() async throws {
        let bed = try SDKTestBed.withChannel(cid, messages: [("bob", "first"), ("carol", "second"), ("bob", "third")])
        let factory = ActionCountingFactory()
        let (screen, _) = try await bed.openChannel(cid, factory: factory)
        #expect(screen.snapshot().contains("third"))
        let bobs = try await bed.channelController(cid, as: "bob")
        try await bobs.send("fourth")
        await bed.drain()
        #expect(screen.snapshot().contains("fourth"))
        #expect(factory.actionRequests == 0, "rows were built without asking for their actions")

        var menu = ""
        for _ in 0..<8 {
            screen.interact { $0.press(.tab) }
            screen.interact { $0.press(.function(10), modifiers: .shift) }
            menu = screen.snapshot()
            if menu.contains(L10n.MessageActions.reply) { break }
            screen.interact { $0.press(.escape) }
        }
        #expect(menu.contains(L10n.MessageActions.reply), "\(menu)")
        #expect(factory.actionRequests > 0)
    }

    @Test("Row values are equal exactly when what the row shows is the same")
    func rowEquality() async throws {
        let bed = try SDKTestBed.withChannel(cid)
        let (_, controller) = try await bed.openChannel(cid, factory: DefaultViewFactory.shared)
        let viewModel = ChatChannelViewModel(channelController: controller)
        let bob = Fixtures.user("bob", name: "Bob Brown")
        let carol = Fixtures.user("carol", name: "Carol Chen")
        let message = Fixtures.message("m1", text: "hi @Carol Chen", author: bob, at: 10, mentioned: [carol])
        func row(_ message: ChatMessage, muted: Bool = false, channel: ChatChannel = Fixtures.channel("general"))
            -> MessageListRowView<DefaultViewFactory> {
            .fixture(message, factory: DefaultViewFactory.shared, viewModel: viewModel, muted: muted, channel: channel)
        }
        let same = Fixtures.message("m1", text: "hi @Carol Chen", author: bob, at: 10, mentioned: [carol])
        let unmentioned = Fixtures.message("m1", text: "hi @Carol Chen", author: bob, at: 10)
        let edited = Fixtures.message("m1", text: "hi Carol", author: bob, at: 10, mentioned: [carol])
        #expect(row(message) == row(message))
        #expect(row(message) == row(same), "separately built equal messages")
        #expect(row(message) != row(unmentioned), "the mentions decide the highlighting")
        #expect(row(message) != row(edited))
        #expect(row(message) != row(message, muted: true))
        #expect(row(message) != row(message, channel: Fixtures.channel("other")))
        #expect(row(message) == row(message, channel: Fixtures.channel("general", name: "Renamed")),
                "rows show the channel's id only")
    }

    @Test("A default message row is built from few nodes")
    func rowNodeCounts() async throws {
        let bed = try SDKTestBed.withChannel(cid)
        let (screen, controller) = try await bed.openChannel(cid, factory: DefaultViewFactory.shared)
        let viewModel = ChatChannelViewModel(channelController: controller)
        let bob = Fixtures.user("bob", name: "Bob Brown")
        let alice = Fixtures.user("alice", name: "Alice Anders")
        func nodes(_ message: ChatMessage, first: Bool, last: Bool) -> (count: Int, text: String) {
            let row = MessageListRowView.fixture(message, factory: DefaultViewFactory.shared, viewModel: viewModel, first: first, last: last)
            let host = ScreenHost(client: screen.client) { row }
            let text = host.snapshot(width: 60, height: 6)
            var count = 0
            host.host.graph.root?.forEachDescendant { _ in count += 1 }
            return (count, text)
        }
        // Counted for this layout: avatar, bubble with text, time. The list used to wrap each
        // row in two modifiers and nest a regular message four conditionals deep: 61, 47 and 34
        // nodes. The bubble's own view (`MessageBubbleView`, so that a change of the message's
        // place in its group leaves the bubble alone) is one node of each count. The bubble
        // holds the column with the lines above it (author, pinned note), so that the column is
        // left alone too. The avatar slot and the footer are views of their own (they read the
        // end of the message's group, so that the row before a new message runs only them): two
        // nodes more in each count. An `if` without `else` (author, pinned note, quote, text,
        // footer) makes no node: 38, 28 and 27 nodes before. The avatar's initials carry their
        // line limit (an environment-writing modifier makes no node): 33 before. The row's
        // `onAppear` and `onDisappear` share a node, the bubble style's `EmptyModifier` makes
        // none, the bubble's column and its content's column are left out when they would hold
        // one view, and the footer insets the time by padding instead of a clear frame: 32, 23
        // and 22 before (then bounded at 27, 19 and 18; the first two rows later took a node
        // fewer, 26 and 18). Another user's footer pads its time on both sides instead of
        // putting it in a row with a spacer: 26, 18 and 18 before. The bounds are the counts
        // (docs/MESSAGE-ROWS.md).
        let others = nodes(Fixtures.message("m1", text: "from bob", author: bob, at: 10), first: false, last: true)
        #expect(others.text.contains("from bob") && others.text.contains("BB"), "\(others.text)")
        #expect(others.count <= 24, "a row of another user's message took \(others.count) nodes")
        let mine = nodes(Fixtures.message("m2", text: "from me", author: alice, at: 10), first: false, last: true)
        #expect(mine.text.contains("from me"), "\(mine.text)")
        #expect(mine.count <= 18, "a row of the current user's message took \(mine.count) nodes")
        let middle = nodes(Fixtures.message("m3", text: "in the middle", author: bob, at: 10), first: false, last: false)
        #expect(middle.count <= 18, "a row in the middle of a group took \(middle.count) nodes")
    }
}

/// The default factory, counting how often the message actions are asked for.
final class ActionCountingFactory: ViewFactory {
    var styles = RegularStyles()
    private(set) var actionRequests = 0

    func supportedMessageActions(options: SupportedMessageActionsOptions) -> [MessageAction] {
        actionRequests += 1
        return DefaultMessageActions.make(for: options, chatClient: options.channelController.client)
    }
}
