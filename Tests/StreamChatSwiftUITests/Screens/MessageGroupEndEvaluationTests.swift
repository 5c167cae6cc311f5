import Foundation
import NoonClock
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
@testable import TerminalUI
import Testing

/// When a new message joins the group of the last one, the last row changes only in what its
/// place in the group decides (avatar, author line, time): its bubble is left as it was.
@MainActor
@Suite("A group that ends elsewhere")
struct MessageGroupEndEvaluationTests {
    let cid = ChannelId(type: .messaging, id: "general")

    @Test("An append that ends the previous row's group evaluates that row's item, not its bubble")
    func previousRowKeepsItsBubble() async throws {
        // Bob wrote the last two messages; his next one continues their group.
        let bed = try SDKTestBed.withChannel(cid, messages: (0..<30).map { ($0 % 3 == 0 ? "alice" : "bob", "Message \($0)") })
        let client = try await bed.client("alice")
        let controller = client.channelController(for: cid)
        // A grouping interval of an hour: a slow run (on a loaded machine) still appends within
        // it, so the new message always joins the group. Dates as of a fixed noon: no new day
        // ends the group either.
        let utils = Utils(dateFormatting: .atNoon(), messageListConfig: MessageListConfig(groupingInterval: 3_600))
        let screen = ScreenHost(client: client, utils: utils) {
            ChatChannelView(viewFactory: DefaultViewFactory.shared, channelController: controller)
        }
        let bobs = try await bed.channelController(cid, as: "bob")
        for _ in 0..<3 {
            _ = screen.snapshot(width: 100, height: 40)
            await bed.drain()
        }
        let before = screen.snapshot(width: 100, height: 40)
        #expect(before.contains("Message 29"))
        #expect(controller.messages.first?.author.id == "bob")
        try await bobs.send("Brand new message")
        await bed.drain()
        let previousID = try #require(controller.messages.dropFirst().first?.id)
        // The built-in nodes updated or made during the append (every one goes through
        // `onNodeChanged`), kept alive until they are counted.
        var changed: [ViewNode] = []
        screen.host.graph.onNodeChanged = { changed.append($0) }
        let evaluated = await screen.evaluations {
            let after = screen.snapshot(width: 100, height: 40)
            #expect(after.contains("Message 29") && after.contains("Brand new message"))
        }
        screen.host.graph.onNodeChanged = nil
        // The new row runs its row and item; the previous one only its avatar slot and footer,
        // which read the end of its group from the list's record: the avatar is let go, the
        // time too, without being evaluated; no author line shows.
        #expect(evaluated[MessageListRowView<DefaultViewFactory>.self] == 1)
        #expect(evaluated[MessageItemView<DefaultViewFactory>.self] == 1)
        #expect(evaluated[MessageAvatarSlot<DefaultViewFactory>.self] == 2)
        #expect(evaluated[MessageFooterView<DefaultViewFactory>.self] == 2)
        #expect(evaluated[UserAvatarView.self] == 1)
        #expect(evaluated[MessageDateView.self] == 1)
        #expect(evaluated[MessageAuthorView.self] == 0)
        // Only the new row's bubble and text are evaluated; the previous row's bubble is equal.
        #expect(evaluated[MessageBubbleView<DefaultViewFactory>.self] == 1)
        #expect(evaluated[MessageTextView.self] == 1)
        // In the previous row, only nodes inside its avatar slot and footer are updated or
        // made: the avatar slot's placeholder made for the avatar (a clear colour and its
        // frame), 2 (the footer's body, an `if` without `else` now absent, and the slot's
        // conditional make no node: they were 2 more). Nothing between the row
        // and them (lifecycle modifiers, case, context menu, focus, stacks: 15 nodes when the
        // row and item ran again) and nothing inside the bubble.
        let previousRow = try #require(Self.rowNode(of: previousID, in: screen))
        let bubble = try #require(previousRow.firstNode { $0.value is MessageBubbleView<DefaultViewFactory> })
        let avatarSlot = try #require(previousRow.firstNode { $0.value is MessageAvatarSlot<DefaultViewFactory> })
        let footer = try #require(previousRow.firstNode { $0.value is MessageFooterView<DefaultViewFactory> })
        let inRow = changed.filter { $0.isDescendant(of: previousRow) }
        #expect(!inRow.contains { $0.isDescendant(of: bubble) }, "the previous row's bubble was updated")
        #expect(inRow.allSatisfy { $0.isDescendant(of: avatarSlot) || $0.isDescendant(of: footer) },
                "nodes outside the avatar slot and footer were updated: \(inRow.map { type(of: $0.value) })")
        #expect(inRow.count <= 2, "the previous row updated or made \(inRow.count) nodes")
        // The row no longer shows the avatar and the time (the new row does).
        #expect(previousRow.firstNode { $0.value is UserAvatarView } == nil, "the previous row kept its avatar")
        #expect(previousRow.firstNode { $0.value is MessageDateView } == nil, "the previous row kept its time")
    }

    /// The node of the message row showing `messageID`.
    static func rowNode(of messageID: MessageId, in screen: ScreenHost) -> ViewNode? {
        screen.host.graph.root.flatMap { root in
            root.firstNode { ($0.value as? MessageListRowView<DefaultViewFactory>)?.row.message?.id == messageID }
        }
    }

    @Test("A bubble is equal by what it shows and who builds it, not by the message's place in its group")
    func bubbleEquality() {
        func makeActions() -> MessageItemActions {
            MessageItemActions(resend: { _ in }, giphyAction: { _, _ in }, toggleReaction: { _, _ in },
                               bouncedAction: { _, _ in }, messageActions: { _ in [] })
        }
        let actions = makeActions()
        let bob = Fixtures.user("bob", name: "Bob Brown")
        let message = Fixtures.message("m1", text: "hello @Alice", author: bob, at: 10)
        func bubble(_ message: ChatMessage, mine: Bool = false, names: [String] = ["Alice"], showsAuthor: Bool = false,
                    actions: MessageItemActions = actions) -> MessageBubbleView<DefaultViewFactory> {
            MessageBubbleView(parts: .testing(message, mine: mine, names: names, showsAuthor: showsAuthor, actions: actions))
        }
        #expect(bubble(message) == bubble(message))
        #expect(bubble(message) == bubble(Fixtures.message("m1", text: "hello @Alice", author: bob, at: 10)), "separately built")
        #expect(bubble(message) != bubble(message, mine: true))
        #expect(bubble(message) != bubble(message, names: []))
        #expect(bubble(message) != bubble(message, showsAuthor: true), "the author's name shows above one")
        #expect(bubble(message) != bubble(Fixtures.message("m1", text: "edited", author: bob, at: 10)))
        #expect(bubble(message) != bubble(message, actions: makeActions()), "other actions")
    }
}
