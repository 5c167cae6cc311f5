import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
import Testing
import ScreenLines

/// Many mention suggestions on a small screen: the list takes only the space above the
/// composer's input and scrolls; the input and its send button stay on screen (twenty rows at
/// 80x24 pushed the composer off it, in both styles).
@MainActor
@Suite("Mention suggestions fit above the composer")
struct MentionSuggestionsFitTests {
    let cid = ChannelId(type: .messaging, id: "crowd")

    @Test("A full list of mention suggestions at 80x24 leaves the input on screen; the highlight stays visible", arguments: [false, true])
    func manySuggestionsFit(liquidGlass: Bool) async throws {
        let members = (1...20).map { ChatServer.SeedUser(id: "member\($0)", name: "Member \($0)") }
        let bed = try SDKTestBed(users: SDKTestBed.defaultUsers + members)
        try bed.server.seedChannel(cid, name: "Crowd", createdBy: "alice", memberIds: ["bob", "carol"] + members.map(\.id))
        let (screen, _) = liquidGlass
            ? try await bed.openChannel(cid, factory: GlassFactory())
            : try await bed.openChannel(cid, factory: DefaultViewFactory.shared)
        try screen.click(L10n.Composer.Placeholder.message)
        screen.interact { $0.type("@") }
        await bed.drain()
        let shown = screen.snapshot(width: 80, height: 24)
        let lines = shown.screenLines
        let suggestionRows = lines.filter { $0.contains("@ ") && !$0.contains("➤") }
        #expect(suggestionRows.count > 3, "suggestions show:\n\(shown)")
        #expect(lines.contains { $0.contains("➤") }, "the input's row with the send button is on screen:\n\(shown)")
        #expect(shown.contains("Crowd"), "the header stays:\n\(shown)")

        // The highlight moves past the rows that fit: the list scrolls to keep it in view.
        screen.interact { host in for _ in 0..<(suggestionRows.count + 2) { host.press(.down) } }
        await bed.drain()
        let moved = screen.snapshot(width: 80, height: 24)
        #expect(moved.screenLines.contains { $0.contains("›") && $0.contains("@ ") && !$0.contains("➤") }, "the highlighted row is on screen:\n\(moved)")
        #expect(moved.contains("➤"), "\(moved)")
    }

    /// On a tall screen the suggestions stop at `SuggestionRowsScroll.maxVisibleLines` rows (the
    /// rest scroll), so the newest messages stay readable above them; before, twenty mentions
    /// covered all of a 40-line list.
    @Test("A long list of suggestions on a tall screen shows at most eight rows; the newest message stays above them", arguments: [false, true])
    func manySuggestionsLeaveTheNewestMessage(liquidGlass: Bool) async throws {
        let members = (1...20).map { ChatServer.SeedUser(id: "member\($0)", name: "Member \($0)") }
        let bed = try SDKTestBed(users: SDKTestBed.defaultUsers + members)
        try bed.server.seedChannel(cid, name: "Crowd", createdBy: "alice", memberIds: ["bob", "carol"] + members.map(\.id))
        try await bed.send("The newest words", in: cid, as: "bob")
        let (screen, _) = liquidGlass
            ? try await bed.openChannel(cid, factory: GlassFactory())
            : try await bed.openChannel(cid, factory: DefaultViewFactory.shared)
        _ = screen.snapshot(width: 80, height: 40)
        screen.interact { host in host.type("@") }
        await bed.drain()
        let shown = screen.snapshot(width: 80, height: 40)
        let suggestionRows = shown.screenLines.filter { $0.contains("@ ") && !$0.contains("➤") }
        #expect(suggestionRows.count == 8, "\(shown)")
        #expect(shown.contains("The newest words"), "the newest message stays above the suggestions:\n\(shown)")
    }
}
