import Foundation
import Testing
@testable import StreamChat

/// `ChatUser` equality (as Stream's: every shown field, hash by id) and a user's new name or
/// image reaching other clients' channels, messages and channel lists.
@MainActor
@Suite struct UserProfileUpdateTests {
    @Test func equalityComparesWhatIsShownAndHashesTheId() {
        let created = Date(timeIntervalSince1970: 100)
        let base = ChatUser(id: "ana", name: "Ana", imageURL: URL(string: "file:///a.png"), createdAt: created)
        #expect(base == ChatUser(id: "ana", name: "Ana", imageURL: URL(string: "file:///a.png"), createdAt: created))
        #expect(base != ChatUser(id: "ana", name: "Ana B", imageURL: URL(string: "file:///a.png"), createdAt: created))
        #expect(base != ChatUser(id: "ana", name: "Ana", imageURL: URL(string: "file:///b.png"), createdAt: created))
        #expect(base != ChatUser(id: "ana", name: "Ana", imageURL: URL(string: "file:///a.png"), isOnline: true, createdAt: created))
        #expect(base != ChatUser(id: "ana", name: "Ana", imageURL: URL(string: "file:///a.png"), createdAt: .distantPast))
        // `userUpdatedAt` is not compared (Stream leaves it out too).
        #expect(base == ChatUser(id: "ana", name: "Ana", imageURL: URL(string: "file:///a.png"), createdAt: created,
                                 updatedAt: Date(timeIntervalSince1970: 500)))
        var hasher = Hasher(), idHasher = Hasher()
        ChatUser(id: "ana", name: "Other").hash(into: &hasher)
        base.hash(into: &idHasher)
        #expect(hasher.finalize() == idHasher.finalize())
    }

    @Test func aNewNameAndImageReachMessagesMembersAndChannelListsOfOthers() async throws {
        let bed = try ChatTestBed()
        let cid = try bed.seedChannel("profiles", members: ["bob"])
        let bob = try await bed.channel(cid, as: "bob")
        let alice = try await bed.channel(cid, as: "alice")
        let bobsList = try await bed.client("bob").channelListController(query: ChannelListQuery(filter: .containMembers(userIds: ["bob"])))
        try await awaitCompletion { bobsList.synchronize($0) }
        let aliceMessage = try await alice.send("from the old name")
        try await bob.send("bob's own")
        let reply: Result<MessageId, Error> = await withCheckedContinuation { continuation in
            bob.createNewMessage(text: "bob quotes alice", quotedMessageId: aliceMessage) { continuation.resume(returning: $0) }
        }
        _ = try reply.get()
        await bed.settle()
        #expect(bob.messages.first { $0.text == "bob quotes alice" }?.quotedMessage?.author.name == "Alice Anders")
        #expect(bob.messages.last?.author.name == "Alice Anders")

        // Alice, already online, connects a second client with a new name and picture.
        let image = URL(string: "file:///avatars/alice-new.png")!
        let second = ChatClient(config: ChatClientConfig(apiKey: APIKey("test"), transport: bed.server))
        let error: Error? = await withCheckedContinuation { continuation in
            second.connectUser(userInfo: UserInfo(id: "alice", name: "Alice Ng", imageURL: image), token: .development(userId: "alice")) {
                continuation.resume(returning: $0)
            }
        }
        #expect(error == nil)
        await bed.settle()

        let message = try #require(bob.messages.first { $0.text == "from the old name" })
        #expect(message.author.name == "Alice Ng")
        #expect(message.author.imageURL == image)
        #expect(bob.messages.first { $0.text == "bob's own" }?.author.name == "Bob Brown", "others' messages unchanged")
        let quoting = try #require(bob.messages.first { $0.text == "bob quotes alice" })
        #expect(quoting.quotedMessage?.author.name == "Alice Ng", "a reply shows the quoted author's new name")
        #expect(quoting.quotedMessage?.author.imageURL == image)
        #expect(quoting.author.name == "Bob Brown")
        #expect(bob.channel?.lastActiveMembers.first { $0.id == "alice" }?.name == "Alice Ng")
        let listed = try #require(bobsList.channels.first { $0.cid == cid })
        #expect(listed.lastActiveMembers.first { $0.id == "alice" }?.name == "Alice Ng")
        #expect(listed.latestMessages.first { $0.author.id == "alice" }?.author.imageURL == image)
        second.disconnect()
    }

    @Test func aReconnectWithTheSameProfileSendsNoEventToOthers() async throws {
        let bed = try ChatTestBed()
        let cid = try bed.seedChannel("quiet", members: ["bob"])
        _ = try await bed.channel(cid, as: "alice")
        let bobClient = try await bed.client("bob")
        var presenceEvents = 0
        let subscription = bobClient.subscribe { if case .userPresenceChanged = $0 { presenceEvents += 1 } }
        defer { subscription.cancel() }
        let second = ChatClient(config: ChatClientConfig(apiKey: APIKey("test"), transport: bed.server))
        try await second.connect("alice")
        await bed.settle()
        #expect(presenceEvents == 0, "Alice was online already and kept her name")
        // A bad user id on connect still fails clearly.
        let bad = ChatClient(config: ChatClientConfig(apiKey: APIKey("test"), transport: bed.server))
        await #expect(throws: ClientError.InvalidRequest.self) { try await bad.connect("bad id") }
        second.disconnect()
    }
}
