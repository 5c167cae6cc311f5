import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
import Testing
import ScreenLines

/// Messages the server's moderation bounced, on the rendered channel: the text stays, with the
/// notice and the actions Send Anyway (when the policy allows it), Edit and Delete.
@MainActor
@Suite("Bounced messages")
struct BouncedMessageTests {
    let cid = ChannelId(type: .messaging, id: "general")
    private static let width = 80, height = 24

    private func open(_ behavior: BlocklistBehavior) async throws -> (SDKTestBed, ScreenHost, ChatChannelController) {
        let bed = try SDKTestBed.withChannel(cid, messages: [("bob", "Keep it civil please")])
        try bed.server.setBlocklist(Blocklist(words: ["darn"], behavior: behavior), forChannelType: .messaging)
        let (screen, controller) = try await bed.openChannel(cid, factory: DefaultViewFactory.shared)
        return (bed, screen, controller)
    }

    private func snapshot(_ screen: ScreenHost) -> String {
        screen.snapshot(width: Self.width, height: Self.height)
    }

    @Test("A bounced message keeps its text and offers Edit and Delete, not Send Anyway under a plain bounce")
    func plainBounce() async throws {
        let (bed, screen, controller) = try await open(.bounce)
        _ = try await controller.send("darn this bug")
        await bed.drain()
        let text = snapshot(screen)
        #expect(text.contains("darn this bug"), "the text stays:\n\(text)")
        #expect(text.contains(L10n.MessageList.Bounced.title), "\(text)")
        #expect(text.contains(L10n.MessageList.Bounced.edit), "\(text)")
        #expect(text.contains(L10n.MessageList.Bounced.delete), "\(text)")
        #expect(!text.contains(L10n.MessageList.Bounced.sendAnyway), "the policy does not allow sending anyway:\n\(text)")
        let bobs = try await bed.channelController(cid, as: "bob")
        #expect(!bobs.messages.contains { $0.text == "darn this bug" })

        try screen.click(L10n.MessageList.Bounced.delete)
        await bed.drain()
        let after = snapshot(screen)
        #expect(!after.contains("darn this bug"), "\(after)")
        #expect(!after.contains(L10n.MessageList.Bounced.title), "\(after)")
    }

    @Test("Send Anyway publishes the message when the policy allows it")
    func sendAnyway() async throws {
        let (bed, screen, controller) = try await open(.bounceThenFlag)
        let id = try await controller.send("darn it all")
        await bed.drain()
        #expect(snapshot(screen).contains(L10n.MessageList.Bounced.sendAnyway))
        try screen.click(L10n.MessageList.Bounced.sendAnyway)
        await bed.drain()
        let text = snapshot(screen)
        #expect(text.contains("darn it all"), "\(text)")
        #expect(!text.contains(L10n.MessageList.Bounced.title), "\(text)")
        let bobs = try await bed.channelController(cid, as: "bob")
        #expect(bobs.messages.first?.text == "darn it all")
        #expect(try bed.server.flagCount(ofMessage: id) == 1)
    }

    @Test("Edit puts the rejected text into the composer; the rephrased message is published")
    func editRephrases() async throws {
        let (bed, screen, controller) = try await open(.bounce)
        let id = try await controller.send("darn it")
        await bed.drain()
        try screen.click(L10n.MessageList.Bounced.edit)
        await bed.drain()
        let editing = snapshot(screen)
        #expect(editing.contains(L10n.Composer.editing("darn it")), "\(editing)")
        let lines = editing.screenLines
        let contextRow = try #require(lines.firstIndex { $0.contains(L10n.Composer.editing("darn it")) })
        #expect(lines[(contextRow + 1)...].contains { $0.contains("darn it") }, "the input holds the rejected text:\n\(editing)")

        try screen.click("darn it", from: contextRow + 1)
        screen.interact { host in
            host.press(.end)
            for _ in 0..<"darn it".count { host.press(.backspace) }
            host.type("oh well")
            host.press(.enter)
        }
        await bed.drain()
        let text = snapshot(screen)
        #expect(text.contains("oh well"), "\(text)")
        #expect(!text.contains("darn it"), "\(text)")
        #expect(!text.contains(L10n.MessageList.Bounced.title), "\(text)")
        let bobs = try await bed.channelController(cid, as: "bob")
        #expect(bobs.messages.first?.id == id)
        #expect(bobs.messages.first?.text == "oh well")
    }

    @Test("The message menu of a bounced message holds only Send Anyway (when allowed), Edit and Delete",
          arguments: [BlocklistBehavior.bounce, .bounceThenFlag])
    func contextMenu(behavior: BlocklistBehavior) async throws {
        let bed = try SDKTestBed.withChannel(cid, messages: [("bob", "Keep it civil please")])
        try bed.server.setBlocklist(Blocklist(words: ["darn"], behavior: behavior), forChannelType: .messaging)
        let client = try await bed.client("alice")
        let controller = client.channelController(for: cid)
        let viewModel = ChatChannelViewModel(channelController: controller)
        let screen = ScreenHost(client: client) { ChatChannelView(viewFactory: DefaultViewFactory.shared, viewModel: viewModel) }
        _ = screen.snapshot()
        await bed.drain()
        _ = try await controller.send("darn")
        await bed.drain()
        let bounced = try #require(controller.messages.first)
        let actions = viewModel.contextMenuActions(for: bounced, factory: DefaultViewFactory.shared)
        #expect(actions.map(\.id) == (behavior == .bounce ? ["edit", "delete"] : ["resend", "edit", "delete"]))
        if let resend = actions.first(where: { $0.id == "resend" }) {
            #expect(resend.title == L10n.MessageList.Bounced.sendAnyway)
            resend.action()
            await bed.drain()
            #expect(controller.messages.first?.isBounced == false)
            #expect(!snapshot(screen).contains(L10n.MessageList.Bounced.title))
        }
        let published = try #require(controller.messages.first { $0.text == "Keep it civil please" })
        #expect(viewModel.contextMenuActions(for: published, factory: DefaultViewFactory.shared).contains { $0.id == "reply" },
                "published messages keep the full menu")
    }
}
