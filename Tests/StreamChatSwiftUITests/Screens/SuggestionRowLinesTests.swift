import CheckedIndex
import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
import Testing
import ScreenLines

/// A suggestion row is one line, cut on a narrow screen (the list is as tall as its rows, and
/// the highlight scrolls a row into view by its top). At 20 columns the Mute row wrapped over
/// two lines and, highlighted at the top of a one-line list, showed "/mute" alone: neither the
/// `›` nor the name.
@MainActor
@Suite("Suggestion rows are one line each")
struct SuggestionRowLinesTests {
    let cid = ChannelId(type: .messaging, id: "general")

    @Test func commandRowsAreOneLineEachOnANarrowScreen() async throws {
        let bed = try SDKTestBed.withChannel(cid, messages: [("bob", "Hello")])
        let (_, shown) = try await bed.channelScreen(cid, width: 20, height: 14, typing: "/")
        let lines = shown.screenLines
        let title = try #require(lines.firstIndex { $0.contains("Instant") }, "\(shown)")
        let names = ["Giphy", "Mute", "Unmute", "Ban", "Unban", "Flag"]
        for (offset, name) in names.enumerated() {
            #expect(try #require(lines[checked: title + 1 + offset], "\(shown)").contains(" \(name) "), "row \(offset) is \(name):\n\(shown)")
        }
        let divider = try #require(lines[checked: title + 1 + names.count], "\(shown)")
        #expect(divider.allSatisfy { $0 == "─" }, "the composer's divider right after the rows:\n\(shown)")
    }

    @Test func theHighlightedCommandShowsItsNameInAOneLineList() async throws {
        let bed = try SDKTestBed.withChannel(cid, messages: [("bob", "Hello")])
        let (screen, _) = try await bed.channelScreen(cid, width: 20, height: 6, typing: "/")
        screen.interact { $0.press(.down) }
        let shown = screen.snapshot(width: 20, height: 6)
        #expect(shown.screenLines.contains { $0.hasPrefix("› ") && $0.contains("Mute") }, "\(shown)")
    }

    @Test func aLongNameIsCutBeforeTheRowWraps() async throws {
        let bed = try SDKTestBed(users: SDKTestBed.defaultUsers + [
            .init(id: "max", name: "Maximilian Montgomery"), .init(id: "maxine", name: "Maxine Montgomery-Smith"),
        ])
        try bed.server.seedChannel(cid, name: "General", createdBy: "alice", memberIds: ["bob", "max", "maxine"])
        let (_, shown) = try await bed.channelScreen(cid, width: 20, height: 12, typing: "@Max")
        let lines = shown.screenLines
        let row = try #require(lines.firstIndex { $0.hasPrefix("› @ Maximilian") }, "\(shown)")
        // The list is two lines tall: each row one line, the second row below the first.
        #expect(try #require(lines[checked: row + 1], "\(shown)").hasPrefix("  @ Maxine"), "one line, then the next row:\n\(shown)")
        let divider = try #require(lines[checked: row + 2], "\(shown)")
        #expect(divider.allSatisfy { $0 == "─" }, "then the composer's divider:\n\(shown)")
    }
}
