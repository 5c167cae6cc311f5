import Foundation
import Testing
@testable import StreamChat
import TemporaryFiles

/// Flagging a message for moderators: who may, which messages, how often, and that it lasts.
@MainActor
@Suite struct MessageFlagTests {
    private let cid = ChannelId(type: .messaging, id: "flags")

    private func flag(_ id: MessageId, in controller: ChatChannelController) async throws {
        try await awaitCompletion { controller.flagMessage(id, reason: nil, completion: $0) }
    }

    /// The refusal's text, as the SDK shows it to the user.
    private func refusal(flagging id: MessageId, in controller: ChatChannelController) async -> String? {
        do {
            try await flag(id, in: controller)
            return nil
        } catch let error as ClientError.InvalidRequest {
            return error.message
        } catch {
            return "unexpected \(error)"
        }
    }

    @Test func aMessageIsFlaggedOncePerUserAndTheFlagIsStoredInTheDatabase() async throws {
        let directory = try TemporaryDirectory()
        let file = directory.chatFile
        var messageId = ""
        do {
            let bed = try ChatTestBed(server: try ChatServer(fileURL: file))
            try bed.server.seedChannel(cid, name: "Flags", createdBy: "alice", memberIds: ["bob", "carol"])
            let alice = try await bed.channel(cid, as: "alice")
            let bob = try await bed.channel(cid, as: "bob")
            let carol = try await bed.channel(cid, as: "carol")
            messageId = try await alice.send("report me")
            try await flag(messageId, in: bob)
            #expect(try bed.server.flagCount(ofMessage: messageId) == 1)
            #expect(await refusal(flagging: messageId, in: bob) == "You already flagged this message.")
            #expect(try bed.server.flagCount(ofMessage: messageId) == 1)
            try await flag(messageId, in: carol)
            bed.clients.values.forEach { $0.waitForPendingRequests() }
            bed.server.close()
        }
        let bed = try ChatTestBed(server: try ChatServer(fileURL: file), users: [])
        #expect(try bed.server.flagCount(ofMessage: messageId) == 2)
        let bob = try await bed.channel(cid, as: "bob")
        #expect(await refusal(flagging: messageId, in: bob) == "You already flagged this message.")
    }

    /// Every update of a message (edit, reaction, pin) asks who flagged it: an index lookup,
    /// not a scan of every flag (fails without migration 8).
    @Test func whoFlaggedAMessageIsReadThroughAnIndex() throws {
        let store = try ChatStore(path: ":memory:")
        let plan = try store.database.query("EXPLAIN QUERY PLAN " + ChatStore.flaggersOfMessageQuery, "m1") { $0.string(3) }
        #expect(plan.contains { $0.contains("USING INDEX flags_by_message") }, "plan: \(plan)")
    }

    @Test func whichMessagesOfAPageAViewerFlaggedIsReadThroughAnIndex() throws {
        let store = try ChatStore(path: ":memory:")
        let query = ChatStore.flaggedAmongQuery(count: 3)
        let plan = try store.database.query("EXPLAIN QUERY PLAN " + query, arguments: ["m1", "m2", "m3", "bob"]) { $0.string(3) }
        #expect(plan.contains { $0.contains("USING INDEX flags_by_message") }, "plan: \(plan)")
        let date = Date()
        for index in 0..<5 { try store.addFlag(userId: "bob", targetUserId: nil, targetMessageId: "m\(index)", reason: nil, at: date) }
        try store.addFlag(userId: "carol", targetUserId: nil, targetMessageId: "m9", reason: nil, at: date)
        #expect(try store.flaggedMessageIds(by: "bob", among: ["m1", "m3", "m7", "m9"]) == ["m1", "m3"])
        #expect(try store.flaggedMessageIds(by: "carol", among: ["m1", "m9"]) == ["m9"])
        #expect(try store.flaggedMessageIds(by: "bob", among: []) == [])
    }

    @Test func ownDeletedAndUnknownMessagesAreRefusedAndGuestsMayNotFlag() async throws {
        let bed = try ChatTestBed()
        try bed.server.seedChannel(cid, name: "Flags", createdBy: "alice", memberIds: ["bob", "guest"])
        let alice = try await bed.channel(cid, as: "alice")
        let bob = try await bed.channel(cid, as: "bob")
        let guest = try await bed.channel(cid, as: "guest")
        let mine = try await bob.send("my own")
        #expect(await refusal(flagging: mine, in: bob) == "You cannot flag your own message.")
        let gone = try await alice.send("soon gone")
        try await awaitCompletion { alice.deleteMessage(gone, completion: $0) }
        #expect(await refusal(flagging: gone, in: bob) == "This message was deleted.")
        await #expect(throws: ClientError.MessageNotFound.self) { try await flag("no-such-message", in: bob) }
        let theirs = try await alice.send("flag me, guest")
        await #expect(throws: ClientError.PermissionDenied.self) { try await flag(theirs, in: guest) }
        #expect(try bed.server.flagCount(ofMessage: mine) == 0)
        #expect(try bed.server.flagCount(ofMessage: gone) == 0)
        #expect(try bed.server.flagCount(ofMessage: theirs) == 0)
    }
}
