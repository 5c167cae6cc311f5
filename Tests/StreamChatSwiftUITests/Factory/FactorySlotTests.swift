import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
import Testing

/// The slots of a custom factory show up in the rendered screens (the composer's, the system and
/// bounced messages', the supported actions' and the header avatar's: `FactorySlotMoreTests`).
@MainActor
@Suite("Custom factory slots")
struct FactorySlotTests {
    let cid = ChannelId(type: .messaging, id: "general")

    func makeBed(messages: [(UserId, String)]) throws -> SDKTestBed {
        let bed = try SDKTestBed()
        try bed.server.seedChannel(cid, name: "General", createdBy: "alice", memberIds: ["bob", "carol"])
        let start = Date().addingTimeInterval(-Double(messages.count) * 10)
        try bed.server.seedMessages(messages.enumerated().map {
            .init(authorId: $0.element.0, text: $0.element.1, createdAt: start.addingTimeInterval(Double($0.offset) * 10))
        }, in: cid)
        return bed
    }

    func open<Factory: ViewFactory>(_ bed: SDKTestBed, factory: Factory) async throws -> (ScreenHost, ChatChannelController) {
        let client = try await bed.client("alice")
        let controller = client.channelController(for: cid)
        let screen = ScreenHost(client: client) { ChatChannelView(viewFactory: factory, channelController: controller) }
        _ = screen.snapshot()
        await bed.drain()
        return (screen, controller)
    }

    func tag(_ name: String) -> String { TaggingFactory.tag(name) }

    @Test("Header, background, date, avatar, author, text, time and typing slots")
    func messageSlots() async throws {
        let bed = try makeBed(messages: [("bob", "hello"), ("alice", "mine")])
        let (screen, _) = try await open(bed, factory: TaggingFactory())
        let bobs = try await bed.channelController(cid, as: "bob")
        try await awaitCompletion { bobs.sendStartTypingEvent(completion: $0) }
        await bed.drain()
        let text = screen.snapshot(width: 100, height: 30)
        for expected in ["Header:general", "ListBackground", "DateIndicator", "UserAvatar:bob", "Author:bob", "Text:hello", "Text:mine", "Date", "Typing:bob"] {
            #expect(text.contains(tag(expected)), "missing \(expected) in\n\(text)")
        }
    }

    @Test("Deleted, quoted, reactions and giphy-preview slots")
    func stateSlots() async throws {
        let bed = try makeBed(messages: [("bob", "quote me"), ("alice", "delete me")])
        let (screen, controller) = try await open(bed, factory: TaggingFactory())
        let quoted = try #require(controller.messages.first { $0.text == "quote me" })
        let deleted = try #require(controller.messages.first { $0.text == "delete me" })
        try await awaitCompletion { controller.deleteMessage(deleted.id, completion: $0) }
        try await awaitCompletion { controller.addReaction("like", to: quoted.id, completion: $0) }
        let _: Result<MessageId, Error> = await withCheckedContinuation { continuation in
            controller.createNewMessage(text: "answer", quotedMessageId: quoted.id) { continuation.resume(returning: $0) }
        }
        let _: Result<MessageId, Error> = await withCheckedContinuation { continuation in
            controller.createNewMessage(text: "/giphy cats") { continuation.resume(returning: $0) }
        }
        await bed.drain()
        let text = screen.snapshot(width: 100, height: 40)
        for expected in ["Deleted", "Quoted:quote me", "Reactions", "Giphy:preview"] {
            #expect(text.contains(tag(expected)), "missing \(expected) in\n\(text)")
        }
    }

    @Test("Muted-user slot")
    func mutedSlot() async throws {
        let bed = try makeBed(messages: [("carol", "noise")])
        let (screen, controller) = try await open(bed, factory: TaggingFactory())
        try await awaitCompletion { controller.client.userController(userId: "carol").mute(completion: $0) }
        await bed.drain()
        #expect(screen.snapshot().contains(tag("Muted:carol")))
    }

    @Test("Empty-messages and loading slots")
    func emptyAndLoading() async throws {
        let bed = try makeBed(messages: [])
        let client = try await bed.client("alice")
        let controller = client.channelController(for: cid)
        let screen = ScreenHost(client: client) { ChatChannelView(viewFactory: TaggingFactory(), channelController: controller) }
        #expect(screen.snapshot().contains(tag("Loading")))
        await bed.drain()
        #expect(screen.snapshot().contains(tag("EmptyMessages")))
    }

    @Test("Scroll-to-bottom slot appears with the count of new messages once the newest row left the screen")
    func scrollToBottomSlot() async throws {
        let bed = try makeBed(messages: (0..<30).map { ("bob", "line \($0)") })
        let client = try await bed.client("alice")
        let controller = client.channelController(for: cid)
        let viewModel = ChatChannelViewModel(channelController: controller)
        let screen = ScreenHost(client: client) { ChatChannelView(viewFactory: TaggingFactory(), viewModel: viewModel) }
        _ = screen.snapshot(width: 80, height: 20)
        await bed.drain()
        #expect(!screen.snapshot(width: 80, height: 20).contains("«ScrollToBottom"))
        // The user scrolls up: the newest row goes off screen.
        screen.interact { $0.press(.pageUp) }
        let bobs = try await bed.channelController(cid, as: "bob")
        try await bobs.send("while you were away")
        await bed.drain()
        #expect(screen.snapshot(width: 80, height: 20).contains(tag("ScrollToBottom:1")))
        viewModel.scrollToBottom()
        #expect(viewModel.unseenMessageCount == 0)
        #expect(!screen.snapshot(width: 80, height: 20).contains("«ScrollToBottom"))
        #expect(viewModel.isAtBottom, "the newest row came back on screen")
    }

    @Test("Channel list slots: loading, header modifier, item, no-channels")
    func channelListSlots() async throws {
        let bed = try makeBed(messages: [("bob", "hi")])
        let client = try await bed.client("alice")
        let screen = ScreenHost(client: client) { ChatChannelListView(viewFactory: TaggingFactory()) }
        #expect(screen.snapshot().contains(tag("Loading")), "the loading slot while the channels load")
        await bed.drain()
        let text = screen.snapshot()
        #expect(!text.contains(tag("Loading")))
        #expect(text.contains(tag("ChannelListHeader")))
        #expect(text.contains(tag("ChannelItem:General")))
        let carol = try await bed.client("dave")
        let empty = ScreenHost(client: carol) { ChatChannelListView(viewFactory: TaggingFactory()) }
        _ = empty.snapshot()
        await bed.drain()
        #expect(empty.snapshot().contains(tag("NoChannels")))
    }

    @Test("The channel avatar slot is used by the default list row")
    func channelAvatarSlot() async throws {
        let bed = try makeBed(messages: [("bob", "hi")])
        let client = try await bed.client("alice")
        let screen = ScreenHost(client: client) { ChatChannelListView(viewFactory: AvatarOnlyFactory()) }
        _ = screen.snapshot()
        await bed.drain()
        #expect(screen.snapshot().contains("«ChannelAvatar»"))
    }

    @Test("A custom message item replaces the whole message")
    func messageItemSlot() async throws {
        let bed = try makeBed(messages: [("bob", "hello")])
        let (screen, _) = try await open(bed, factory: MessageItemFactory())
        #expect(screen.snapshot().contains("«Item:hello:first:last»"))
    }

    @Test("The message actions slot is the focused message's context menu (Shift-F10)")
    func actionsSlotRendered() async throws {
        let bed = try makeBed(messages: [("bob", "theirs")])
        let (screen, _) = try await open(bed, factory: TaggingFactory())
        #expect(!screen.snapshot().contains("«Actions:"))
        var menu = ""
        for _ in 0..<6 {
            screen.interact { $0.press(.tab) }
            screen.interact { $0.press(.function(10), modifiers: .shift) }
            menu = screen.snapshot()
            if menu.contains("«Actions:") { break }
            screen.interact { $0.press(.escape) }
        }
        #expect(menu.contains("«Actions:react.like"), "\(menu)")
        #expect(menu.contains("mute"))
    }

    @Test("The message actions slot receives the default actions for others' and own messages")
    func actionsSlot() async throws {
        let bed = try makeBed(messages: [("bob", "theirs"), ("alice", "mine")])
        let (_, controller) = try await open(bed, factory: TaggingFactory())
        let viewModel = ChatChannelViewModel(channelController: controller)
        let factory = DefaultViewFactory.shared
        let theirs = try #require(controller.messages.first { $0.text == "theirs" })
        let mine = try #require(controller.messages.first { $0.text == "mine" })
        let theirActions = viewModel.contextMenuActions(for: theirs, factory: factory).map(\.id)
        let myActions = viewModel.contextMenuActions(for: mine, factory: factory).map(\.id)
        #expect(theirActions.contains("mute") && theirActions.contains("flag") && theirActions.contains("reply") && theirActions.contains("copy"))
        #expect(!theirActions.contains("delete"))
        #expect(myActions.contains("edit") && myActions.contains("delete") && !myActions.contains("mute"))
        #expect(theirActions.contains("pin") && !theirActions.contains("unpin"))
        let pin = try #require(viewModel.contextMenuActions(for: theirs, factory: factory).first { $0.id == "pin" })
        pin.action()
        controller.client.waitForPendingRequests()
        await bed.drain()
        let pinned = try #require(controller.messages.first { $0.id == theirs.id })
        #expect(pinned.isPinned)
        #expect(viewModel.contextMenuActions(for: pinned, factory: factory).contains { $0.id == "unpin" })
        let delete = try #require(viewModel.contextMenuActions(for: mine, factory: factory).first { $0.id == "delete" })
        delete.action()
        #expect(viewModel.pendingConfirmation?.id == "delete")
        viewModel.confirmPendingAction()
        controller.client.waitForPendingRequests()
        await bed.drain()
        #expect(controller.messages.first { $0.id == mine.id }?.isDeleted == true)
    }
}

/// Only the channel avatar slot is replaced.
final class AvatarOnlyFactory: ViewFactory {
    var styles = RegularStyles()
    func makeChannelAvatarView(options: ChannelAvatarViewOptions) -> some View { Text("«ChannelAvatar»") }
}

/// Only the message item slot is replaced.
final class MessageItemFactory: ViewFactory {
    var styles = RegularStyles()
    func makeMessageItemView(options: MessageItemViewOptions) -> some View {
        Text("«Item:\(options.message.text):\(options.isFirstInGroup ? "first" : "-"):\(options.isLastInGroup ? "last" : "-")»")
    }
}
