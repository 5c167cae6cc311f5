import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
import Testing
@testable import TerminalUI

/// Return in a channel's composer while suggestions show picks the highlighted one (the first
/// until Up/Down move it): a half-typed mention is never sent as it is. The next Return sends
/// the message with the mention picked. (Stream's send button sends the text as typed, with the
/// mentions picked so far; ours does too: only Return picks.)
@MainActor
@Suite("Return with suggestions shown")
struct ReturnWithSuggestionsTests {
    let cid = ChannelId(type: .messaging, id: "general")

    @Test("Return picks the highlighted mention instead of sending; the next Return sends it", arguments: [false, true])
    func returnPicksThenSends(liquidGlass: Bool) async throws {
        let bed = try SDKTestBed.withChannel(cid, messages: [("bob", "Hello")])
        let (screen, controller) = liquidGlass
            ? try await bed.openChannel(cid, factory: GlassFactory())
            : try await bed.openChannel(cid, factory: DefaultViewFactory.shared)
        _ = screen.snapshot()
        await bed.drain()
        let sentBefore = controller.messages.count
        screen.interact { $0.type("hi @bo") }
        #expect(screen.snapshot().contains("@ Bob Brown"), "the suggestions show")

        screen.interact { $0.press(.enter) }
        await bed.drain()
        #expect(controller.messages.count == sentBefore, "nothing was sent")
        let picked = screen.snapshot()
        #expect(picked.contains("hi @Bob Brown"), "the input holds the mention picked:\n\(picked)")
        #expect(!picked.contains("@ Bob Brown"), "the suggestions went:\n\(picked)")

        screen.interact { $0.press(.enter) }
        await bed.drain()
        let sent = try #require(controller.messages.first)
        #expect(controller.messages.count == sentBefore + 1)
        #expect(sent.text.trimmingCharacters(in: .whitespaces) == "hi @Bob Brown")
        #expect(sent.mentionedUsers.map(\.id) == ["bob"])
    }
}
