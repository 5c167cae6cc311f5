import Foundation
import Testing
@testable import StreamChat

/// Which messages count as unread, on the server (each query) and in the client (as messages
/// arrive), the same way: posting reads the channel; silent, system and thread-only messages
/// and muted users' messages do not count.
@MainActor
@Suite struct UnreadCountTests {
    let cid = ChannelId(type: .messaging, id: "unread")

    /// Alice's unread count as the server computes it now, through a new query.
    private func serverUnread(_ bed: ChatTestBed, as userId: UserId) async throws -> Int {
        let list = try await bed.client(userId).channelListController(query: ChannelListQuery(filter: .containMembers(userIds: [userId])))
        try await awaitCompletion { list.synchronize($0) }
        return try #require(list.channels.first { $0.cid == cid }).unreadCount.messages
    }

    @Test func postingAMessageReadsTheChannel() async throws {
        let bed = try ChatTestBed()
        try bed.server.seedChannel(cid, name: "Unread", createdBy: "alice", memberIds: ["bob"])
        let bob = try await bed.channel(cid, as: "bob")
        let aliceList = try await bed.client("alice").channelListController(query: ChannelListQuery(filter: .containMembers(userIds: ["alice"])))
        try await awaitCompletion { aliceList.synchronize($0) }
        for text in ["one", "two", "three"] { try await bob.send(text) }
        await bed.settle()
        #expect(aliceList.channels.first { $0.cid == cid }?.unreadCount.messages == 3)
        #expect(try await serverUnread(bed, as: "alice") == 3)

        // Alice answers from another device (a controller that never marked the channel read).
        let alice = try await bed.client("alice").channelController(for: cid)
        try await awaitCompletion { alice.synchronize($0) }
        try await alice.send("answered")
        await bed.settle()
        #expect(aliceList.channels.first { $0.cid == cid }?.unreadCount.messages == 0, "her list, live")
        #expect(try await serverUnread(bed, as: "alice") == 0, "the server, on the next query")
        // Bob's message after hers counts again.
        try await bob.send("four")
        await bed.settle()
        #expect(aliceList.channels.first { $0.cid == cid }?.unreadCount.messages == 1)
        #expect(try await serverUnread(bed, as: "alice") == 1)
    }

    @Test func anotherMemberSeesThePostersReadMoveLive() async throws {
        let bed = try ChatTestBed()
        try bed.server.seedChannel(cid, name: "Unread", createdBy: "alice", memberIds: ["bob"])
        let bob = try await bed.channel(cid, as: "bob")
        let alice = try await bed.channel(cid, as: "alice")
        final class Reads { var heard: [ChatChannelRead] = [] }
        let reads = Reads()
        let subscription = try await bed.client("bob").subscribe { event in
            if case let .messageRead(_, read) = event { reads.heard.append(read) }
        }
        defer { subscription.cancel() }
        let sent = try await alice.send("posted")
        await bed.settle()
        let message = try #require(bob.messages.first { $0.id == sent })
        #expect(reads.heard.map(\.user.id) == ["alice"], "one messageRead, for the author")
        let read = try #require(bob.channel?.reads.first { $0.user.id == "alice" }, "Bob's channel has Alice's read without a reload")
        #expect(read.lastReadMessageId == sent && read.lastReadAt == message.createdAt && read.unreadMessagesCount == 0)
        // A reload shows the same read.
        let reloaded = try await bed.client("bob").channelController(for: cid)
        try await reloaded.synchronizeAsync()
        #expect(reloaded.channel?.reads.first { $0.user.id == "alice" }?.lastReadMessageId == sent)
    }

    @Test func seededHistoryCountsPostingAsReadingToo() async throws {
        let bed = try ChatTestBed()
        try bed.server.seedChannel(cid, name: "Unread", createdBy: "alice", memberIds: ["bob"])
        let start = Date().addingTimeInterval(-600)
        try bed.server.seedMessages([
            .init(authorId: "bob", text: "b1", createdAt: start),
            .init(authorId: "bob", text: "b2", createdAt: start.addingTimeInterval(10)),
            .init(authorId: "alice", text: "a1", createdAt: start.addingTimeInterval(20)),
            .init(authorId: "bob", text: "b3", createdAt: start.addingTimeInterval(30)),
        ], in: cid)
        #expect(try await serverUnread(bed, as: "alice") == 1, "only Bob's message after hers")
        #expect(try await serverUnread(bed, as: "bob") == 0)
    }

    @Test func silentMessagesAndMutedUsersDoNotCount() async throws {
        let bed = try ChatTestBed()
        try bed.server.seedChannel(cid, name: "Unread", createdBy: "alice", memberIds: ["bob", "carol"])
        let bob = try await bed.channel(cid, as: "bob")
        let carol = try await bed.channel(cid, as: "carol")
        let aliceClient = try await bed.client("alice")
        try await awaitCompletion { aliceClient.userController(userId: "carol").mute(completion: $0) }
        let aliceList = aliceClient.channelListController(query: ChannelListQuery(filter: .containMembers(userIds: ["alice"])))
        try await awaitCompletion { aliceList.synchronize($0) }

        try await awaitCompletion { done in
            bob.createNewMessage(text: "quietly", isSilent: true) { done($0.failure) }
        }
        try await carol.send("muted words")
        try await bob.send("counts")
        await bed.settle()
        #expect(aliceList.channels.first { $0.cid == cid }?.unreadCount.messages == 1, "live: only Bob's regular message")
        #expect(try await serverUnread(bed, as: "alice") == 1, "the server counts alike")
        #expect(try await serverUnread(bed, as: "bob") == 0, "Bob posted last: he has read it all")
        #expect(try await serverUnread(bed, as: "carol") == 1, "Carol did not mute Bob")
    }
}

private extension Result {
    var failure: Failure? {
        if case let .failure(error) = self { return error }
        return nil
    }
}
