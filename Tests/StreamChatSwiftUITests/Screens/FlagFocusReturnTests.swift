import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
@testable import TerminalUI
import Testing

/// Flagging a message from the keyboard (its actions, Flag Message, the confirmation, the
/// "Message flagged" notice) leaves focus on that message, and its actions opened again read
/// "Message Flagged": the row was not rebuilt for the flag, so its menu still offered "Flag
/// Message", which looked like another message's actions.
@MainActor
@Suite("Flag from the keyboard: focus returns to the message")
struct FlagFocusReturnTests {
    let cid = ChannelId(type: .messaging, id: "general")

    /// The text on the focused node's rows.
    private func focusedText(_ screen: ScreenHost) -> String {
        let lines = screen.snapshot(width: 100, height: 30).components(separatedBy: "\n")
        guard let frame = screen.host.graph.focusedNode?.frame, frame.y >= 0, frame.maxY <= lines.count else { return "" }
        return lines[frame.y..<frame.maxY].joined(separator: "\n")
    }

    private func press(_ key: TerminalKey, modifiers: KeyModifiers = [], in screen: ScreenHost) {
        screen.interact { $0.press(key, modifiers: modifiers) }
        _ = screen.snapshot(width: 100, height: 30)
    }

    @Test("After Flag Message, its confirmation and the notice, focus is on the flagged message")
    func focusReturnsToTheFlaggedMessage() async throws {
        let bed = try SDKTestBed.withChannel(cid, messages: [("bob", "First words"), ("bob", "Questionable offer"), ("bob", "Last words")])
        let client = try await bed.client("alice")
        let viewModel = ChatChannelViewModel(channelController: client.channelController(for: cid))
        let screen = ScreenHost(client: client, utils: Utils()) { ChatChannelView(viewFactory: DefaultViewFactory.shared, viewModel: viewModel) }
        _ = screen.snapshot(width: 100, height: 30)
        await bed.drain()
        _ = screen.snapshot(width: 100, height: 30)
        var steps = 0
        while !focusedText(screen).contains("Questionable offer"), steps < 8 {
            press(.up, in: screen)
            steps += 1
        }
        try #require(focusedText(screen).contains("Questionable offer"))
        press(.enter, modifiers: .alt, in: screen)
        steps = 0
        while !focusedText(screen).contains("Flag Message"), steps < 16 {
            press(.down, in: screen)
            steps += 1
        }
        try #require(focusedText(screen).contains("Flag Message"))
        press(.enter, in: screen)  // the confirmation
        try #require(screen.snapshot(width: 100, height: 30).contains("moderator"))
        press(.left, in: screen)  // from Cancel (focused first) to Flag
        press(.enter, in: screen)  // Flag
        await bed.drain()
        let notice = screen.snapshot(width: 100, height: 30)
        try #require(notice.contains("Message flagged"), "\(notice)")
        press(.enter, in: screen)  // OK
        await bed.drain()
        #expect(focusedText(screen).contains("Questionable offer"))
        press(.enter, modifiers: .alt, in: screen)
        let menu = screen.snapshot(width: 100, height: 30)
        #expect(menu.contains("Message Flagged"), "\(menu)")
    }
}
