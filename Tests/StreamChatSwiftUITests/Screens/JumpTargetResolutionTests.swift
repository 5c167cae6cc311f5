import Foundation
@testable import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
@testable import TerminalUI
import Testing

/// A channel opened at a message waits for that message's row before the newest loaded row may
/// load newer pages (the list shows its bottom first). The wait ends also when the row can
/// never come: the page around the message came without it, or it was removed before it
/// showed; and when the user scrolls back to the newest row themselves.
@MainActor
@Suite("Opening at a message: the wait for its row ends")
struct JumpTargetResolutionTests {
    private let team = ChannelId(type: .messaging, id: "team")
    private static let width = 70, height = 20

    /// Forwards to a server, leaving the message a page is asked around out of that page's
    /// answer (as a server leaves out a message the user may no longer see).
    private final class PageWithoutAnchorTransport: ChatTransport {
        let server: ChatServer
        init(_ server: ChatServer) { self.server = server }
        func connect(userInfo: UserInfo, token: Token, eventHandler: @escaping @Sendable (ChatEvent) -> Void) throws -> ChatConnectionInfo {
            try server.connect(userInfo: userInfo, token: token, eventHandler: eventHandler)
        }
        func disconnect(_ connectionId: ConnectionId) { server.disconnect(connectionId) }
        func perform(_ request: ChatRequest, on connectionId: ConnectionId) throws -> ChatResponse {
            let response = try server.perform(request, on: connectionId)
            guard case let .queryChannel(_, _, _, _, _, _, _, around?) = request, case let .channel(page) = response else { return response }
            return .channel(ChannelPage(channel: page.channel, messages: page.messages.filter { $0.id != around },
                                        hasNewerMessages: page.hasNewerMessages, hasOlderMessages: page.hasOlderMessages))
        }
    }

    /// "Team" with 100 messages, "Message 0" (oldest) to "Message 99" (newest).
    private func bed() throws -> SDKTestBed {
        let bed = try SDKTestBed()
        let start = Date().addingTimeInterval(-2000)
        try bed.server.seedChannel(team, name: "Team", createdBy: "alice", memberIds: ["bob"], createdAt: start.addingTimeInterval(-10))
        try bed.server.seedMessages((0..<100).map { index in
            .init(id: "m\(index)", authorId: index.isMultiple(of: 2) ? "bob" : "alice", text: "Message \(index)",
                  createdAt: start.addingTimeInterval(Double(index) * 10))
        }, in: team)
        return bed
    }

    private func render(_ screen: ScreenHost, _ bed: SDKTestBed) async -> String {
        for _ in 0..<3 {
            _ = screen.snapshot(width: Self.width, height: Self.height)
            screen.client.waitForPendingRequests()
            await bed.drain()
        }
        return screen.snapshot(width: Self.width, height: Self.height)
    }

    /// A view model opened at message 40 with its page loaded, not yet shown.
    private func openAtMessage40(_ client: ChatClient, _ bed: SDKTestBed) async throws -> ChatChannelViewModel {
        let search = client.messageSearchController()
        try await awaitCompletion { search.search(text: "Message 40", completion: $0) }
        let message = try #require(search.messages.first { $0.id == "m40" })
        let viewModel = ChatChannelViewModel(channelController: client.channelController(for: team), scrollToMessage: message)
        client.waitForPendingRequests()
        await bed.drain()
        #expect(!viewModel.channelController.hasLoadedAllNextMessages, "a page around message 40")
        return viewModel
    }

    /// Shows the channel of `viewModel`, which waits for no row (message 40 is not among its
    /// messages), presses PageDown until the newest message shows (or 40 times) and expects the
    /// newer pages to have loaded up to it.
    private func expectScrollingDownReachesTheNewest(_ viewModel: ChatChannelViewModel, _ client: ChatClient, _ bed: SDKTestBed) async {
        #expect(!viewModel.channelController.messages.contains { $0.id == "m40" })
        #expect(viewModel.pendingJumpTarget == nil, "nothing waits for a row that cannot come")
        let screen = ScreenHost(client: client) { ChatChannelView(viewFactory: DefaultViewFactory.shared, viewModel: viewModel) }
        var frame = await render(screen, bed)
        for _ in 0..<40 where !frame.contains("Message 99") {
            screen.interact { $0.press(.pageDown) }
            frame = await render(screen, bed)
        }
        #expect(frame.contains("Message 99"), "\(frame)")
        #expect(viewModel.channelController.hasLoadedAllNextMessages)
    }

    @Test("The page around the message came without it: scrolling down still loads the newer pages")
    func pageWithoutTheMessage() async throws {
        let bed = try bed()
        let client = ChatClient(config: ChatClientConfig(apiKey: APIKey("jump-target-tests"), transport: PageWithoutAnchorTransport(bed.server)))
        try await awaitCompletion { client.connectUser(userInfo: UserInfo(id: "alice"), token: .development(userId: "alice"), completion: $0) }
        let viewModel = try await openAtMessage40(client, bed)
        await expectScrollingDownReachesTheNewest(viewModel, client, bed)
    }

    @Test("The message was removed before its row showed: scrolling down still loads the newer pages")
    func messageRemovedBeforeItShowed() async throws {
        let bed = try bed()
        let client = try await bed.client("alice")
        let viewModel = try await openAtMessage40(client, bed)
        let target = try #require(viewModel.channelController.messages.first { $0.id == "m40" })
        client.applyLocalChange(.messageDeleted(target, hardDelete: true))
        await bed.drain()
        await expectScrollingDownReachesTheNewest(viewModel, client, bed)
    }

    @Test("The newest loaded row coming on screen a second time loads newer messages, though the message's row never came")
    func userScrolledBackToTheNewestRow() async throws {
        let bed = try bed()
        let client = try await bed.client("alice")
        let viewModel = try await openAtMessage40(client, bed)
        let newest = try #require(viewModel.rows.last)
        let loaded = viewModel.channelController.messages.count
        viewModel.rowAppeared(newest)   // the list's first frame, before it scrolled to the message
        client.waitForPendingRequests()
        await bed.drain()
        #expect(viewModel.channelController.messages.count == loaded, "the first frame loads nothing")
        viewModel.rowDisappeared(newest)
        viewModel.rowAppeared(newest)   // the user scrolled back down to it
        client.waitForPendingRequests()
        await bed.drain()
        #expect(viewModel.pendingJumpTarget == nil)
        #expect(viewModel.channelController.messages.count > loaded, "the next newer page loaded")
    }
}
