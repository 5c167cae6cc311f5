import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
import Testing

/// Return on a focused ephemeral giphy preview opens a menu of its buttons (Send, Shuffle,
/// Cancel), as Return on any other message opens its actions: the preview's menu was empty,
/// so Return did nothing and only Tab reached the buttons.
@MainActor
@Suite("Return on a giphy preview")
struct GiphyPreviewMenuTests {
    let cid = ChannelId(type: .messaging, id: "general")

    /// The channel with alice's `/giphy cats` preview, focused (↑ from the composer), and the
    /// screen after Return.
    private func openPreviewMenu() async throws -> (SDKTestBed, ScreenHost, ChatChannelController, String) {
        let bed = try SDKTestBed.withChannel(cid, messages: [("bob", "show me cats")])
        let (screen, controller) = try await bed.openChannel(cid, factory: DefaultViewFactory.shared)
        _ = try await controller.send("/giphy cats")
        await bed.drain()
        #expect(controller.messages.first?.type == .ephemeral)
        #expect(screen.snapshot(width: 100, height: 30).contains("Only visible to you"))
        screen.press(.up)
        #expect(screen.focusedText().contains("Only visible to you"), "the preview has focus:\n\(screen.snapshot(width: 100, height: 30))")
        screen.press(.enter)
        return (bed, screen, controller, screen.snapshot(width: 100, height: 30))
    }

    @Test("Return opens Send, Shuffle and Cancel; Return again posts the giphy")
    func returnSends() async throws {
        let (bed, screen, controller, menu) = try await openPreviewMenu()
        for entry in ["➤ \(L10n.Giphy.send)", "↻ \(L10n.Giphy.shuffle)", "✕ \(L10n.Giphy.cancel)"] {
            #expect(menu.contains(entry), "missing \(entry) in\n\(menu)")
        }
        screen.press(.enter)
        await bed.drain()
        let bobs = try await bed.channelController(cid, as: "bob")
        #expect(bobs.messages.contains { !$0.giphyAttachments.isEmpty }, "Send posted the giphy")
        #expect(!controller.messages.contains { $0.type == .ephemeral })
        #expect(!screen.snapshot(width: 100, height: 30).contains("Only visible to you"))
    }

    @Test("Cancel from the menu discards the preview and posts nothing")
    func cancelDiscards() async throws {
        let (bed, screen, controller, _) = try await openPreviewMenu()
        try screen.click("✕ \(L10n.Giphy.cancel)", width: 100, height: 30)
        await bed.drain()
        #expect(!controller.messages.contains { $0.type == .ephemeral })
        let bobs = try await bed.channelController(cid, as: "bob")
        #expect(!bobs.messages.contains { !$0.giphyAttachments.isEmpty })
    }

    /// alice's channel screen with bob's message, and its view model (which builds the menus).
    private func openScreen() async throws -> (SDKTestBed, ChatChannelViewModel, ScreenHost) {
        let bed = try SDKTestBed.withChannel(cid, messages: [("bob", "show me cats")])
        let client = try await bed.client("alice")
        let viewModel = ChatChannelViewModel(channelController: client.channelController(for: cid))
        let screen = ScreenHost(client: client, utils: Utils()) { ChatChannelView(viewFactory: DefaultViewFactory.shared, viewModel: viewModel) }
        _ = screen.snapshot()
        await bed.drain()
        return (bed, viewModel, screen)
    }

    @Test("A message that is not a giphy preview offers no giphy buttons")
    func otherMessagesHaveNone() async throws {
        let (_, viewModel, _) = try await openScreen()
        let bobs = try #require(viewModel.channelController.messages.first)
        let ids = viewModel.contextMenuActions(for: bobs, factory: DefaultViewFactory.shared).map(\.id)
        #expect(!ids.isEmpty)
        #expect(!ids.contains { $0.hasPrefix("giphy.") }, "\(ids)")
    }

    /// A command's result ("Bob Brown was muted.") is ephemeral too, but holds no giphy: it
    /// shows no giphy buttons and its menu offers none.
    @Test("An ephemeral message without a giphy offers no giphy buttons")
    func ephemeralWithoutGiphyHasNone() async throws {
        let (bed, viewModel, screen) = try await openScreen()
        let controller = viewModel.channelController
        _ = try await controller.send("/mute @bob")
        await bed.drain()
        let result = try #require(controller.messages.first)
        #expect(result.type == .ephemeral && result.giphyAttachments.isEmpty, "\(result.text)")
        let shown = screen.snapshot(width: 100, height: 30)
        #expect(shown.contains("was muted") && shown.contains("Only visible to you"), "\(shown)")
        #expect(!shown.contains("Shuffle"), "giphy buttons shown:\n\(shown)")
        let ids = viewModel.contextMenuActions(for: result, factory: DefaultViewFactory.shared).map(\.id)
        #expect(!ids.contains { $0.hasPrefix("giphy.") }, "\(ids)")
    }
}
