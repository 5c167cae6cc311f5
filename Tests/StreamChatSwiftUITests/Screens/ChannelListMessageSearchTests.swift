import CheckedIndex
import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
@testable import TerminalUI
import Testing
import ScreenLines

/// The channel list's search finds messages too: under the channels whose name matches, a
/// "Messages" section lists the messages found (channel, author, text, time); one opens its channel.
/// The current user's own messages read "You: …", as in the channel rows' previews (they read
/// "Alice Anders: …", the user's own name).
@MainActor
@Suite("Channel list message search")
struct ChannelListMessageSearchTests {
    private let team = ChannelId(type: .messaging, id: "team")

    private func open() async throws -> (SDKTestBed, ScreenHost) {
        let bed = try SDKTestBed()
        let now = Date()
        try bed.server.seedChannel(team, name: "Team", createdBy: "alice", memberIds: ["carol"], createdAt: now.addingTimeInterval(-900))
        try bed.server.seedMessages([
            .init(authorId: "carol", text: "Standup at ten", createdAt: now.addingTimeInterval(-600)),
            .init(authorId: "alice", text: "Notes from the standup are in the wiki", createdAt: now.addingTimeInterval(-500)),
            .init(authorId: "carol", text: "Thanks", createdAt: now.addingTimeInterval(-400)),
        ], in: team)
        let standups = ChannelId(type: .messaging, id: "standups")
        try bed.server.seedChannel(standups, name: "Standups", createdBy: "alice", memberIds: ["bob"], createdAt: now.addingTimeInterval(-800))
        let hidden = ChannelId(type: .messaging, id: "hidden")
        try bed.server.seedChannel(hidden, name: "Hidden", createdBy: "bob", memberIds: ["carol"], createdAt: now.addingTimeInterval(-800))
        try bed.server.seedMessages([.init(authorId: "bob", text: "standup elsewhere", createdAt: now.addingTimeInterval(-100))], in: hidden)
        let client = try await bed.client("alice")
        let (screen, _) = channelListScreen(client: client)
        _ = screen.snapshot(width: 60, height: 16)
        await bed.drain()
        return (bed, screen)
    }

    private func type(_ text: String, on screen: ScreenHost, bed: SDKTestBed) async -> String {
        screen.interact { $0.type(text) }
        _ = screen.snapshot(width: 60, height: 16)
        await bed.drain()
        return screen.snapshot(width: 60, height: 16)
    }

    @Test("Matching channels, then the messages found, newest first, in the user's channels only")
    func channelsThenMessages() async throws {
        let (bed, screen) = try await open()
        let text = await type("STANDUP", on: screen, bed: bed)
        let lines = text.screenLines
        let channelRow = try #require(lines.firstIndex { $0.contains("Standups") }, "\(text)")
        let heading = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "Messages" }, "\(text)")
        let newest = try #require(lines.firstIndex { $0.contains("You: Notes from the standup") }, "\(text)")
        let older = try #require(lines.firstIndex { $0.contains("Carol Chen: Standup at ten") }, "\(text)")
        #expect(channelRow < heading && heading < newest && newest < older, "\(text)")
        #expect(try #require(lines[checked: newest - 1]).contains("Team"), "the channel's name above the message:\n\(text)")
        #expect(!text.contains("elsewhere"), "a channel alice is not in:\n\(text)")
        #expect(!text.contains("Thanks"), "\(text)")
    }

    @Test("Results follow the text as it is typed; no match says No results")
    func followsTyping() async throws {
        let (bed, screen) = try await open()
        #expect(await type("wiki", on: screen, bed: bed).contains("You: …standup are in the wiki"))
        let none = await type("zz", on: screen, bed: bed)
        #expect(none.contains(L10n.ChannelList.noResultsTitle) && !none.contains("Notes"), "\(none)")
        screen.interact { $0.press(.escape) }
        _ = screen.snapshot(width: 60, height: 16)
        await bed.drain()
        let cleared = screen.snapshot(width: 60, height: 16)
        #expect(!cleared.contains("Messages") && cleared.contains("Standups"), "\(cleared)")
    }

    @Test("Return opens the channel of the first message found when no channel name matches; Down then Return opens a chosen one")
    func openingAResult() async throws {
        let (bed, screen) = try await open()
        _ = await type("ten", on: screen, bed: bed)
        screen.interact { $0.press(.enter) }
        _ = screen.snapshot(width: 60, height: 16)
        await bed.drain()
        let opened = screen.snapshot(width: 60, height: 16)
        #expect(opened.contains("Send a message") && opened.contains("Team"), "\(opened)")

        let (otherBed, other) = try await open()
        _ = await type("wiki", on: other, bed: otherBed)
        other.interact { $0.press(.down) }
        _ = other.snapshot(width: 60, height: 16)
        other.interact { $0.press(.enter) }
        _ = other.snapshot(width: 60, height: 16)
        await otherBed.drain()
        let chosen = other.snapshot(width: 60, height: 16)
        #expect(chosen.contains("Send a message") && chosen.contains("Team"), "\(chosen)")
    }

    @Test("A message result reads like the rendered snapshot")
    func renderedSnapshot() async throws {
        let (bed, screen) = try await open()
        let text = await type("wiki", on: screen, bed: bed)
        let rows = text.screenLines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.allSatisfy { $0 == "─" } }
        let heading = try #require(rows.firstIndex(of: "Messages"), "\(text)")
        let header = try #require(rows[checked: heading + 1], "\(text)").split(separator: " ", omittingEmptySubsequences: true)
        #expect(header.first == "Team" && header.count >= 2, "the channel's name, then the time:\n\(text)")
        #expect(rows[checked: heading + 2] == "You: …standup are in the wiki", "from a whole word shortly before the match:\n\(text)")
    }

    @Test("An excerpt is the whole text when the match is near its start, else it starts at a whole word")
    func excerpts() async throws {
        let (bed, _) = try await open()
        let (_, model) = channelListScreen(client: try await bed.client("alice"))
        let alice = Fixtures.user("alice", name: "Alice Anders")
        func excerpt(_ text: String, searching search: String) -> String {
            model.searchText = search
            return model.searchExcerpt(of: Fixtures.message("m", text: text, author: alice, at: 0))
        }
        #expect(excerpt("Nice work on the demo!", searching: "the") == "Nice work on the demo!", "no word cut when it fits")
        #expect(excerpt("We agreed in the meeting yesterday that the release waits", searching: "release")
            == "…yesterday that the release waits")
        #expect(excerpt("Line one\nline two mentions the wiki", searching: "wiki") == "…two mentions the wiki", "a new line counts as a space")
        #expect(excerpt("おはようございます。今日はとても良い天気ですね、明日の会議は十時から", searching: "会議")
            == "…ます。今日はとても良い天気ですね、明日の会議は十時から", "no spaces: from 20 characters before")
        #expect(excerpt("no match here", searching: "zzz") == "no match here")
    }
}
