import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
import Testing
@testable import TerminalUI

/// The scroll-to-bottom button focused (Tab reaches it; ↑ ↓ pass over it, it shares the
/// bottom message's row): its highlight covers the whole button.
@MainActor
@Suite("Scroll-to-bottom button focus")
struct ScrollToBottomFocusTests {
    let cid = ChannelId(type: .messaging, id: "general")
    private static let width = 80, height = 24

    @Test("Focused, \"↓ 2 new\" is highlighted from its arrow to the end of its count, without a gap",
          arguments: [false, true])
    func focusedButtonHighlightHasNoGap(liquidGlass: Bool) async throws {
        let bed = try SDKTestBed.withChannel(cid, messages: (0..<20).map { ("bob", "Old message \($0)") })
        let (screen, _) = liquidGlass
            ? try await bed.openChannel(cid, factory: GlassFactory())
            : try await bed.openChannel(cid, factory: DefaultViewFactory.shared)
        _ = screen.snapshot(width: Self.width, height: Self.height)
        screen.interact { host in for _ in 0..<3 { host.press(.pageUp) } }
        await bed.drain()
        _ = screen.snapshot(width: Self.width, height: Self.height)
        try await bed.send("Fresh one", "Fresh two", in: cid, as: "bob")
        let label = L10n.MessageList.newMessages(2)
        let text = screen.snapshot(width: Self.width, height: Self.height)
        #expect(text.contains("↓ \(label)"), "\(text)")

        var button: CellRect?
        for _ in 0..<40 {
            if let frame = screen.host.graph.focusedNode?.frame, frame.width <= label.count + 2,
               screen.focusedText(width: Self.width, height: Self.height).contains(label) {
                button = frame
                break
            }
            screen.press(.tab, width: Self.width, height: Self.height)
        }
        let frame = try #require(button, "Tab reaches the button:\n\(text)")
        var grid = CellGrid(size: CellSize(width: 0, height: 0))
        screen.interact { grid = $0.render(size: CellSize(width: Self.width, height: Self.height)) }
        let row = (frame.x..<frame.maxX).map { grid[$0, frame.y] }
        #expect(row.map(\.grapheme).joined() == "↓ \(label)")
        let plain = (frame.x..<frame.maxX).filter { !grid[$0, frame.y].style.inverse }
        #expect(plain.isEmpty, "cells of the focused button not highlighted: \(plain)\n\(StyledSnapshot.text(of: grid))")
        let colours = Set(row.map(\.style.foreground))
        #expect(colours.count == 1, "one colour across the highlight: \(colours)")
    }

    /// Over a date separator's rule (the newest page's "Today" line lies under the button when
    /// the messages that arrived are the first of a new day), the rule does not show through
    /// between the arrow and the count.
    @Test("Over a rule, the unfocused button reads \"↓ 2 new\" with no rule between arrow and count")
    func buttonCoversTheRuleUnderIt() {
        let label = L10n.MessageList.newMessages(2)
        let host = ViewHost(rootView: Text(String(repeating: "─", count: 30))
            .overlay(alignment: .trailing) { ScrollToBottomButton(unreadCount: 2) {} })
        let text = host.snapshot(width: 30, height: 1)
        #expect(text.contains("↓ \(label)"), "\(text)")
    }
}
