import Foundation
import Testing
@testable import StreamChat

@MainActor
@Suite struct ClientServerTests {
    @Test func twoClientsSeeEachOthersMessages() async throws {
        let bed = try ChatTestBed()
        let cid = ChannelId(type: .messaging, id: "general")
        try bed.server.seedChannel(cid, name: "General", createdBy: "alice", memberIds: ["bob"])
        let alice = try await bed.channel(cid, as: "alice")
        let bob = try await bed.channel(cid, as: "bob")

        let id = try await alice.send("Hello Bob")

        #expect(alice.messages.first?.id == id)
        #expect(alice.messages.first?.localState == nil)
        #expect(alice.messages.first?.isSentByCurrentUser == true)
        #expect(bob.messages.first?.text == "Hello Bob")
        #expect(bob.messages.first?.isSentByCurrentUser == false)
        #expect(bob.channel?.unreadCount.messages == 1)
        #expect(bob.channel?.memberCount == 2)
    }

    @Test func createsChannelOnSynchronizeAndDirectMessagesAreStable() async throws {
        let bed = try ChatTestBed()
        let alice = try await bed.client("alice")
        let group = try alice.channelController(createChannelWithId: ChannelId(type: .messaging, id: "trip"), name: "Trip", members: ["bob", "carol"])
        try await group.synchronizeAsync()
        #expect(group.channel?.name == "Trip")
        #expect(group.channel?.memberCount == 3)
        #expect(group.channel?.createdBy?.id == "alice")
        #expect(group.channel?.membership?.memberRole == .owner)

        let dm = try alice.channelController(createDirectMessageChannelWith: ["bob"])
        try await dm.synchronizeAsync()
        let bob = try await bed.client("bob")
        let dmFromBob = try bob.channelController(createDirectMessageChannelWith: ["alice"])
        try await dmFromBob.synchronizeAsync()
        #expect(dm.cid == dmFromBob.cid)
        #expect(dmFromBob.channel?.isDirectMessageChannel == true)
        #expect(dmFromBob.channel?.memberCount == 2)
    }
}
