import Foundation
@testable import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
@testable import TerminalUI
import Testing

/// The highlight of the message a channel was opened at is part of what a row shows: rows
/// that differ only in it are not equal, so a change of the highlight alone redraws the row.
@MainActor
@Suite("Highlighted message row")
struct HighlightRedrawTests {
    private let team = ChannelId(type: .messaging, id: "team")

    @Test("Rows differing only in the highlight are not equal")
    func highlightTakesPartInEquality() async throws {
        let viewModel = ChatChannelViewModel(channelController: try await SDKTestBed().client("alice").channelController(for: team))
        let message = Fixtures.message("m1", text: "hello", author: Fixtures.user("bob", name: "Bob Brown"), at: 10)
        let plain = MessageListRowView.fixture(message, factory: DefaultViewFactory.shared, viewModel: viewModel)
        let highlighted = MessageListRowView(context: plain.context, row: plain.row, isAuthorMuted: false, isHighlighted: true)
        #expect(plain == MessageListRowView(context: plain.context, row: plain.row, isAuthorMuted: false, isHighlighted: false))
        #expect(plain != highlighted)
    }

    @Test("Going to the newest messages of the same page takes the highlight off the message's bubble")
    func highlightChangeRedrawsTheRow() async throws {
        let bed = try SDKTestBed()
        let start = Date().addingTimeInterval(-200)
        try bed.server.seedChannel(team, name: "Team", createdBy: "alice", memberIds: ["bob"], createdAt: start.addingTimeInterval(-10))
        try bed.server.seedMessages((0..<10).map { index in
            .init(id: "m\(index)", authorId: "bob", text: index == 7 ? "The yak is hungry" : "Message \(index)",
                  createdAt: start.addingTimeInterval(Double(index) * 10))
        }, in: team)
        let client = try await bed.client("alice")
        let search = client.messageSearchController()
        try await awaitCompletion { search.search(text: "yak", completion: $0) }
        let message = try #require(search.messages.first)
        let viewModel = ChatChannelViewModel(channelController: client.channelController(for: team), scrollToMessage: message)
        let screen = ScreenHost(client: client) { ChatChannelView(viewFactory: DefaultViewFactory.shared, viewModel: viewModel) }
        let size = CellSize(width: 60, height: 30)
        func yakBackground() async -> TerminalColor? {
            for _ in 0..<3 {
                _ = screen.snapshot(width: size.width, height: size.height)
                await bed.drain()
            }
            var grid: CellGrid?
            screen.interact { grid = $0.render(size: size) }
            guard let grid else { return nil }
            for y in 0..<grid.height {
                let line = (0..<grid.width).map { grid[$0, y].grapheme }.joined()
                if let range = line.range(of: "yak") { return grid[line.distance(from: line.startIndex, to: range.lowerBound), y].style.background }
            }
            return nil
        }
        let opened = await yakBackground()
        #expect(viewModel.highlightedMessageId == "m7" && viewModel.channelController.hasLoadedAllNextMessages)
        #expect(opened == .rgb(255, 237, 153), "the bubble shows on the highlight colour: \(String(describing: opened))")
        viewModel.scrollToBottom()
        let after = await yakBackground()
        #expect(viewModel.highlightedMessageId == nil)
        #expect(after != nil && after != opened, "the highlight went: \(String(describing: after))")
    }
}
