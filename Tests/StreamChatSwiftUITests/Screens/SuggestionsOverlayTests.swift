import CheckedIndex
import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
import Testing
@testable import TerminalUI
import ScreenLines

/// The composer's suggestions float over the bottom of the message list, directly above the
/// composer, in both styles: the list keeps its frame, rows and layout (it took height from the
/// list when it was a row of the composer), and the suggestions cover its last rows.
@MainActor
@Suite("Suggestions overlay the message list")
struct SuggestionsOverlayTests {
    let cid = ChannelId(type: .messaging, id: "general")

    /// The channel of 30 messages at 80x24, its list's node and the frames of its rows.
    func open(liquidGlass: Bool) async throws -> (SDKTestBed, ScreenHost, ViewNode) {
        let bed = try SDKTestBed.withChannel(cid, messages: (0..<30).map { ($0 % 2 == 0 ? "bob" : "carol", "Message \($0)") })
        let (screen, _) = liquidGlass
            ? try await bed.openChannel(cid, factory: GlassFactory())
            : try await bed.openChannel(cid, factory: DefaultViewFactory.shared)
        _ = screen.snapshot()
        await bed.drain()
        return (bed, screen, try #require(Self.list(in: screen)))
    }

    private static func list(in screen: ScreenHost) -> ViewNode? {
        screen.host.graph.root?.firstNode { $0.behavior is ScrollBehavior }
    }

    private static func rowFrames(_ list: ViewNode) -> [ObjectIdentifier: CellRect] {
        Dictionary(uniqueKeysWithValues: list.children.map { (ObjectIdentifier($0), $0.frame) })
    }

    @Test("Typing @ floats the mentions over the list's last rows: the list keeps its frame, rows and layout", arguments: [false, true])
    func mentionsFloatOverTheList(liquidGlass: Bool) async throws {
        let (_, screen, list) = try await open(liquidGlass: liquidGlass)
        let before = screen.lines()
        let listFrame = list.frame, rows = Self.rowFrames(list)
        #expect(before.contains { $0.contains("Message 29") }, "\(before.joined(separator: "\n"))")

        screen.host.graph.laidOutNodes = []
        screen.interact { $0.type("@") }
        let shown = screen.snapshot()
        let laidOut = screen.host.graph.laidOutNodes ?? []
        screen.host.graph.laidOutNodes = nil
        let after = shown.screenLines

        // The list is where it was, with the same rows at the same places, and was not laid out.
        #expect(Self.list(in: screen) === list)
        #expect(list.frame == listFrame)
        #expect(Self.rowFrames(list) == rows)
        #expect(!laidOut.contains { $0 === list || $0.isDescendant(of: list) }, "the list was laid out again")

        // The suggestions take the list's last rows, up to the composer's first row.
        let first = try #require(after.firstIndex { $0.contains("@ ") && !$0.contains("➤") }, "\(shown)")
        #expect(after[first...].contains { $0.contains("@ Bob Brown") }, "\(shown)")
        let last = try #require(after.lastIndex { $0.contains("@ ") && !$0.contains("➤") }, "\(shown)")
        let chromeTop = first - 1
        let chrome = try #require(after[checked: chromeTop], "\(shown)")
        let belowLast = try #require(after[checked: last + 1], "\(shown)")
        if liquidGlass {
            #expect(chrome.contains("╭"), "the suggestions' box:\n\(shown)")
            let composerTop = try #require(after[checked: last + 2], "\(shown)")
            #expect(belowLast.contains("╰") && composerTop.contains("╭"), "their box sits on the composer's:\n\(shown)")
            #expect(last + 2 == listFrame.maxY, "\(shown)")
        } else {
            #expect(chrome.allSatisfy { $0 == "─" } && chrome.count == 80, "a rule above the suggestions:\n\(shown)")
            #expect(last + 1 == listFrame.maxY && belowLast.allSatisfy { $0 == "─" } && belowLast.count == 80, "the composer's rule is right below them:\n\(shown)")
        }
        #expect(chromeTop > listFrame.y, "\(shown)")
        // Above them the list shows what it showed; below them the composer is where it was.
        #expect(after[checked: 0..<chromeTop] == before[checked: 0..<chromeTop], "\(shown)")
        #expect(try #require(after[checked: (listFrame.maxY + 1)..<after.count]).contains { $0.contains("@") }, "\(shown)")
        #expect(!shown.contains("Message 29"), "the newest message is covered:\n\(shown)")
        let composerRow = try #require(after[checked: listFrame.maxY], "\(shown)")
        #expect(composerRow == before[checked: listFrame.maxY], "the composer's first row (rule or box) stays:\n\(shown)")

        // What was drawn incrementally is what a fresh drawing shows.
        screen.interact { host in
            let incremental = host.styledSnapshot(width: 80, height: 24)
            host.invalidateDrawing()
            #expect(host.styledSnapshot(width: 80, height: 24) == incremental)
        }

        // Escape closes them: the list's rows show again, unchanged.
        screen.interact { $0.press(.escape) }
        let closed = screen.lines()
        let listRows = try #require(closed[checked: 0..<listFrame.maxY], "\(closed.joined(separator: "\n"))")
        #expect(listRows == before[checked: 0..<listFrame.maxY], "\(closed.joined(separator: "\n"))")
        #expect(Self.rowFrames(list) == rows)
    }

    @Test("A message arriving under the suggestions shows in the list beneath them; they stay on top", arguments: [false, true])
    func appendUnderTheSuggestions(liquidGlass: Bool) async throws {
        let (bed, screen, list) = try await open(liquidGlass: liquidGlass)
        let listFrame = list.frame
        screen.interact { $0.type("/") }
        let shown = screen.lines()
        #expect(list.frame == listFrame, "the list keeps its frame")
        let header = try #require(shown.firstIndex { $0.contains(L10n.Composer.Suggestions.commandsHeader) }, "\(shown.joined(separator: "\n"))")
        let bobs = try await bed.channelController(cid, as: "bob")
        try await bobs.send("Arrived under the list")
        await bed.drain()
        let after = screen.lines()
        #expect(after[checked: header..<after.count] == shown[checked: header..<shown.count], "the suggestions stay:\n\(after.joined(separator: "\n"))")
        #expect(list.frame.maxY == Self.list(in: screen)?.frame.maxY)
        screen.interact { host in
            let incremental = host.styledSnapshot(width: 80, height: 24)
            host.invalidateDrawing()
            #expect(host.styledSnapshot(width: 80, height: 24) == incremental, "the append moved no cell of the suggestions")
        }
        screen.interact { $0.press(.escape) }
        #expect(screen.snapshot().contains("Arrived under the list"))
    }

    @Test("A click on a floating suggestion picks it; one on their rule or title does not reach the message beneath", arguments: [false, true])
    func clicksGoToTheSuggestions(liquidGlass: Bool) async throws {
        let (_, screen, _) = try await open(liquidGlass: liquidGlass)
        screen.interact { $0.type("/") }
        let shown = screen.lines()
        let header = try #require(shown.firstIndex { $0.contains(L10n.Composer.Suggestions.commandsHeader) }, "\(shown.joined(separator: "\n"))")
        let inputBefore = screen.focusedText(width: 80, height: 24)
        try screen.click(L10n.Composer.Suggestions.commandsHeader, from: header)
        let rule = try #require(shown[checked: header - 1], "\(shown.joined(separator: "\n"))")
        #expect(rule.contains("─"), "the suggestions' rule is above their title:\n\(shown.joined(separator: "\n"))")
        try screen.click("─", from: header - 1)
        _ = screen.snapshot()
        #expect(screen.focusedText(width: 80, height: 24) == inputBefore, "focus stays in the input")
        try screen.click("/giphy")
        let picked = screen.snapshot()
        #expect(!picked.contains(L10n.Composer.Suggestions.commandsHeader), "\(picked)")
        #expect(picked.contains("Giphy ✕"), "the command's chip leads the input:\n\(picked)")
    }

    @Test("The wheel over the suggestions' title or rule does not scroll the message list beneath them", arguments: [false, true])
    func wheelOverTheSuggestionsLeavesTheList(liquidGlass: Bool) async throws {
        let (_, screen, _) = try await open(liquidGlass: liquidGlass)
        screen.interact { $0.type("/") }
        let shown = screen.lines()
        let header = try #require(shown.firstIndex { $0.contains(L10n.Composer.Suggestions.commandsHeader) }, "\(shown.joined(separator: "\n"))")
        for row in [header, header - 1] {
            screen.mouse(.wheelUp, x: 40, y: row)
            let after = screen.lines()
            #expect(after == shown, "the wheel on row \(row) moved the list:\n\(after.joined(separator: "\n"))")
        }
        // Above the suggestions the wheel still scrolls the list.
        screen.mouse(.wheelUp, x: 40, y: 3)
        let scrolled = screen.lines()
        let above = try #require(scrolled[checked: 0..<(header - 1)], "\(scrolled.joined(separator: "\n"))")
        #expect(above != shown[checked: 0..<(header - 1)], "the list scrolled:\n\(scrolled.joined(separator: "\n"))")
    }
}
