import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
import Testing
import TemporaryFiles

/// A generated channel avatar (colours only) comes with initials to draw over it, so a small one
/// is told apart by more than its colour: a group's first letter, a direct message's other
/// member's initials. A picture comes without.
@MainActor
@Suite("Channel avatar initials")
struct ChannelAvatarInitialsTests {
    private func loaded(_ channel: ChatChannel, as client: ChatClient? = nil) async -> (image: UIImage, initials: String?) {
        let loader = ChannelHeaderLoader()
        let ask = { loader.avatar(for: channel) }
        let first = client.map { InjectedValues.withValue(\.chatClient, $0, operation: ask) } ?? ask()
        #expect(first.initials == nil, "the placeholder while loading has none")
        await loader.waitForPendingLoads()
        return client.map { InjectedValues.withValue(\.chatClient, $0, operation: ask) } ?? ask()
    }

    @Test("A group shows the first letter of its name on its mosaic")
    func namedGroup() async {
        let members = ["a", "b", "c"].map { Fixtures.member($0) }
        let avatar = await loaded(Fixtures.channel("team", name: " Team ", members: members))
        #expect(avatar.initials == "T")
        #expect(avatar.image.pixels?.rgba == AvatarBitmap.mosaic(for: ["a", "b", "c"], side: 8).makeImage()?.pixels?.rgba)
    }

    @Test("An unnamed group shows its first member's first letter")
    func unnamedGroup() async {
        let members = [Fixtures.member("zoe", name: "Zoë Ángel"), Fixtures.member("bob", name: "Bob Brown")]
        #expect(await loaded(Fixtures.channel("group", members: members)).initials == "Z")
    }

    @Test("An unnamed group or direct message whose members are not loaded shows no initials, not its id's")
    func noNameNoInitials() async {
        #expect(await loaded(Fixtures.channel("!members-3f2a", members: [])).initials == nil)
        #expect(await loaded(Fixtures.channel("!members-9b1c", isDirectMessage: true, members: [])).initials == nil)
    }

    @Test("A direct message shows the other member's initials, as their user avatar does")
    func directMessage() async throws {
        let bed = try SDKTestBed()
        let alice = try await bed.client("alice")
        let members = [Fixtures.member("alice", name: "Alice Adams"), Fixtures.member("zed", name: "Zed Young")]
        let avatar = await loaded(Fixtures.channel("dm", isDirectMessage: true, members: members), as: alice)
        #expect(avatar.initials == "ZY")
    }

    @Test("A channel picture has no initials over it")
    func picture() async throws {
        let directory = try TemporaryDirectory()
        let png = try TestPNG.writeSolid("team.png", in: directory.url)
        let channel = ChatChannel(cid: ChannelId(type: .messaging, id: "pic"), name: "Team", imageURL: png, lastActiveMembers: [Fixtures.member("m")])
        let avatar = await loaded(channel)
        #expect(avatar.initials == nil)
        #expect(avatar.image.pixels?.width == 4)
    }
}
