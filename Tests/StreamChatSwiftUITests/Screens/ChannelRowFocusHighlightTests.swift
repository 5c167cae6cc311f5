import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
@testable import TerminalUI
import Testing

/// A focused channel-list row highlights its label's views and the spacing between them, but
/// not the Spacer between the name and the time (nor between the preview and the unread
/// count): the time column reads apart from the name, as in an unfocused row.
@MainActor
@Suite("Channel row focus highlight")
struct ChannelRowFocusHighlightTests {
    @Test("Focused row: name and time highlighted, the Spacer between them plain")
    func spacerStaysPlain() async throws {
        let bed = try SDKTestBed()
        let team = ChannelId(type: .messaging, id: "team")
        try bed.server.seedChannel(team, name: "Team", createdBy: "alice", memberIds: ["carol"])
        try bed.server.seedMessages([.init(authorId: "carol", text: "Standup at ten", createdAt: Date().addingTimeInterval(-60))], in: team)
        let client = try await bed.client("alice")
        let screen = ScreenHost(client: client) { ChatChannelListView(viewFactory: DefaultViewFactory.shared) }
        _ = screen.snapshot(width: 40, height: 8)
        await bed.drain()
        _ = screen.snapshot(width: 40, height: 8)
        var row: CellRect?
        for _ in 0..<10 {
            if let node = screen.host.graph.focusedNode, node.frame.height >= 2,
               screen.focusedText(width: 40, height: 8).contains("Team") {
                row = node.frame
                break
            }
            screen.press(.tab, width: 40, height: 8)
        }
        let frame = try #require(row, "Tab reaches the Team row:\n\(screen.snapshot(width: 40, height: 8))")
        var grid = CellGrid(size: CellSize(width: 0, height: 0))
        screen.interact { grid = $0.render(size: CellSize(width: 40, height: 8)) }
        let styled = StyledSnapshot.text(of: grid)
        let lines = (frame.y..<frame.maxY).map { y in (0..<40).map { grid[$0, y].grapheme }.joined() }
        let nameLine = try #require(lines.firstIndex { $0.contains("Team") })
        let y = frame.y + nameLine
        let cells = (0..<40).map { grid[$0, y] }
        let text = cells.map(\.grapheme).joined()
        let nameEnd = try #require(text.range(of: "Team")).upperBound.utf16Offset(in: text)
        let timeStart = try #require((nameEnd..<40).first { cells[$0].grapheme != " " })
        #expect((nameEnd - 4..<nameEnd).allSatisfy { cells[$0].style.inverse }, "the name is highlighted\n\(styled)")
        #expect(cells[timeStart].style.inverse, "the time is highlighted\n\(styled)")
        try #require(timeStart - nameEnd >= 3, "name and time are apart\n\(styled)")
        let spacer = (nameEnd + 1)..<(timeStart - 1)    // not empty: at least one cell
        #expect(spacer.allSatisfy { !cells[$0].style.inverse }, "the Spacer between name and time stays plain\n\(styled)")
        let preview = (0..<40).map { grid[$0, y + 1] }
        let previewEnd = try #require((0..<40).last { preview[$0].grapheme != " " })
        try #require(previewEnd < 39, "a cell after the preview to check\n\(styled)")
        #expect(preview[previewEnd].style.inverse, "the preview is highlighted\n\(styled)")
        #expect(((previewEnd + 1)..<40).allSatisfy { !preview[$0].style.inverse }, "nothing after it\n\(styled)")
    }
}
