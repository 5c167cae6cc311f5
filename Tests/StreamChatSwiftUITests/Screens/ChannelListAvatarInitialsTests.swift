import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
import Testing
import ScreenLines

/// In the channel list (avatars two rows high) a group's avatar shows its first letter and a
/// direct message's the other member's initials, over the avatar's colours.
@MainActor
@Suite("Channel list avatar initials")
struct ChannelListAvatarInitialsTests {
    @Test(arguments: [false, true])
    func rowsShowInitialsInTheirAvatars(liquidGlass: Bool) async throws {
        let bed = try SDKTestBed()
        try bed.server.seedChannel(ChannelId(type: .messaging, id: "team"), name: "Team", createdBy: "alice", memberIds: ["carol", "bob"])
        try bed.server.seedChannel(ChannelId(type: .messaging, id: "dm"), createdBy: "alice", memberIds: ["bob"], isDirectMessage: true)
        let client = try await bed.client("alice")
        let utils = Utils()
        let screen = liquidGlass
            ? ScreenHost(client: client, utils: utils) { ChatChannelListView(viewFactory: GlassListFactory()) }
            : ScreenHost(client: client, utils: utils) { ChatChannelListView(viewFactory: DefaultViewFactory.shared) }
        _ = screen.snapshot(width: 80, height: 24)
        await bed.drain()
        // The rows are drawn (their avatars start loading), then drawn again with the avatars.
        let placeholders = screen.snapshot(width: 80, height: 24)
        #expect(placeholders.contains("Team"), "\(placeholders)")
        await utils.channelHeaderLoader.waitForPendingLoads()
        await bed.drain()
        let text = screen.snapshot(width: 80, height: 24)
        #expect(avatarCells(before: "Team", in: text)?.contains("T") == true, "\(text)")
        #expect(avatarCells(before: "Bob Brown", in: text)?.contains("BB") == true, "\(text)")
    }

    /// What the row whose title is `title` shows before it: its avatar.
    private func avatarCells(before title: String, in screen: String) -> Substring? {
        for line in screen.screenLines {
            if let range = line.range(of: " " + title) { return line[..<range.lowerBound] }
        }
        return nil
    }
}
