import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
@testable import TerminalUI
import Testing

/// The channel list's message results load page after page (25 each) as the user moves down
/// to the end of them.
@MainActor
@Suite("Message search results: paging")
struct MessageSearchPagingTests {
    private static let width = 60, height = 16

    @Test("Moving down through the results loads the next pages until every match shows")
    func movingToTheEndLoadsTheNextPage() async throws {
        let bed = try SDKTestBed()
        let team = ChannelId(type: .messaging, id: "team")
        let start = Date().addingTimeInterval(-3600)
        try bed.server.seedChannel(team, name: "Team", createdBy: "alice", memberIds: ["bob"], createdAt: start.addingTimeInterval(-10))
        try bed.server.seedMessages((0..<60).map {
            .init(authorId: "bob", text: "Standup note \($0)", createdAt: start.addingTimeInterval(Double($0) * 10))
        }, in: team)
        let client = try await bed.client("alice")
        let (screen, viewModel) = channelListScreen(client: client)
        _ = screen.snapshot(width: Self.width, height: Self.height)
        await bed.drain()
        screen.interact { $0.type("note") }
        _ = screen.snapshot(width: Self.width, height: Self.height)
        await bed.drain()
        #expect(viewModel.messageSearchResults.count == 25, "the first page")

        var frame = ""
        for _ in 0..<80 where !frame.contains("Standup note 0") {
            screen.interact { $0.press(.down) }
            _ = screen.snapshot(width: Self.width, height: Self.height)
            await bed.drain()
            frame = screen.snapshot(width: Self.width, height: Self.height)
        }
        #expect(frame.contains("Bob Brown: Standup note 0"), "the oldest match, on the third page, is reached:\n\(frame)")
        #expect(viewModel.messageSearchResults.count == 60)
        #expect(viewModel.messageSearchController.hasLoadedAllMessages)
        let ids = viewModel.messageSearchResults.map(\.id)
        #expect(Set(ids).count == 60, "no result twice")
    }
}
