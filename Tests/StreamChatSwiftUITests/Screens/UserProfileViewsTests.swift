import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
import Testing
import TemporaryFiles

/// A user's new name or picture shows on other users' open screens: message rows (name and
/// avatar), the direct message's header, and the channel list's rows.
@MainActor
@Suite("User name and image changes on screen")
struct UserProfileViewsTests {
    let cid = ChannelId(type: .messaging, id: "general")

    /// Connects a second client of `userId` with a new profile (the first one stays online).
    private func reconnect(_ userId: UserId, name: String, imageURL: URL? = nil, on bed: SDKTestBed) async throws -> ChatClient {
        let client = ChatClient(config: ChatClientConfig(apiKey: APIKey("sdk-tests"), transport: bed.server))
        try await awaitCompletion { done in
            client.connectUser(userInfo: UserInfo(id: userId, name: name, imageURL: imageURL), token: .development(userId: userId), completion: done)
        }
        await bed.drain()
        return client
    }

    @Test("Message rows show the author's new name, initials and picture")
    func messageRowsFollowTheAuthor() async throws {
        let directory = try TemporaryDirectory()
        let picture = try TestPNG.writeSolid("bob.png", in: directory.url)
        let bed = try SDKTestBed.withChannel(cid, messages: [("bob", "first from bob"), ("alice", "reply"), ("bob", "second from bob")])
        _ = try await bed.client("bob")
        let alice = try await bed.client("alice")
        let utils = Utils()
        let controller = alice.channelController(for: cid)
        let screen = ScreenHost(client: alice, utils: utils) { ChatChannelView(viewFactory: DefaultViewFactory.shared, channelController: controller) }
        _ = screen.snapshot()
        await bed.drain()
        let before = screen.snapshot()
        #expect(before.contains("Bob Brown") && before.contains("BB"), "\(before)")

        let renamed = try await reconnect("bob", name: "Robert Stone", on: bed)
        let after = screen.snapshot()
        #expect(after.contains("Robert Stone"), "\(after)")
        #expect(!after.contains("Bob Brown"), "\(after)")
        #expect(after.contains("RS") && !after.contains("BB"), "the avatar's initials follow the name:\n\(after)")
        renamed.disconnect()

        let pictured = try await reconnect("bob", name: "Robert Stone", imageURL: picture, on: bed)
        _ = screen.snapshot()
        await utils.channelHeaderLoader.waitForPendingLoads()
        await bed.drain()
        let withPicture = screen.snapshot()
        #expect(withPicture.contains("Robert Stone"), "\(withPicture)")
        #expect(!withPicture.contains("RS"), "the picture replaces the initials:\n\(withPicture)")
        pictured.disconnect()
    }

    @Test("The direct message's header and the channel list show the other member's new name")
    func headerAndListFollowTheMember() async throws {
        let bed = try SDKTestBed()
        let dm = ChannelId(type: .messaging, id: "dm")
        try bed.server.seedChannel(dm, createdBy: "alice", memberIds: ["bob"], isDirectMessage: true, createdAt: Date().addingTimeInterval(-900))
        try bed.server.seedMessages([.init(authorId: "bob", text: "Lunch?", createdAt: Date().addingTimeInterval(-60))], in: dm)
        let alice = try await bed.client("alice")
        let list = ScreenHost(client: alice) { ChatChannelListView(viewFactory: DefaultViewFactory.shared) }
        _ = list.snapshot()
        let (channel, _) = try await bed.openChannel(dm, as: "alice", factory: DefaultViewFactory.shared)
        await bed.drain()
        #expect(list.snapshot().contains("Bob Brown"))
        #expect(channel.snapshot().contains("Bob Brown"))

        let renamed = try await reconnect("bob", name: "Robert Stone", on: bed)
        let listText = list.snapshot(), channelText = channel.snapshot()
        #expect(listText.contains("Robert Stone") && !listText.contains("Bob Brown"), "\(listText)")
        #expect(channelText.contains("Robert Stone") && !channelText.contains("Bob Brown"), "\(channelText)")
        renamed.disconnect()
    }
}
