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
        while !screen.focusedText().contains("Questionable offer"), steps < 8 {
            screen.press(.up)
            steps += 1
        }
        try #require(screen.focusedText().contains("Questionable offer"))
        screen.press(.enter, modifiers: .alt)
        steps = 0
        while !screen.focusedText().contains("Flag Message"), steps < 16 {
            screen.press(.down)
            steps += 1
        }
        try #require(screen.focusedText().contains("Flag Message"))
        screen.press(.enter)  // the confirmation
        try #require(screen.snapshot(width: 100, height: 30).contains("moderator"))
        screen.press(.left)  // from Cancel (focused first) to Flag
        screen.press(.enter)  // Flag
        await bed.drain()
        let notice = screen.snapshot(width: 100, height: 30)
        try #require(notice.contains("Message flagged"), "\(notice)")
        screen.press(.enter)  // OK
        await bed.drain()
        #expect(screen.focusedText().contains("Questionable offer"))
        screen.press(.enter, modifiers: .alt)
        let menu = screen.snapshot(width: 100, height: 30)
        #expect(menu.contains("Message Flagged"), "\(menu)")
    }
}
