import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
import Testing
import TemporaryFiles

@MainActor
@Suite("ChannelHeaderLoader")
struct ChannelHeaderLoaderTests {
    @Test("A placeholder at once, then a mosaic of up to four members for a group")
    func groupMosaic() async {
        let loader = ChannelHeaderLoader()
        let members = ["a", "b", "c", "d", "e"].map { Fixtures.member($0) }
        let channel = Fixtures.channel("group", members: members)
        var notifications = 0
        let subscription = loader.objectWillChange.sink { _ in notifications += 1 }
        let first = loader.image(for: channel)
        #expect(first == InjectedValues[\.images].userAvatarPlaceholder2)
        await loader.waitForPendingLoads()
        let loaded = loader.image(for: channel)
        #expect(loaded != first)
        #expect(notifications == 1)
        #expect(loaded.pixels?.rgba == AvatarBitmap.mosaic(for: ["a", "b", "c", "d"], side: 8).makeImage()?.pixels?.rgba)
        #expect(loader.image(for: channel) === loaded, "cached")
        subscription.cancel()
    }

    @Test("A direct message without pictures gets the other member's colour tile")
    func directMessageTile() async throws {
        let bed = try SDKTestBed()
        let alice = try await bed.client("alice")
        let loader = ChannelHeaderLoader()
        let channel = Fixtures.channel("dm", isDirectMessage: true, members: [Fixtures.member("alice"), Fixtures.member("zed")])
        InjectedValues.withValue(\.chatClient, alice) { _ = loader.image(for: channel) }
        await loader.waitForPendingLoads()
        // The avatar is the other member's as the current user sees it: asked as alice again.
        let image = InjectedValues.withValue(\.chatClient, alice) { loader.image(for: channel) }
        #expect(image.pixels?.rgba == AvatarBitmap.tile(for: "zed", side: 8).makeImage()?.pixels?.rgba)
    }

    @Test("A file:// PNG channel image loads; a missing or broken one falls back")
    func fileImage() async throws {
        let directory = try TemporaryDirectory()
        let good = try TestPNG.writeSolid("good.png", in: directory.url)
        let broken = directory.file("broken.png")
        try Data("not a png".utf8).write(to: broken)

        let loader = ChannelHeaderLoader()
        let withImage = ChatChannel(cid: ChannelId(type: .messaging, id: "pic"), imageURL: good)
        let withBroken = ChatChannel(cid: ChannelId(type: .messaging, id: "broken"), imageURL: broken, lastActiveMembers: [Fixtures.member("m")])
        let withMissing = ChatChannel(cid: ChannelId(type: .messaging, id: "missing"), imageURL: directory.file("none.png"))
        _ = loader.image(for: withImage)
        _ = loader.image(for: withBroken)
        _ = loader.image(for: withMissing)
        await loader.waitForPendingLoads()
        #expect(loader.image(for: withImage).pixels?.width == 4)
        #expect(loader.image(for: withBroken).pixels?.rgba == AvatarBitmap.mosaic(for: ["m"], side: 8).makeImage()?.pixels?.rgba)
        #expect(loader.image(for: withMissing).pixels != nil, "no members: a tile of the channel's own colour")

        let user = Fixtures.user("u", imageURL: good)
        #expect(loader.image(for: user) == nil, "loading")
        await loader.waitForPendingLoads()
        #expect(loader.image(for: user)?.pixels?.width == 4)
        #expect(loader.image(for: Fixtures.user("v", imageURL: URL(string: "https://example.org/a.png"))) == nil)
    }

    @Test("The current user becoming the last active member keeps the cached avatar: no load, no change announced")
    func activityOrderOfTheCurrentUserKeepsTheAvatar() async throws {
        let bed = try SDKTestBed()
        let alice = try await bed.client("alice")
        let loader = ChannelHeaderLoader()
        let zedFirst = Fixtures.channel("pair", members: [Fixtures.member("zed"), Fixtures.member("alice")])
        let aliceFirst = Fixtures.channel("pair", members: [Fixtures.member("alice"), Fixtures.member("zed")])
        var notifications = 0
        let subscription = loader.objectWillChange.sink { _ in notifications += 1 }
        InjectedValues.withValue(\.chatClient, alice) { _ = loader.image(for: zedFirst) }
        await loader.waitForPendingLoads()
        let loaded = InjectedValues.withValue(\.chatClient, alice) { loader.image(for: zedFirst) }
        #expect(notifications == 1)
        // Alice reads or posts: she is now the most recently active member.
        let again = InjectedValues.withValue(\.chatClient, alice) { loader.image(for: aliceFirst) }
        await loader.waitForPendingLoads()
        #expect(again === loaded, "the avatar shows zed either way")
        #expect(notifications == 1)
        #expect(ChannelAvatarKey(zedFirst, currentUserId: "alice") == ChannelAvatarKey(aliceFirst, currentUserId: "alice"))
        #expect(ChannelAvatarKey(zedFirst, currentUserId: nil) != ChannelAvatarKey(aliceFirst, currentUserId: nil),
                "without a current user the order of the first four is what is shown")
        subscription.cancel()
    }
}
