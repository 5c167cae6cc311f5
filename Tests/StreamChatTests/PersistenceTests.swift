import Foundation
import Testing
@testable import StreamChat
import TemporaryFiles

/// Closing and reopening a server on the same file brings everything back.
@MainActor
@Suite struct PersistenceTests {
    @Test func reopenRestoresUsersChannelsMessagesReactionsReadsMutesBansAndFlags() async throws {
        let directory = try TemporaryDirectory()
        let file = directory.chatFile
        let cid = ChannelId(type: .messaging, id: "durable")
        var messageId = ""
        do {
            let bed = try ChatTestBed(server: try ChatServer(fileURL: file))
            try bed.server.seedChannel(cid, name: "Durable", createdBy: "alice", memberIds: ["bob", "carol"])
            let alice = try await bed.channel(cid, as: "alice")
            let bob = try await bed.channel(cid, as: "bob")
            messageId = try await alice.send("persist me", mentionedUserIds: ["bob"])
            try await alice.send("second")
            try await awaitCompletion { bob.addReaction("like", to: messageId, completion: $0) }
            try await awaitCompletion { bob.markRead(completion: $0) }
            let bobUsers = try await bed.client("bob")
            try await awaitCompletion { bobUsers.userController(userId: "carol").mute(completion: $0) }
            try await awaitCompletion { bobUsers.userController(userId: "alice").flag(completion: $0) }
            let aliceClient = try await bed.client("alice")
            try await awaitCompletion { aliceClient.userController(userId: "carol").ban(in: cid, completion: $0) }
            bed.clients.values.forEach { $0.waitForPendingRequests() }
            bed.server.close()
        }

        let bed = try ChatTestBed(server: try ChatServer(fileURL: file), users: [])
        let bob = try await bed.channel(cid, as: "bob")
        #expect(bob.channel?.name == "Durable")
        #expect(bob.channel?.memberCount == 3)
        #expect(bob.channel?.createdBy?.id == "alice")
        #expect(bob.messages.map(\.text) == ["second", "persist me"])
        let restored = try #require(bob.messages.first { $0.id == messageId })
        #expect(restored.reactionCounts == ["like": 1])
        #expect(restored.currentUserReactions.map(\.author.id) == ["bob"])
        #expect(restored.mentionedUsers.map(\.id) == ["bob"])
        #expect(bob.channel?.unreadCount.messages == 0)
        #expect(bob.channel?.reads.contains { $0.user.id == "bob" } == true)
        let bobClient = try await bed.client("bob")
        #expect(bobClient.currentUser?.mutedUsers.map(\.id) == ["carol"])
        #expect(bobClient.currentUser?.flaggedUserIds == ["alice"])
        #expect(try bed.server.flagCount(of: "alice") == 1)
        let carol = try await bed.channel(cid, as: "carol")
        #expect(carol.channel?.membership?.isBannedFromChannel == true)
        await #expect(throws: ClientError.UserBanned.self) { try await carol.send("let me in") }
        #expect(try await bed.client("alice").currentUser?.name == "Alice Anders")
    }

    @Test func aFileFromANewerBuildIsRefusedUntouched() throws {
        let directory = try TemporaryDirectory()
        let file = directory.file("future.sqlite")
        _ = try ChatServer(fileURL: file)
        let database = try SQLiteDatabase(path: file.path)
        try database.execute("PRAGMA user_version = 99")
        database.close()
        #expect(throws: ClientError.StorageFailure.self) { try ChatServer(fileURL: file) }
    }

    @Test func schemaMigratesToTheCurrentVersion() throws {
        let directory = try TemporaryDirectory()
        let file = directory.file("v.sqlite")
        let server = try ChatServer(fileURL: file)
        server.close()
        let database = try SQLiteDatabase(path: file.path)
        #expect(try database.queryFirst("PRAGMA user_version") { $0.int(0) } == Schema.currentVersion)
        #expect(try database.queryFirst("PRAGMA journal_mode") { $0.string(0) } == "wal")
    }
}
