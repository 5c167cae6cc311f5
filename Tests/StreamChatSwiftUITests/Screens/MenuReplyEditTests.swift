import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
import Testing

/// Reply and Edit chosen from a message's menu on the rendered screen, then typed and sent
/// with Return: the reply quotes the message, the edit changes it.
@MainActor
@Suite("Reply and Edit from the message menu")
struct MenuReplyEditTests {
    let cid = ChannelId(type: .messaging, id: "general")

    /// Focuses the newest message (↑ from the composer), opens its menu (Return) and clicks `title`.
    private func choose(_ title: String, on screen: ScreenHost) throws {
        #expect(screen.snapshot().contains(L10n.Composer.Placeholder.message))    // focus is on the input
        screen.interact { $0.press(.up) }
        _ = screen.snapshot()
        screen.interact { $0.press(.enter) }
        let menu = screen.snapshot()
        #expect(menu.contains(title), "the menu is open:\n\(menu)")
        try screen.click(title)
    }

    @Test("Reply: the composer quotes the message and the sent message quotes it")
    func replyFromTheMenu() async throws {
        let bed = try SDKTestBed.withChannel(cid, messages: [("bob", "Meet at 10 in room 4")])
        let (screen, controller) = try await bed.openChannel(cid, factory: DefaultViewFactory.shared)
        let bobs = try #require(controller.messages.first)
        try choose(L10n.MessageActions.reply, on: screen)
        #expect(screen.snapshot().contains("↩"), "the reply row:\n\(screen.snapshot())")
        screen.interact { $0.type("On my way") }
        screen.interact { $0.press(.enter) }
        await bed.drain()
        let sent = try #require(controller.messages.first)
        #expect(sent.text == "On my way")
        #expect(sent.quotedMessage?.id == bobs.id)
        #expect(!screen.snapshot().contains("↩"), "the reply row is gone after sending")
    }

    @Test("Edit: the composer holds the text, and sending changes the message instead of posting")
    func editFromTheMenu() async throws {
        let bed = try SDKTestBed.withChannel(cid, messages: [("bob", "Meet at 10"), ("alice", "See you")])
        let (screen, controller) = try await bed.openChannel(cid, factory: DefaultViewFactory.shared)
        let mine = try #require(controller.messages.first)
        #expect(mine.text == "See you")
        let count = controller.messages.count
        try choose(L10n.MessageActions.edit, on: screen)
        #expect(screen.snapshot().contains("✎"), "the edit row:\n\(screen.snapshot())")
        screen.interact { $0.type(" there") }
        screen.interact { $0.press(.enter) }
        await bed.drain()
        #expect(controller.messages.count == count, "nothing new is posted")
        #expect(controller.messages.first { $0.id == mine.id }?.text == "See you there")
        #expect(!screen.snapshot().contains("✎"), "the edit row is gone after sending")
    }
}
