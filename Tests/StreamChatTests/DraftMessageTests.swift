import Foundation
import Testing
@testable import StreamChat
import TemporaryFiles

/// Drafts (text typed and not sent) are stored by the server per user and channel: they outlive
/// a restart, reach only their author, and are checked like messages.
@MainActor
@Suite struct DraftMessageTests {
    private let cid = ChannelId(type: .messaging, id: "drafts")

    private func save(_ text: String, in controller: ChatChannelController, mentioning: [UserId] = [], quoting: MessageId? = nil,
                      command: Command? = nil) async throws -> DraftMessage {
        let result: Result<DraftMessage, Error> = await withCheckedContinuation { continuation in
            controller.updateDraftMessage(text: text, mentionedUserIds: mentioning, quotedMessageId: quoting, command: command) {
                continuation.resume(returning: $0)
            }
        }
        return try result.get()
    }

    private func load(in controller: ChatChannelController) async throws -> DraftMessage? {
        let result: Result<DraftMessage?, Error> = await withCheckedContinuation { continuation in
            controller.loadDraftMessage { continuation.resume(returning: $0) }
        }
        return try result.get()
    }

    @Test func aDraftIsStoredAndComesBackWithTheChannelAfterTheServerRestarts() async throws {
        let directory = try TemporaryDirectory()
        let file = directory.chatFile
        var quotedId = ""
        do {
            let bed = try ChatTestBed(server: try ChatServer(fileURL: file))
            try bed.server.seedChannel(cid, name: "Drafts", createdBy: "alice", memberIds: ["bob"])
            let bob = try await bed.channel(cid, as: "bob")
            quotedId = try await bob.send("what do you think?")
            let alice = try await bed.channel(cid, as: "alice")
            let draft = try await save("@Bob Brown half a thought 👍\nsecond line", in: alice, mentioning: ["bob"], quoting: quotedId)
            #expect(draft.text == "@Bob Brown half a thought 👍\nsecond line")
            #expect(alice.channel?.draftMessage == draft, "the event reached the controller")
            await bed.settle()
            bed.clients.values.forEach { $0.waitForPendingRequests() }
            bed.server.close()
        }
        let bed = try ChatTestBed(server: try ChatServer(fileURL: file), users: [])
        let alice = try await bed.channel(cid, as: "alice")
        let draft = try #require(alice.channel?.draftMessage, "loaded with the channel")
        #expect(draft.text == "@Bob Brown half a thought 👍\nsecond line")
        #expect(draft.cid == cid)
        #expect(draft.mentionedUsers.map(\.id) == ["bob"])
        #expect(draft.quotedMessage?.id == quotedId && draft.quotedMessage?.text == "what do you think?")
        #expect(ChatMessage(draft).author.id == "alice" && ChatMessage(draft).isSentByCurrentUser)
        #expect(try await load(in: alice) == draft)

        let list = try await bed.client("alice").channelListController(query: ChannelListQuery(filter: .containMembers(userIds: ["alice"])))
        try await awaitCompletion { list.synchronize($0) }
        #expect(list.channels.first { $0.cid == cid }?.draftMessage == draft, "channel lists bring drafts too")
    }

    @Test func onlyTheAuthorEverSeesTheirDraft() async throws {
        let bed = try ChatTestBed()
        try bed.server.seedChannel(cid, name: "Drafts", createdBy: "alice", memberIds: ["bob"])
        let alice = try await bed.channel(cid, as: "alice")
        let bob = try await bed.channel(cid, as: "bob")
        var bobsDraftEvents = 0
        let subscription = try await bed.client("bob").subscribe { event in
            if case .draftUpdated = event { bobsDraftEvents += 1 }
            if case .draftDeleted = event { bobsDraftEvents += 1 }
        }
        // Alice on a second device follows her draft live.
        var config = ChatClientConfig(apiKey: APIKey("test"), transport: bed.server)
        config.typingStopDelay = 3600
        let aliceElsewhere = ChatClient(config: config)
        try await aliceElsewhere.connect("alice")
        let aliceSecond = aliceElsewhere.channelController(for: cid)
        try await aliceSecond.synchronizeAsync()

        let draft = try await save("for my eyes only", in: alice)
        _ = try await save("bob's own words", in: bob)
        await bed.settle()
        aliceElsewhere.waitForPendingRequests()
        await bed.settle()
        #expect(aliceSecond.channel?.draftMessage == draft)
        #expect(bob.channel?.draftMessage?.text == "bob's own words")
        #expect(try await load(in: bob)?.text == "bob's own words")
        #expect(bobsDraftEvents == 1, "bob heard of his own draft only")

        // Channel updates (a rename) carry each viewer's own draft.
        try await awaitCompletion { alice.updateChannel(name: "Renamed", completion: $0) }
        await bed.settle()
        #expect(bob.channel?.name == "Renamed" && bob.channel?.draftMessage?.text == "bob's own words")
        #expect(alice.channel?.name == "Renamed" && alice.channel?.draftMessage?.text == "for my eyes only")

        try await awaitCompletion { alice.deleteDraftMessage(completion: $0) }
        await bed.settle()
        aliceElsewhere.waitForPendingRequests()
        await bed.settle()
        #expect(alice.channel?.draftMessage == nil && aliceSecond.channel?.draftMessage == nil)
        #expect(bob.channel?.draftMessage?.text == "bob's own words")
        #expect(bobsDraftEvents == 1)
        // Deleting what is not there is no error.
        try await awaitCompletion { alice.deleteDraftMessage(completion: $0) }
        subscription.cancel()
    }

    @Test func sendingAMessageDeletesTheAuthorsDraftInThatChannel() async throws {
        let bed = try ChatTestBed()
        try bed.server.seedChannel(cid, name: "Drafts", createdBy: "alice", memberIds: ["bob"])
        let elsewhereCid = try bed.seedChannel("elsewhere")
        let alice = try await bed.channel(cid, as: "alice")
        let aliceElsewhere = try await bed.channel(elsewhereCid, as: "alice")
        let bob = try await bed.channel(cid, as: "bob")
        _ = try await save("half a thought", in: alice)
        _ = try await save("kept for later", in: aliceElsewhere)
        _ = try await save("bob's own words", in: bob)
        // Alice on a second device, following her draft.
        let secondDevice = ChatClient(config: ChatClientConfig(apiKey: APIKey("test"), transport: bed.server))
        try await secondDevice.connect("alice")
        let aliceSecond = secondDevice.channelController(for: cid)
        try await aliceSecond.synchronizeAsync()
        #expect(aliceSecond.channel?.draftMessage?.text == "half a thought")
        final class Heard { var events: [String] = [] }
        let heard = Heard()
        let subscription = secondDevice.subscribe { event in
            switch event {
            case .messageNew: heard.events.append("messageNew")
            case .draftDeleted(let cid, nil) where cid == self.cid: heard.events.append("draftDeleted")
            default: break
            }
        }
        defer { subscription.cancel() }

        // Sent from a client that never touched the draft (the server does it, not a composer).
        try await alice.send("the whole thought")
        await bed.settle()
        secondDevice.waitForPendingRequests()
        await bed.settle()
        #expect(try await load(in: alice) == nil, "the draft is gone with the send")
        #expect(alice.channel?.draftMessage == nil && aliceSecond.channel?.draftMessage == nil, "every device of hers hears it")
        #expect(heard.events == ["messageNew", "draftDeleted"])
        #expect(try await load(in: aliceElsewhere)?.text == "kept for later", "her draft in another channel stays")
        #expect(try await load(in: bob)?.text == "bob's own words", "another member's draft stays")
    }

    @Test func badDraftsAreRefusedInWordsAndChangeNothing() async throws {
        let bed = try ChatTestBed()
        try bed.server.seedChannel(cid, name: "Drafts", createdBy: "alice", memberIds: ["bob"])
        try bed.server.seedChannel(ChannelId(type: .messaging, id: "other"), name: "Other", createdBy: "bob", memberIds: [])
        let other = try await bed.channel(ChannelId(type: .messaging, id: "other"), as: "bob")
        let elsewhere = try await other.send("not in drafts")
        let alice = try await bed.channel(cid, as: "alice")
        let kept = try await save("kept", in: alice)

        func refusal(_ text: String, mentioning: [UserId] = [], quoting: MessageId? = nil) async -> Error? {
            do {
                _ = try await save(text, in: alice, mentioning: mentioning, quoting: quoting)
                return nil
            } catch {
                return error
            }
        }
        let huge = await refusal(String(repeating: "x", count: 50_001))
        #expect((huge as? ClientError.InvalidMessage)?.message == "The draft has 50001 characters; at most 50000 are allowed.")
        #expect(await refusal("hi @nobody", mentioning: ["nobody"]) is ClientError.UserNotFound)
        #expect(await refusal("re", quoting: elsewhere) is ClientError.MessageNotFound)
        let unknownChannel = try await bed.client("alice").channelController(for: ChannelId(type: .messaging, id: "nowhere"))
        await #expect(throws: ClientError.ChannelNotFound.self) { _ = try await save("lost", in: unknownChannel) }
        #expect(try await load(in: alice) == kept, "nothing changed")
        #expect(alice.channel?.draftMessage == kept)
        #expect(await refusal("red \u{1B}[31m text") == nil, "what a message may hold, a draft may hold")
        #expect(await refusal(String(repeating: "x", count: 5_001)) == nil, "longer than a message: kept while it is shortened")

        // Tabs, newlines and exactly the limit are fine.
        _ = try await save("a\tb\r\nc" + String(repeating: "y", count: 4_994), in: alice)
        // An empty draft deletes the stored one.
        #expect(await refusal("  \n ") is ClientError.InvalidMessage)
        #expect(try await load(in: alice) == nil)
        #expect(alice.channel?.draftMessage == nil)
    }

    @Test func aCommandDraftKeepsItsArguments() async throws {
        let bed = try ChatTestBed()
        try bed.server.seedChannel(cid, name: "Drafts", createdBy: "alice", memberIds: ["bob"])
        let alice = try await bed.channel(cid, as: "alice")
        let draft = try await save("/giphy happy cats", in: alice, command: .giphy)
        #expect(draft.command == "giphy" && draft.arguments == "happy cats")
        #expect(try await load(in: alice)?.id == draft.id)
        let again = try await save("/giphy sad cats", in: alice, command: .giphy)
        #expect(again.id == draft.id, "an updated draft keeps its id")
    }

    /// Opening a channel reads the viewer's draft by primary key (user, channel), not by a scan.
    @Test func theDraftOfAUserInAChannelIsReadThroughTheIndex() throws {
        let store = try ChatStore(path: ":memory:")
        let plan = try store.database.query("EXPLAIN QUERY PLAN SELECT text FROM drafts WHERE user_id = ? AND cid = ?", "u", "c") {
            $0.string(3)
        }
        #expect(plan.contains { $0.contains("USING PRIMARY KEY") }, "plan: \(plan)")
    }

    @Test func aFileFromBeforeDraftsGainsTheTable() async throws {
        let directory = try TemporaryDirectory()
        let file = try olderDatabaseFile(in: directory, migrationsApplied: 8, rows: "")
        let bed = try ChatTestBed(server: try ChatServer(fileURL: file))
        try bed.server.seedChannel(cid, name: "Drafts", createdBy: "alice", memberIds: [])
        let alice = try await bed.channel(cid, as: "alice")
        #expect(alice.channel?.draftMessage == nil)
        #expect(try await save("now it keeps", in: alice).text == "now it keeps")
    }
}
