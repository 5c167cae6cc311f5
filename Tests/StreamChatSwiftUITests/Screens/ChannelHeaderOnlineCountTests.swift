import Foundation
@testable import StreamChat
@testable import StreamChatSwiftUI
import Testing

/// The header's "N members, M online" in a channel of more than 100 members: M counted only
/// the online members among the 100 a channel value carries (`lastActiveMembers`), so 120
/// members online read "100 online". The server now counts them over all members
/// (`ChatChannel.onlineMemberCount`) and tells followers when one comes or goes.
@MainActor @Suite struct ChannelHeaderOnlineCountTests {
    let cid = ChannelId(type: .messaging, id: "crowd")

    @Test func onlineMembersAreCountedOverAllMembers() async throws {
        let crowd = (0..<150).map { String(format: "member-%03d", $0) }
        let bed = try SDKTestBed()
        try bed.server.seedUsers(crowd.map { .init(id: $0) })
        try bed.server.seedChannel(cid, name: "Crowd", createdBy: "alice", memberIds: crowd)
        // 120 members online, and bob, who is no member, connected too.
        var connections: [ConnectionId] = []
        for id in crowd.prefix(120) + ["bob"] {
            connections.append(try bed.server.connect(userInfo: UserInfo(id: id), token: .development(userId: id)) { _ in }.connectionId)
        }
        let (screen, controller) = try await bed.openChannel(cid, factory: DefaultViewFactory.shared)
        let channel = try #require(controller.channel)
        #expect(channel.lastActiveMembers.count == 100)
        #expect(channel.onlineMemberCount == 121, "120 of the crowd and alice")
        #expect(screen.snapshot(width: 80, height: 24).contains("151 members, 121 online"), "\(screen.snapshot(width: 80, height: 24))")

        bed.server.disconnect(connections[0])
        _ = try bed.server.connect(userInfo: UserInfo(id: crowd[130]), token: .development(userId: crowd[130])) { _ in }
        bed.server.disconnect(connections[1])
        await bed.drain()
        #expect(controller.channel?.onlineMemberCount == 120)
        #expect(screen.snapshot(width: 80, height: 24).contains("151 members, 120 online"), "\(screen.snapshot(width: 80, height: 24))")
    }
}
