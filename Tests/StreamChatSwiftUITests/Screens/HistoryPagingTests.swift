import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
@testable import TerminalUI
import Testing

/// Paging up through a long channel reaches its first message: each page shown at the top asks
/// for the older one, and the rows on screen stay put while it loads (a date heading moving up
/// with the older messages of its day once made the list jump to the new top, which loaded the
/// next page, and so on through the whole history at once).
@MainActor
@Suite("History paging")
struct HistoryPagingTests {
    @Test("PageUp reaches the first of 200 messages", arguments: [1.0, 3_600.0 * 7])
    func pageUpReachesTheFirstMessage(spacing: TimeInterval) async throws {
        let cid = ChannelId(type: .messaging, id: "history")
        let bed = try SDKTestBed()
        try bed.server.seedChannel(cid, name: "History", createdBy: "alice", memberIds: ["bob"])
        let start = Date().addingTimeInterval(-200 * spacing)
        try bed.server.seedMessages((0..<200).map { index in
            .init(authorId: index % 2 == 0 ? "bob" : "alice", text: "History \(index)", createdAt: start.addingTimeInterval(Double(index) * spacing))
        }, in: cid)
        let (screen, controller) = try await bed.openChannel(cid, factory: DefaultViewFactory.shared)
        // Idle frames after the top came into view load one page, not the whole history.
        let firstPage = controller.messages.count
        var pressesToTheTop = 0
        while controller.messages.count == firstPage, pressesToTheTop < 20 {
            screen.interact { $0.press(.pageUp) }
            await bed.drain()
            pressesToTheTop += 1
        }
        for _ in 0..<8 {
            _ = screen.snapshot(width: 80, height: 24)
            await bed.drain()
        }
        #expect(controller.messages.count <= firstPage + 25, "idle frames loaded \(controller.messages.count - firstPage) more")
        var shown = screen.snapshot(width: 80, height: 24)
        var presses = 0
        while !shown.contains("History 0\u{20}"), !shown.contains("History 0\n"), presses < 150 {
            screen.interact { $0.press(.pageUp) }
            await bed.drain()
            shown = screen.snapshot(width: 80, height: 24)
            presses += 1
        }
        #expect(controller.messages.count == 200, "loaded \(controller.messages.count) after \(presses) presses")
        #expect(shown.contains("History 0"), "after \(presses) presses:\n\(shown)")
    }
    /// Only the list's first row asks for older messages: with date separators that is the
    /// oldest message's separator, not the message itself; without them, the oldest message.
    @Test("The first row, and no other, asks for older messages", arguments: [true, false])
    func firstRowAsksForOlderMessages(showsDateSeparators: Bool) async throws {
        let cid = ChannelId(type: .messaging, id: "general")
        let bed = try SDKTestBed.withChannel(cid, messages: (0..<60).map { ($0 % 2 == 0 ? "bob" : "carol", "Message \($0)") })
        let (_, controller) = try await bed.openChannel(cid, factory: DefaultViewFactory.shared)
        #expect(!controller.hasLoadedAllPreviousMessages)
        let utils = Utils(messageListConfig: MessageListConfig(showsDateSeparators: showsDateSeparators))
        try InjectedValues.withValue(\.utils, utils) {
            let viewModel = ChatChannelViewModel(channelController: controller)
            let rows = viewModel.rows
            try #require(rows.count > 3)
            for row in [rows[1], rows[2], rows[rows.count - 1]] {
                viewModel.rowAppeared(row)
                #expect(!viewModel.isLoadingOlderMessages, "row \(row.id) asked for older messages")
            }
            if case .dateSeparator = rows[0].kind { #expect(showsDateSeparators) } else { #expect(!showsDateSeparators) }
            viewModel.rowAppeared(rows[0])
            #expect(viewModel.isLoadingOlderMessages)
        }
    }

    /// As the terminal does, a frame is rendered only when the host asks for one; after each
    /// PageUp (older pages loading as the top comes into view) the screen shown equals a full
    /// redraw. PageUp once asked for no frame: the screen stayed as it was (a page of ~25 rows
    /// differed from a redraw) until something else changed.
    @Test("The screen after PageUp, while older pages load, equals a full redraw")
    func pageUpScreenEqualsAFullRedraw() async throws {
        let cid = ChannelId(type: .messaging, id: "history")
        let bed = try SDKTestBed()
        try bed.server.seedChannel(cid, name: "History", createdBy: "alice", memberIds: ["bob"])
        let start = Date().addingTimeInterval(-120 * 600)
        try bed.server.seedMessages((0..<120).map { index in
            .init(authorId: index % 2 == 0 ? "bob" : "alice", text: "History \(index) ☀️", createdAt: start.addingTimeInterval(Double(index) * 600))
        }, in: cid)
        let (screen, controller) = try await bed.openChannel(cid, factory: DefaultViewFactory.shared)
        var frameRequested = true
        screen.host.onInvalidate = { frameRequested = true }
        var shown = ""
        /// Renders while frames are asked for, as the terminal runtime does.
        func runFrames() async {
            for _ in 0..<6 where frameRequested {
                frameRequested = false
                screen.interact { shown = $0.styledSnapshot(width: 80, height: 24) }
                await bed.drain()
            }
        }
        await runFrames()
        for press in 0..<40 where !shown.contains("History 0 ") {
            screen.interact { $0.press(.pageUp) }
            await bed.drain()
            await runFrames()
            var redrawn = ""
            screen.interact { host in
                host.invalidateDrawing()
                redrawn = host.styledSnapshot(width: 80, height: 24)
            }
            #expect(shown == redrawn, "PageUp \(press), \(controller.messages.count) loaded\nshown:\n\(shown)\nredrawn:\n\(redrawn)")
            if shown != redrawn { return }
            shown = redrawn
        }
        #expect(controller.messages.count == 120)
    }
}
