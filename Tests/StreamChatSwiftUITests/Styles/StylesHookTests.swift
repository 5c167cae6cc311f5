import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
import Testing
import ScreenLines

/// Each Styles hook is applied where its name says.
@MainActor
@Suite("Styles hooks")
struct StylesHookTests {
    let cid = ChannelId(type: .messaging, id: "general")

    private func tag(_ name: String) -> String { TaggingStyles.tag(name) }

    private func channelScreen(messages: Int = 3) async throws -> (SDKTestBed, ScreenHost, ChatChannelController) {
        let bed = try SDKTestBed()
        try bed.server.seedChannel(cid, name: "General", createdBy: "alice", memberIds: ["bob"])
        let start = Date().addingTimeInterval(-Double(messages) * 10)
        try bed.server.seedMessages((0..<messages).map { .init(id: "m\($0)", authorId: "bob", text: "line \($0)", createdAt: start.addingTimeInterval(Double($0) * 10)) }, in: cid)
        let client = try await bed.client("alice")
        let controller = client.channelController(for: cid)
        let screen = ScreenHost(client: client) { ChatChannelView(viewFactory: TaggingStylesFactory(), channelController: controller) }
        _ = screen.snapshot()
        await bed.drain()
        return (bed, screen, controller)
    }

    @Test("Message list, its container, each message bubble, the composer container, its input and buttons")
    func channelHooks() async throws {
        let (_, screen, _) = try await channelScreen()
        let text = screen.snapshot(width: 80, height: 30)
        for expected in ["MessageList", "MessageListContainer", "Message:m0", "Message:m2", "Composer", "ComposerInput"] {
            #expect(text.contains(tag(expected)), "missing \(expected) in\n\(text)")
        }
        // The commands button and the send button.
        #expect(text.components(separatedBy: tag("ComposerButton")).count == 3, "\(text)")
        #expect(!text.contains(tag("Suggestions")))
        let lines = text.screenLines
        let container = try #require(lines.firstIndex { $0.contains(tag("MessageListContainer")) })
        let list = try #require(lines.firstIndex { $0.contains(tag("MessageList")) && !$0.contains("Container") })
        #expect(container < list, "the container modifier wraps the list")
    }

    @Test("Suggestions container: typing / lists the commands inside the hook's modifier")
    func suggestionsHook() async throws {
        let (_, screen, _) = try await channelScreen()
        _ = screen.snapshot(width: 80, height: 30)    // focus is on the input
        screen.interact { $0.type("/") }
        let text = screen.snapshot(width: 80, height: 30)
        let rows = text.components(separatedBy: "\n")
        let hook = try #require(rows.firstIndex { $0.contains(tag("Suggestions")) }, "\(text)")
        let header = try #require(rows.firstIndex { $0.contains(L10n.Composer.Suggestions.commandsHeader) }, "\(text)")
        #expect(hook < header, "the modifier wraps the suggestions:\n\(text)")
    }

    @Test("Scroll-to-bottom button")
    func scrollToBottomHook() async throws {
        let bed = try SDKTestBed()
        try bed.server.seedChannel(cid, name: "General", createdBy: "alice", memberIds: ["bob"])
        try bed.server.seedMessages((0..<30).map { .init(authorId: "bob", text: "line \($0)", createdAt: Date().addingTimeInterval(Double($0))) }, in: cid)
        let client = try await bed.client("alice")
        let viewModel = ChatChannelViewModel(channelController: client.channelController(for: cid))
        let screen = ScreenHost(client: client) { ChatChannelView(viewFactory: TaggingStylesFactory(), viewModel: viewModel) }
        _ = screen.snapshot()
        await bed.drain()
        #expect(!screen.snapshot().contains(tag("ScrollToBottom")))
        screen.interact { $0.press(.pageUp) }
        let bobs = try await bed.channelController(cid, as: "bob")
        try await bobs.send("news")
        await bed.drain()
        #expect(screen.snapshot().contains(tag("ScrollToBottom")))
    }

    @Test("Channel list content, list and searchable")
    func channelListHooks() async throws {
        let bed = try SDKTestBed()
        try bed.server.seedChannel(cid, name: "General", createdBy: "alice", memberIds: ["bob"])
        let client = try await bed.client("alice")
        let screen = ScreenHost(client: client) { ChatChannelListView(viewFactory: TaggingStylesFactory()) }
        _ = screen.snapshot()
        await bed.drain()
        let text = screen.snapshot()
        for expected in ["ChannelListContent", "ChannelList:1", "Searchable"] {
            #expect(text.contains(tag(expected)), "missing \(expected) in\n\(text)")
        }
    }

    @Test("Bounced message actions")
    func bouncedHook() {
        let me = Fixtures.user("alice", name: "Alice")
        let bounced = ChatMessage(
            id: "b1", cid: cid, text: "bad words", type: .error, author: me, createdAt: Date(), isSentByCurrentUser: true,
            moderationDetails: MessageModerationDetails(originalText: "bad words", action: .bounce, allowsSendingAnyway: true))
        let options = MessageItemViewOptions(
            channel: Fixtures.channel("general"), message: bounced, isFirstInGroup: true, isLastInGroup: true,
            isSentByCurrentUser: true, mentionedUserNames: [], actions: MessageItemActions.inert
        )
        let text = renderSnapshot(MessageItemView(factory: TaggingStylesFactory(), options: options), width: 80, height: 10)
        #expect(text.contains(tag("BouncedActions")))
        #expect(text.contains("Send Anyway"))
        #expect(text.contains("bad words"))
    }

    @Test("Default composer chrome: docked has a top border, floating an inset outline")
    func composerPlacementChrome() {
        let docked = renderSnapshot(Text("INPUT").modifier(PlacementComposerModifier(placement: .docked)), width: 30, height: 3)
        let floating = renderSnapshot(Text("INPUT").modifier(PlacementComposerModifier(placement: .floating)), width: 30, height: 5)
        let dockedLines = docked.screenLines
        #expect(dockedLines.first?.contains("─") == true)
        #expect(dockedLines.dropFirst().first?.contains("INPUT") == true)
        let floatingInput = floating.screenLines.first { $0.contains("INPUT") }
        #expect(floatingInput?.hasPrefix(" ") == true, "the floating composer is inset:\n\(floating)")
    }
}

extension MessageItemActions {
    /// Actions that do nothing, for rendering message views on their own.
    static var inert: MessageItemActions {
        MessageItemActions(resend: { _ in }, giphyAction: { _, _ in }, toggleReaction: { _, _ in }, bouncedAction: { _, _ in }, messageActions: { _ in [] })
    }
}
