import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import Testing

/// A message list with no height (on a short screen the floating composer's box may take all
/// of it) shows no row: its rows leave the view, as the engine tells them, but the list is not
/// scrolled up. Judged scrolled up, the screen showed the scroll-to-bottom button, which took a
/// line back from the box (`ShortScreenSuggestionsTests`).
@MainActor
@Suite struct HiddenMessageListTests {
    let cid = ChannelId(type: .messaging, id: "general")

    @Test func aListShowingNoRowIsNotScrolledUp() async throws {
        let bed = try SDKTestBed.withChannel(cid, messages: (0..<5).map { ("bob", "Message \($0)") })
        let client = try await bed.client("alice")
        let viewModel = ChatChannelViewModel(channelController: client.channelController(for: cid))
        client.waitForPendingRequests()
        await bed.drain()
        let newest = try #require(viewModel.rows.last)
        let older = try #require(viewModel.rows.first)
        #expect(older.id != newest.id)
        viewModel.rowAppeared(newest)
        #expect(viewModel.isAtBottom)
        viewModel.rowDisappeared(newest)
        #expect(viewModel.isAtBottom, "a list that shows no row was judged scrolled up")
        // Shown again from an older row only: scrolled up.
        viewModel.rowAppeared(older)
        #expect(!viewModel.isAtBottom)
        viewModel.rowAppeared(newest)
        #expect(viewModel.isAtBottom)
    }
}
