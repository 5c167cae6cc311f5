import CheckedIndex
import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
import Testing
import ScreenLines

/// What the current user sees of users they muted: no typing indicator (header subtitle and
/// the line below the messages), and in the channel list the message list's placeholder
/// instead of the text of their last message.
@MainActor
@Suite("Muted users on screen")
struct MutedUserViewsTests {
    let cid = ChannelId(type: .messaging, id: "general")

    private func mute(_ userId: UserId, by client: ChatClient, _ muted: Bool = true) async throws {
        let controller = client.userController(userId: userId)
        try await awaitCompletion { muted ? controller.mute(completion: $0) : controller.unmute(completion: $0) }
    }

    private func typingLines(_ screen: String) -> [String] {
        screen.screenLines.filter { $0.contains("typing") }
    }

    @Test("A muted user's typing shows neither in the header nor below the messages")
    func mutedTypingIsHidden() async throws {
        let bed = try SDKTestBed.withChannel(cid, messages: [("bob", "hello"), ("carol", "hi")])
        let (screen, _) = try await bed.openChannel(cid, as: "alice", factory: DefaultViewFactory.shared)
        let alice = try await bed.client("alice")
        let bob = try await bed.channelController(cid, as: "bob")
        let carol = try await bed.channelController(cid, as: "carol")

        try await awaitCompletion { bob.sendStartTypingEvent(completion: $0) }
        await bed.drain()
        let before = screen.snapshot()
        #expect(typingLines(before).count == 2, "header subtitle and indicator:\n\(before)")
        #expect(typingLines(before).allSatisfy { $0.contains("Bob Brown is typing") }, "\(before)")

        try await mute("bob", by: alice)
        await bed.drain()
        let muted = screen.snapshot()
        #expect(typingLines(muted).isEmpty, "\(muted)")
        #expect(muted.contains("4 members"), "the header shows who is online again:\n\(muted)")

        try await awaitCompletion { carol.sendStartTypingEvent(completion: $0) }
        await bed.drain()
        let carolTyping = screen.snapshot()
        #expect(typingLines(carolTyping).count == 2, "\(carolTyping)")
        #expect(typingLines(carolTyping).allSatisfy { $0.contains("Carol Chen is typing") && !$0.contains("Bob") }, "\(carolTyping)")

        try await mute("bob", by: alice, false)
        await bed.drain()
        let unmuted = screen.snapshot()
        #expect(typingLines(unmuted).allSatisfy { $0.contains("Bob Brown and Carol Chen are typing") }, "\(unmuted)")
        #expect(typingLines(unmuted).count == 2, "\(unmuted)")

        // Typing lasts until the client's typing clock passes the timeout without a stop event.
        let timeout = try await bed.client("alice").config.typingIndicatorTimeout
        bed.typingClock.advance(seconds: timeout - 1)
        await bed.drain()
        #expect(typingLines(screen.snapshot()).count == 2, "\(screen.snapshot())")
        bed.typingClock.advance(seconds: 1)
        await bed.drain()
        let expired = screen.snapshot()
        #expect(typingLines(expired).isEmpty, "\(expired)")
    }

    @Test("The channel list previews a muted user's last message with the list's placeholder")
    func mutedPreview() async throws {
        let bed = try SDKTestBed()
        let team = ChannelId(type: .messaging, id: "team"), dm = ChannelId(type: .messaging, id: "dm")
        let now = Date()
        try bed.server.seedChannel(team, name: "Team", createdBy: "alice", memberIds: ["carol"], createdAt: now.addingTimeInterval(-900))
        try bed.server.seedMessages([.init(authorId: "carol", text: "Standup at ten", createdAt: now.addingTimeInterval(-600))], in: team)
        try bed.server.seedChannel(dm, createdBy: "alice", memberIds: ["bob"], isDirectMessage: true, createdAt: now.addingTimeInterval(-900))
        try bed.server.seedMessages([.init(authorId: "bob", text: "Lunch?", createdAt: now.addingTimeInterval(-60))], in: dm)
        let alice = try await bed.client("alice")
        let screen = ScreenHost(client: alice) { ChatChannelListView(viewFactory: DefaultViewFactory.shared) }
        _ = screen.snapshot()
        await bed.drain()
        #expect(screen.snapshot().contains("Carol Chen: Standup at ten"))

        try await mute("carol", by: alice)
        try await mute("bob", by: alice)
        await bed.drain()
        var text = screen.snapshot()
        #expect(text.contains("Carol Chen: Message from a muted user"), "\(text)")
        #expect(text.contains("Message from a muted user\n") || text.screenLines.contains { $0.contains("Message from a muted user") && !$0.contains(":") },
                "the direct message shows the placeholder alone:\n\(text)")
        #expect(!text.contains("Standup at ten") && !text.contains("Lunch?"), "\(text)")

        // A new message of a muted user arrives: still the placeholder.
        let carols = try await bed.channelController(team, as: "carol")
        try await carols.send("Secret plans")
        await bed.drain()
        text = screen.snapshot()
        #expect(!text.contains("Secret plans"), "\(text)")
        #expect(text.contains("Carol Chen: Message from a muted user"), "\(text)")

        // The current user's own message after it is shown as usual.
        let alices = try await bed.channelController(team, as: "alice")
        try await alices.send("Noted")
        await bed.drain()
        #expect(screen.snapshot().contains("You: Noted"))

        try await mute("bob", by: alice, false)
        await bed.drain()
        text = screen.snapshot()
        #expect(text.contains("Lunch?"), "unmuted, the text shows again:\n\(text)")
    }

    @Test("The placeholder of the list and the preview use the same words")
    func sameWording() async throws {
        let bed = try SDKTestBed.withChannel(cid, messages: [("bob", "muted words")])
        let alice = try await bed.client("alice")
        try await mute("bob", by: alice)
        let (channelScreen, _) = try await bed.openChannel(cid, as: "alice", factory: DefaultViewFactory.shared)
        let listScreen = ScreenHost(client: alice) { ChatChannelListView(viewFactory: DefaultViewFactory.shared) }
        _ = listScreen.snapshot()
        await bed.drain()
        let placeholder = L10n.MessageList.mutedUser
        #expect(channelScreen.snapshot().contains(placeholder))
        #expect(listScreen.snapshot().contains("Bob Brown: \(placeholder)"))
        #expect(!channelScreen.snapshot().contains("muted words") && !listScreen.snapshot().contains("muted words"))
    }

    /// The column where `text` starts in `line` (lines here have one-column characters before it).
    private func column(of text: String, in line: String) -> Int? {
        line.range(of: text).map { line.distance(from: line.startIndex, to: $0.lowerBound) }
    }

    /// The column where `text` starts on the first line holding it, and the line after it.
    private func place(of text: String, in screen: String) -> (column: Int, next: String)? {
        let lines = screen.screenLines
        guard let row = lines.firstIndex(where: { $0.contains(text) }), let next = lines[checked: row + 1],
              let start = column(of: text, in: lines[row]) else { return nil }
        return (start, next)
    }

    @Test("The placeholder sits where the muted user's text would, with the time under it, in both styles", arguments: [false, true])
    func placeholderIsAlignedWithMessageRows(liquidGlass: Bool) async throws {
        let bed = try SDKTestBed.withChannel(cid, messages: [("bob", "words of bob"), ("alice", "mine")])
        let alice = try await bed.client("alice")
        let (screen, controller) = liquidGlass
            ? try await bed.openChannel(cid, as: "alice", factory: GlassFactory())
            : try await bed.openChannel(cid, as: "alice", factory: DefaultViewFactory.shared)
        let bobs = try #require(controller.messages.first { $0.author.id == "bob" })
        let time = InjectedValues[\.utils].dateFormatting.time(bobs.createdAt)
        let before = screen.snapshot()
        let text = try #require(place(of: "words of bob", in: before), "\(before)")
        let timeColumn = try #require(column(of: time, in: text.next), "the time under bob's bubble:\n\(before)")

        try await mute("bob", by: alice)
        await bed.drain()
        let muted = screen.snapshot()
        let placeholder = try #require(place(of: L10n.MessageList.mutedUser, in: muted), "\(muted)")
        #expect(placeholder.column == text.column, "the placeholder starts where bob's text did (column \(text.column)):\n\(muted)")
        #expect(column(of: time, in: placeholder.next) == timeColumn,
                "the time under it, where it stood under bob's bubble (column \(timeColumn)):\n\(muted)")
    }
}
