import CheckedIndex
import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
import Testing
import TemporaryFiles
import ScreenLines

/// Bad input on the rendered channel screen: a channel without members, a user without a name,
/// pictures that are missing or broken, a very long channel name.
@MainActor
@Suite("Channel screen with bad input")
struct ChannelBadInputTests {
    let cid = ChannelId(type: .messaging, id: "general")

    @Test("A channel whose members all left says so, with the empty list and a composer that says the non-member can't send")
    func channelWithoutMembers() async throws {
        let bed = try SDKTestBed()
        let empty = ChannelId(type: .messaging, id: "deserted")
        try bed.server.seedChannel(empty, name: "Deserted", createdBy: "mod")
        let mods = try await bed.channelController(empty, as: "mod")
        try await awaitCompletion { mods.removeMembers(userIds: ["mod"], completion: $0) }
        let (screen, controller) = try await bed.openChannel(empty, factory: DefaultViewFactory.shared)
        #expect(controller.channel?.memberCount == 0)
        let text = screen.snapshot(width: 60, height: 16)
        #expect(text.contains("Deserted"), "\(text)")
        #expect(text.contains(L10n.Channel.Header.noMembers), "\(text)")
        #expect(text.contains(L10n.MessageList.empty), "\(text)")
        // Having left, the user may not post (the server refuses: not a member), so the
        // composer says so instead of looking usable.
        #expect(controller.channel?.canSendMessage == false)
        #expect(text.contains(L10n.Composer.Placeholder.messageDisabled), "\(text)")
        let rows = text.screenLines
        let name = try #require(rows.firstIndex { $0.contains("Deserted") }, "\(text)")
        let subtitle = try #require(rows[checked: name + 1], "\(text)")
        #expect(subtitle.contains(L10n.Channel.Header.noMembers), "the subtitle is the row under the name:\n\(text)")
    }

    @Test("A user without a name shows as their id; missing and broken pictures fall back to initials")
    func namelessUserAndMissingPictures() async throws {
        let directory = try TemporaryDirectory()
        let broken = directory.file("broken.png")
        try Data("not a png".utf8).write(to: broken)
        let missing = directory.file("missing.png")
        let bed = try SDKTestBed(users: [
            .init(id: "alice", name: "Alice Anders", imageURL: missing),
            .init(id: "x9-nameless", imageURL: broken),
            .init(id: "bob", name: "Bob Brown", imageURL: missing),
        ])
        try bed.server.seedChannel(cid, name: "General", imageURL: missing, createdBy: "alice", memberIds: ["x9-nameless", "bob"])
        try bed.server.seedMessages([
            .init(authorId: "x9-nameless", text: "who am I", createdAt: Date().addingTimeInterval(-20)),
            .init(authorId: "bob", text: "a picture that is not there", createdAt: Date().addingTimeInterval(-10)),
        ], in: cid)
        let (screen, _) = try await bed.openChannel(cid, factory: DefaultViewFactory.shared)
        await InjectedValues[\.utils].channelHeaderLoader.waitForPendingLoads()
        await bed.drain()
        let text = screen.snapshot(width: 60, height: 20)
        let rows = text.screenLines
        #expect(text.contains("x9-nameless"), "the id stands in for the missing name:\n\(text)")
        let nameless = try #require(rows.first { $0.contains("who am I") }, "\(text)")
        #expect(nameless.contains("XN"), "initials of the id instead of the broken picture:\n\(text)")
        let bobs = try #require(rows.first { $0.contains("a picture that is not there") }, "\(text)")
        #expect(bobs.contains("BB"), "initials instead of the missing picture:\n\(text)")
        let header = try #require(rows.first { $0.contains("General") })
        #expect(header.prefix(while: { $0 == " " }).count < header.range(of: "General").map { header[..<$0.lowerBound].count }!,
                "a placeholder avatar stands before the name:\n\(text)")
    }

    @Test("A very long channel name is cut to one header line; the layout below stays")
    func longChannelName() async throws {
        let bed = try SDKTestBed()
        let long = String(repeating: "Extraordinarily long channel name ", count: 10)
        try bed.server.seedChannel(cid, name: long, createdBy: "alice", memberIds: ["bob"])
        try bed.server.seedMessages([.init(authorId: "bob", text: "still readable", createdAt: Date())], in: cid)
        let (screen, _) = try await bed.openChannel(cid, factory: DefaultViewFactory.shared)
        let text = screen.snapshot(width: 60, height: 16)
        let rows = text.screenLines
        #expect(rows.filter { $0.contains("Extraordinarily") }.count == 1, "one header line:\n\(text)")
        #expect(rows.first { $0.contains("Extraordinarily") }?.contains("…") == true, "truncated:\n\(text)")
        #expect(screen.textsFit(containing: "Extraordinarily", width: 60), "the name is cut within the screen's width")
        let name = try #require(rows.firstIndex { $0.contains("Extraordinarily") })
        let subtitle = try #require(rows[checked: name + 1], "\(text)")
        #expect(subtitle.contains("2 members"), "the subtitle keeps the row under the name:\n\(text)")
        #expect(text.contains("still readable"), "\(text)")
        #expect(text.contains(L10n.Composer.Placeholder.message), "\(text)")
    }
}
