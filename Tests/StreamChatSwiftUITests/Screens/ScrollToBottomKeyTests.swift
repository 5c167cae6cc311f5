import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
import Testing
@testable import TerminalUI

/// The scroll-to-bottom button's keys: End on a focused message, Ctrl-End there and in the
/// composer, go to the newest message and clear the "↓ N new" count, as pressing the button
/// does. The button was reachable only with Tab, a press per control on the way.
@MainActor
@Suite("Scroll-to-bottom keys")
struct ScrollToBottomKeyTests {
    let cid = ChannelId(type: .messaging, id: "general")
    private static let width = 80, height = 24

    enum Start: String, CaseIterable { case message, composer }

    @Test("End or Ctrl-End goes to the newest message and clears the count",
          arguments: [(Start.message, KeyModifiers()), (.message, .control), (.composer, .control)])
    func endGoesToTheNewest(start: Start, modifiers: KeyModifiers) async throws {
        let bed = try SDKTestBed.withChannel(cid, messages: (0..<20).map { ("bob", "Old message \($0)") })
        let (screen, _) = try await bed.openChannel(cid, factory: DefaultViewFactory.shared)
        _ = screen.snapshot(width: Self.width, height: Self.height)
        screen.interact { host in
            if start == .composer { host.type("draft") }
            for _ in 0..<3 { host.press(.pageUp) }
        }
        await bed.drain()
        if start == .message {
            for _ in 0..<6 where !screen.focusedText(width: Self.width, height: Self.height).contains("Old message") {
                screen.press(.tab, modifiers: .shift, width: Self.width, height: Self.height)
            }
            let focused = screen.focusedText(width: Self.width, height: Self.height)
            try #require(focused.contains("Old message"), "a message has focus: \(focused)")
        }
        try await bed.send("Fresh one", "Fresh two", in: cid, as: "bob")
        let counted = screen.snapshot(width: Self.width, height: Self.height)
        #expect(counted.contains(L10n.MessageList.newMessages(2)), "\(counted)")
        #expect(!counted.contains("Fresh two"), "\(counted)")

        screen.interact { $0.press(.end, modifiers: modifiers) }
        await bed.drain()
        let back = screen.snapshot(width: Self.width, height: Self.height)
        #expect(back.contains("Fresh two"), "the newest message shows:\n\(back)")
        #expect(!back.contains("↓"), "the button and its count are gone:\n\(back)")
        if start == .composer { #expect(back.contains("draft"), "the composer keeps its text:\n\(back)") }
    }

    @Test("In the composer, End still moves the caret to the end of the line")
    func endInTheComposerEditsText() async throws {
        let bed = try SDKTestBed.withChannel(cid, messages: (0..<20).map { ("bob", "Old message \($0)") })
        let (screen, _) = try await bed.openChannel(cid, factory: DefaultViewFactory.shared)
        _ = screen.snapshot(width: Self.width, height: Self.height)
        screen.interact { host in
            for _ in 0..<3 { host.press(.pageUp) }
            host.type("bc")
            host.press(.home)
            host.type("a")
            host.press(.end)
            host.type("d")
        }
        await bed.drain()
        let text = screen.snapshot(width: Self.width, height: Self.height)
        #expect(text.contains("abcd"), "\(text)")
        #expect(text.contains("↓"), "End in the text stays in the text:\n\(text)")
    }
}
