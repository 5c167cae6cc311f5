import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
import Testing
import TerminalUI

/// The scroll-to-bottom button hides no message: it shows on the composer's top edge (the
/// docked composer's border, the floating box's top border and the margin beside it), not over
/// the list's bottom row. Over that row it covered the row's end: at 20×6, where the list is a
/// line, the last digit of the current user's message time ("15:1↓").
@MainActor
@Suite("Scroll-to-bottom button placement")
struct ScrollToBottomPlacementTests {
    let cid = ChannelId(type: .messaging, id: "general")

    /// Style and screen size (the floating box leaves no line of messages at 20×6: 20×8).
    nonisolated static let cases: [(liquidGlass: Bool, width: Int, height: Int)] = [
        (false, 20, 6), (false, 40, 12), (false, 80, 24), (true, 20, 8), (true, 40, 12), (true, 80, 24),
    ]

    /// The channel scrolled up, and its screen's rows (trailing spaces cut). The current
    /// user's messages (every other one, each with its time) end at the list's trailing edge.
    private func scrolledUpScreen(liquidGlass: Bool, width: Int, height: Int) async throws -> (SDKTestBed, ScreenHost, [String]) {
        let bed = try SDKTestBed.withChannel(cid, messages: (0..<12).map { ($0.isMultiple(of: 2) ? "bob" : "alice", "Message \($0)") })
        let (screen, _) = liquidGlass
            ? try await bed.openChannel(cid, factory: GlassFactory())
            : try await bed.openChannel(cid, factory: DefaultViewFactory.shared)
        let start = screen.snapshot(width: width, height: height)
        #expect(!start.contains("↓"), "no button at the bottom:\n\(start)")
        // The wheel over the list's first line, under the header (a page is nothing on a list
        // of one line).
        screen.mouse(.wheelUp, x: 1, y: 3)
        await bed.drain()
        return (bed, screen, screen.snapshot(width: width, height: height).trimmedScreenLines)
    }

    @Test("Scrolled up, the button is on the composer's top edge and every message row is whole", arguments: cases)
    func theButtonCoversNoMessage(liquidGlass: Bool, width: Int, height: Int) async throws {
        let (_, _, lines) = try await scrolledUpScreen(liquidGlass: liquidGlass, width: width, height: height)
        let screen = lines.joined(separator: "\n")
        let row = try #require(lines.firstIndex { $0.contains("↓") }, "the button shows while scrolled up:\n\(screen)")
        // The composer's top edge: a border of rules (and corners) with the button at its end.
        let edge = lines[row].replacingOccurrences(of: "↓", with: "").trimmingCharacters(in: .whitespaces)
        #expect(!edge.isEmpty && edge.allSatisfy { "─╭╮".contains($0) }, "the button is on the composer's border:\n\(screen)")
        #expect(lines[row].hasSuffix("↓"), "at its trailing end:\n\(screen)")
        let input = try #require(lines.firstIndex { $0.contains("➤") }, "\(screen)")
        #expect(input == row + 1, "directly above the input:\n\(screen)")
        // Every time the list shows is whole (it ends the row at the trailing edge).
        let times = lines[..<row].filter { $0.contains(":") }
        #expect(height < 12 || !times.isEmpty, "a time shows:\n\(screen)")
        for time in times {
            #expect(time.range(of: "[0-9]{2}:[0-9]{2}$", options: .regularExpression) != nil, "a time cut:\n\(screen)")
        }
    }

    @Test("Pressing the button on the composer's edge goes to the newest message", arguments: [false, true])
    func pressingTheButtonOnTheEdgeScrollsDown(liquidGlass: Bool) async throws {
        let (bed, screen, lines) = try await scrolledUpScreen(liquidGlass: liquidGlass, width: 40, height: 12)
        #expect(!lines.contains { $0.contains("Message 11") }, "\(lines.joined(separator: "\n"))")
        try screen.click("↓", width: 40, height: 12)
        await bed.drain()
        let back = screen.snapshot(width: 40, height: 12)
        #expect(back.contains("Message 11") && !back.contains("↓"), "\(back)")
    }
}
