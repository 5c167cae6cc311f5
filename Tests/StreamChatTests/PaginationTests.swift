import Foundation
import Testing
@testable import StreamChat

/// Newest-first pages and their edges.
@MainActor
@Suite struct PaginationTests {
    private func seed(_ count: Int, in bed: ChatTestBed) throws -> ChannelId {
        try bed.seedNumberedMessages(count, inChannel: "paged\(count)")
    }

    @Test(arguments: [0, 1, 24, 25, 26, 50, 51])
    func loadsEveryMessageOnceInOrder(count: Int) async throws {
        let bed = try ChatTestBed()
        let cid = try seed(count, in: bed)
        let controller = try await bed.channel(cid, as: "alice")
        #expect(controller.messages.count == min(count, 25))
        var rounds = 0
        while !controller.hasLoadedAllPreviousMessages && rounds < 10 {
            try await controller.loadPrevious(limit: 25)
            rounds += 1
        }
        #expect(controller.messages.map(\.id) == (0..<count).reversed().map { "m\($0)" })
        #expect(controller.hasLoadedAllPreviousMessages)
        try await controller.loadPrevious(limit: 25)
        #expect(controller.messages.count == count, "loading past the end adds nothing")
    }

    @Test func pagingBeforeAnUnknownMessageFails() async throws {
        let bed = try ChatTestBed()
        let cid = try seed(3, in: bed)
        let controller = try await bed.channel(cid, as: "alice")
        await #expect(throws: ClientError.MessageNotFound.self) {
            try await awaitCompletion { controller.loadPreviousMessages(before: "nope", completion: $0) }
        }
        #expect(controller.messages.count == 3)
    }

    @Test func equalTimestampsKeepInsertionOrder() async throws {
        let bed = try ChatTestBed()
        let cid = try bed.seedChannel("ties")
        let moment = Date(timeIntervalSince1970: 1_700_000_000)
        try bed.server.seedMessages((0..<30).map { ChatServer.SeedMessage(id: "t\($0)", authorId: "alice", text: "\($0)", createdAt: moment) }, in: cid)
        let controller = try await bed.channel(cid, as: "alice")
        try await controller.loadPrevious(limit: 10)
        let ids = controller.messages.map(\.id)
        #expect(Set(ids).count == 30)
    }

    @Test func channelListPagesSortedByLastMessage() async throws {
        let bed = try ChatTestBed()
        let base = Date(timeIntervalSince1970: 1_700_000_000)
        for index in 0..<7 {
            let cid = try bed.seedChannel("list\(index)")
            try bed.server.seedMessages([ChatServer.SeedMessage(authorId: "bob", text: "hi", createdAt: base.addingTimeInterval(Double(index)))], in: cid)
        }
        _ = try bed.seedChannel("other", owner: "carol", members: ["bob"])
        let client = try await bed.client("alice")
        let list = client.channelListController(query: ChannelListQuery(filter: .containMembers(userIds: ["alice"]), pageSize: 3))
        try await awaitCompletion { list.synchronize($0) }
        #expect(list.channels.map(\.cid.id) == ["list6", "list5", "list4"])
        try await awaitCompletion { list.loadNextChannels(completion: $0) }
        try await awaitCompletion { list.loadNextChannels(completion: $0) }
        #expect(list.channels.map(\.cid.id) == (0..<7).reversed().map { "list\($0)" })
        #expect(list.hasLoadedAllChannels)

        let oldest = try await bed.channel(ChannelId(type: .messaging, id: "list0"), as: "bob")
        try await oldest.send("bump")
        #expect(list.channels.first?.cid.id == "list0", "a new message moves the channel to the top")
        #expect(list.channels.first?.unreadCount.messages ?? 0 >= 1)
    }
}
