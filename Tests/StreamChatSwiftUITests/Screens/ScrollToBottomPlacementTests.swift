import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
import Testing
import TerminalUI
import ScreenLines

/// The scroll-to-bottom button shows where Stream's SDK puts it: over the message list, at its
/// bottom-trailing corner, directly above the composer, inside what the styles' container
/// modifier wraps. The composer is left alone (a custom composer modifier, or Apple's thin
/// divider, has nothing of it covered). As an overlay the button covers what lies under it: the
/// trailing cells of the list's bottom row, at 20×6 (the list is one line) the end of whichever
/// message or time is on that line. The tests state that rather than assert the opposite.
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
    private func scrolledUpScreen<Factory: ViewFactory>(
        _ factory: Factory, width: Int, height: Int, listLine: Int = 3, turns: Int = 1
    ) async throws -> (SDKTestBed, ScreenHost, [String]) {
        let bed = try SDKTestBed.withChannel(cid, messages: (0..<12).map { ($0.isMultiple(of: 2) ? "bob" : "alice", "Message \($0)") })
        let (screen, _) = try await bed.openChannel(cid, factory: factory)
        let start = screen.snapshot(width: width, height: height)
        #expect(!start.contains("↓"), "no button at the bottom:\n\(start)")
        // The wheel over the list's first line, under the header (a page is nothing on a list
        // of one line); the tags' rows take more turns to scroll the newest off the screen.
        for _ in 0..<turns { screen.mouse(.wheelUp, x: 1, y: listLine) }
        await bed.drain()
        return (bed, screen, screen.snapshot(width: width, height: height).trimmedScreenLines)
    }

    private func scrolledUpScreen(liquidGlass: Bool, width: Int, height: Int) async throws -> (SDKTestBed, ScreenHost, [String]) {
        liquidGlass
            ? try await scrolledUpScreen(GlassFactory(), width: width, height: height)
            : try await scrolledUpScreen(DefaultViewFactory.shared, width: width, height: height)
    }

    @Test("Scrolled up, the button is on the list's bottom row at its trailing end, directly above the composer", arguments: cases)
    func theButtonIsAtTheListsBottomTrailingCorner(liquidGlass: Bool, width: Int, height: Int) async throws {
        let (_, _, lines) = try await scrolledUpScreen(liquidGlass: liquidGlass, width: width, height: height)
        let screen = lines.joined(separator: "\n")
        let row = try #require(lines.firstIndex { $0.contains("↓") }, "the button shows while scrolled up:\n\(screen)")
        #expect(lines[row].hasSuffix("↓"), "at the list's trailing end:\n\(screen)")
        // The line below is the composer's top edge (the docked border, the floating box's top
        // border): the button is on the list's last line, and nothing of the composer is covered.
        let edge = row + 1
        #expect(edge < lines.count && lines[edge].contains(liquidGlass ? "╭" : "─"), "directly above the composer:\n\(screen)")
        #expect(lines[edge].allSatisfy { "─╭╮ ".contains($0) }, "the composer's top edge is whole:\n\(screen)")
        let input = try #require(lines.firstIndex { $0.contains("➤") }, "\(screen)")
        #expect(input > edge, "the composer is below the button:\n\(screen)")
        // As an overlay, the button covers the trailing cells of the row under it (at 20×6 the
        // list's only line): it is drawn over the list, not given a line of its own.
        // At 20×6 that line is the list's only one, and the message on it shares it with the
        // button (a current user's message or time ending there would lose its last cells).
        if !liquidGlass && height == 6 {
            #expect(lines[row].contains("Message"), "the button shares the list's one line:\n\(screen)")
        }
    }

    @Test("The button is inside the styles' message list container, above the composer's modifier")
    func theContainerModifierWrapsTheButton() async throws {
        let (_, _, lines) = try await scrolledUpScreen(TaggingStylesFactory(), width: 40, height: 16, listLine: 5, turns: 3)
        let screen = lines.joined(separator: "\n")
        let container = try #require(lines.firstIndex { $0.contains(TaggingStyles.tag("MessageListContainer")) }, "\(screen)")
        let button = try #require(lines.firstIndex { $0.contains(TaggingStyles.tag("ScrollToBottom")) }, "\(screen)")
        let composer = try #require(lines.firstIndex { $0.contains(TaggingStyles.tag("Composer")) }, "\(screen)")
        #expect(container < button && button < composer, "container \(container), button \(button), composer \(composer):\n\(screen)")
        // The tag is the first line the modifier adds (a stack, leading): the button is below it,
        // on the list's bottom line, directly above the composer's modifier.
        #expect(lines[button + 1].contains("↓") && composer == button + 2, "the button under its modifier's tag:\n\(screen)")
    }

    @Test("Pressing the button goes to the newest message", arguments: [false, true])
    func pressingTheButtonScrollsDown(liquidGlass: Bool) async throws {
        let (bed, screen, lines) = try await scrolledUpScreen(liquidGlass: liquidGlass, width: 40, height: 12)
        #expect(!lines.contains { $0.contains("Message 11") }, "\(lines.joined(separator: "\n"))")
        try screen.click("↓", width: 40, height: 12)
        await bed.drain()
        let back = screen.snapshot(width: 40, height: 12)
        #expect(back.contains("Message 11") && !back.contains("↓"), "\(back)")
    }
}
