import Foundation
import Testing
@testable import StreamChat
import TemporaryFiles

/// `ChatChannelController.addLocalSystemMessage`: shown by this controller only, never stored.
@MainActor
@Suite struct LocalSystemMessageTests {
    @discardableResult
    private func addLocal(_ text: String, to controller: ChatChannelController) async throws -> MessageId {
        let result: Result<MessageId, Error> = await withCheckedContinuation { continuation in
            controller.addLocalSystemMessage(text: text) { continuation.resume(returning: $0) }
        }
        return try result.get()
    }

    @Test func appearsNewestAsSystemMessageOfTheCurrentUserAndNotifiesObservers() async throws {
        let bed = try ChatTestBed()
        let cid = try bed.seedChannel("local")
        let alice = try await bed.channel(cid, as: "alice")
        try await alice.send("first")
        var willChange = 0
        var published: [[ListChange<ChatMessage>]] = []
        let a = alice.objectWillChange.sink { willChange += 1 }
        let b = alice.messagesChangesPublisher.sink { published.append($0) }
        let id = try await addLocal("Bob was muted", to: alice)
        let local = try #require(alice.messages.first)
        #expect(local.id == id)
        #expect(local.type == .system)
        #expect(local.text == "Bob was muted")
        #expect(local.author.id == "alice")
        #expect(local.isSentByCurrentUser)
        #expect(local.localState == nil)
        #expect(alice.messages.map(\.text) == ["Bob was muted", "first"])
        #expect(willChange >= 1)
        #expect(published.count == 1)
        #expect(published.first?.count == 1)
        a.cancel()
        b.cancel()
    }

    @Test func staysInOrderAsNewMessagesArriveAndAcrossReloadsAndPagination() async throws {
        let bed = try ChatTestBed()
        let cid = try bed.seedChannel("order")
        let alice = try await bed.channel(cid, as: "alice")
        let bob = try await bed.channel(cid, as: "bob")
        for index in 1...4 { try await bob.send("old \(index)") }
        try await alice.synchronizeAsync()
        try await addLocal("Carol was banned", to: alice)
        try await bob.send("new")
        #expect(alice.messages.map(\.text) == ["new", "Carol was banned", "old 4", "old 3", "old 2", "old 1"])
        try await alice.synchronizeAsync()
        #expect(alice.messages.map(\.text) == ["new", "Carol was banned", "old 4", "old 3", "old 2", "old 1"])
        try await alice.loadPrevious(limit: 2)        // anchored on the oldest stored message
        #expect(alice.messages.filter { $0.type == .system }.map(\.text) == ["Carol was banned"])
        #expect(alice.messages.count == 6)
    }

    @Test func anotherClientOfTheSameServerNeverSeesIt() async throws {
        let bed = try ChatTestBed()
        let cid = try bed.seedChannel("private")
        let alice = try await bed.channel(cid, as: "alice")
        let id = try await addLocal("Bob was flagged", to: alice)
        let bob = try await bed.channel(cid, as: "bob")
        #expect(!bob.messages.contains { $0.id == id })
        let secondDevice = ChatClient(config: ChatClientConfig(apiKey: APIKey("test"), transport: bed.server))
        try await secondDevice.connect("alice")
        let aliceElsewhere = secondDevice.channelController(for: cid)
        try await aliceElsewhere.synchronizeAsync()
        #expect(aliceElsewhere.messages.isEmpty)
        #expect(alice.messages.map(\.id) == [id])
    }

    @Test func isNotInTheDatabaseAfterReopen() async throws {
        let directory = try TemporaryDirectory()
        let file = directory.chatFile
        let cid = ChannelId(type: .messaging, id: "ephemeral")
        do {
            let bed = try ChatTestBed(server: try ChatServer(fileURL: file))
            try bed.server.seedChannel(cid, name: "Ephemeral", createdBy: "alice", memberIds: ["bob"])
            let alice = try await bed.channel(cid, as: "alice")
            try await alice.send("stored")
            try await addLocal("Bob was muted", to: alice)
            #expect(alice.messages.map(\.text) == ["Bob was muted", "stored"])
            bed.clients.values.forEach { $0.waitForPendingRequests() }
            bed.server.close()
        }
        let bed = try ChatTestBed(server: try ChatServer(fileURL: file), users: [])
        let alice = try await bed.channel(cid, as: "alice")
        #expect(alice.messages.map(\.text) == ["stored"])
    }

    @Test func refusesEmptyTextAndADuplicateId() async throws {
        let bed = try ChatTestBed()
        let cid = try bed.seedChannel("bad")
        let alice = try await bed.channel(cid, as: "alice")
        await #expect(throws: ClientError.InvalidRequest.self) { try await addLocal(" \n", to: alice) }
        let id = try await addLocal("ok", to: alice)
        let duplicate: Result<MessageId, Error> = await withCheckedContinuation { continuation in
            alice.addLocalSystemMessage(text: "again", messageId: id) { continuation.resume(returning: $0) }
        }
        #expect(throws: ClientError.InvalidRequest.self) { try duplicate.get() }
        #expect(alice.messages.map(\.text) == ["ok"])
    }
}
