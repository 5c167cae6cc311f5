import Foundation
import Testing
@testable import StreamChat
import TemporaryFiles

/// `ChatMessage.textUpdatedAt`: set by an edit of the text only; pinning moves `updatedAt`
/// (so every client takes the pinned or unpinned copy) but is no edit.
@MainActor
@Suite struct TextUpdatedAtTests {
    @Test func anEditSetsTextUpdatedAtForEveryClient() async throws {
        let bed = try ChatTestBed()
        let cid = try bed.seedChannel("edits")
        let alice = try await bed.channel(cid, as: "alice")
        let bob = try await bed.channel(cid, as: "bob")
        let id = try await alice.send("typo hree")
        #expect(alice.messages.first?.textUpdatedAt == nil)
        #expect(bob.messages.first?.textUpdatedAt == nil)

        try await awaitCompletion { alice.editMessage(id, text: "typo here", completion: $0) }
        await bed.settle()
        for controller in [alice, bob] {
            let edited = try #require(controller.messages.first { $0.id == id })
            #expect(edited.text == "typo here")
            let textUpdatedAt = try #require(edited.textUpdatedAt)
            #expect(textUpdatedAt > edited.createdAt)
            #expect(textUpdatedAt == edited.updatedAt)
        }
    }

    @Test func pinAndUnpinReachTheOtherClientWithoutMarkingAnEdit() async throws {
        let bed = try ChatTestBed()
        let cid = try bed.seedChannel("pins")
        let alice = try await bed.channel(cid, as: "alice")
        let bob = try await bed.channel(cid, as: "bob")
        let id = try await alice.send("pin me")
        let sent = try #require(bob.messages.first { $0.id == id })

        try await awaitCompletion { alice.pinMessage(id, completion: $0) }
        await bed.settle()
        for controller in [alice, bob] {
            let pinned = try #require(controller.messages.first { $0.id == id })
            #expect(pinned.isPinned)
            #expect(pinned.textUpdatedAt == nil, "a pin is no edit")
            #expect(pinned.updatedAt > sent.updatedAt, "the pin moves updatedAt")
        }

        // Unpinned by the other client: the first one sees it too.
        try await awaitCompletion { bob.unpinMessage(id, completion: $0) }
        await bed.settle()
        for controller in [alice, bob] {
            let unpinned = try #require(controller.messages.first { $0.id == id })
            #expect(!unpinned.isPinned)
            #expect(unpinned.textUpdatedAt == nil)
        }
    }

    @Test func pinningAnEditedMessageKeepsTheEditTime() async throws {
        let bed = try ChatTestBed()
        let cid = try bed.seedChannel("edited-pin")
        let alice = try await bed.channel(cid, as: "alice")
        let bob = try await bed.channel(cid, as: "bob")
        let id = try await alice.send("first")
        try await awaitCompletion { alice.editMessage(id, text: "second", completion: $0) }
        await bed.settle()
        let editTime = try #require(bob.messages.first { $0.id == id }?.textUpdatedAt)
        try await awaitCompletion { bob.pinMessage(id, completion: $0) }
        await bed.settle()
        let pinned = try #require(alice.messages.first { $0.id == id })
        #expect(pinned.isPinned)
        #expect(pinned.textUpdatedAt == editTime)
        #expect(pinned.updatedAt > editTime)
    }

    @Test func editAndPinStatesSurviveARestart() async throws {
        let directory = try TemporaryDirectory()
        let file = directory.chatFile
        let cid = ChannelId(type: .messaging, id: "durable-edits")
        var ids: (edited: MessageId, pinned: MessageId, unpinned: MessageId) = ("", "", "")
        var editTime: Date?
        do {
            let bed = try ChatTestBed(server: try ChatServer(fileURL: file))
            try bed.server.seedChannel(cid, name: "Durable", createdBy: "alice", memberIds: ["bob"])
            let alice = try await bed.channel(cid, as: "alice")
            ids.edited = try await alice.send("edit me")
            ids.pinned = try await alice.send("pin me")
            ids.unpinned = try await alice.send("pin and unpin me")
            try await awaitCompletion { alice.editMessage(ids.edited, text: "edited", completion: $0) }
            try await awaitCompletion { alice.pinMessage(ids.pinned, completion: $0) }
            try await awaitCompletion { alice.pinMessage(ids.unpinned, completion: $0) }
            try await awaitCompletion { alice.unpinMessage(ids.unpinned, completion: $0) }
            await bed.settle()
            editTime = alice.messages.first { $0.id == ids.edited }?.textUpdatedAt
            bed.server.close()
        }
        #expect(editTime != nil)

        let bed = try ChatTestBed(server: try ChatServer(fileURL: file), users: [])
        let bob = try await bed.channel(cid, as: "bob")
        let edited = try #require(bob.messages.first { $0.id == ids.edited })
        let pinned = try #require(bob.messages.first { $0.id == ids.pinned })
        let unpinned = try #require(bob.messages.first { $0.id == ids.unpinned })
        #expect(edited.text == "edited")
        #expect(edited.textUpdatedAt == editTime)
        #expect(pinned.isPinned && pinned.textUpdatedAt == nil)
        #expect(!unpinned.isPinned && unpinned.textUpdatedAt == nil)
        #expect(unpinned.updatedAt > unpinned.createdAt)

        // After the restart, unpinning still reaches another client.
        let alice = try await bed.channel(cid, as: "alice")
        try await awaitCompletion { alice.unpinMessage(ids.pinned, completion: $0) }
        await bed.settle()
        #expect(bob.messages.first { $0.id == ids.pinned }?.isPinned == false)
        #expect(bob.messages.first { $0.id == ids.pinned }?.textUpdatedAt == nil)
    }

    /// A file from before `text_updated_at` recorded no difference between edits and pins: a
    /// changed regular message counts as edited unless it is pinned now.
    @Test func anOlderDatabaseGetsEditTimesForItsChangedMessages() async throws {
        let directory = try TemporaryDirectory()
        let file = try olderDatabaseFile(in: directory, migrationsApplied: 6, rows: """
            INSERT INTO users (id, name, role, created_at, updated_at) VALUES ('alice', 'Alice', 'user', 0, 0);
            INSERT INTO channels (cid, type, name, created_by, created_at, updated_at, member_count)
                VALUES ('messaging:old', 'messaging', 'Old', 'alice', 0, 0, 1);
            INSERT INTO members (cid, user_id, role, created_at) VALUES ('messaging:old', 'alice', 'owner', 0);
            INSERT INTO messages (id, cid, user_id, text, type, created_at, updated_at, deleted_at, pinned) VALUES
                ('plain', 'messaging:old', 'alice', 'plain', 'regular', 1, 1, NULL, 0),
                ('edited', 'messaging:old', 'alice', 'edited', 'regular', 2, 50, NULL, 0),
                ('pinned', 'messaging:old', 'alice', 'pinned', 'regular', 3, 60, NULL, 1),
                ('deleted', 'messaging:old', 'alice', '', 'deleted', 4, 70, 70, 0);
            """)

        let bed = try ChatTestBed(server: try ChatServer(fileURL: file), users: [])
        let alice = try await bed.channel(ChannelId(type: .messaging, id: "old"), as: "alice")
        let byId = Dictionary(uniqueKeysWithValues: alice.messages.map { ($0.id, $0) })
        #expect(byId["plain"]?.textUpdatedAt == nil)
        #expect(byId["edited"]?.textUpdatedAt == Date(timeIntervalSince1970: 50))
        #expect(byId["pinned"]?.textUpdatedAt == nil)
        #expect(byId["deleted"]?.textUpdatedAt == nil)
    }

    @Test func editingAMissingOrDeletedMessageStillFailsClearly() async throws {
        let bed = try ChatTestBed()
        let cid = try bed.seedChannel("bad-edits")
        let alice = try await bed.channel(cid, as: "alice")
        await #expect(throws: ClientError.MessageNotFound.self) {
            try await awaitCompletion { alice.editMessage("no-such-id", text: "x", completion: $0) }
        }
        await #expect(throws: ClientError.MessageNotFound.self) {
            try await awaitCompletion { alice.pinMessage("no-such-id", completion: $0) }
        }
        let id = try await alice.send("gone soon")
        try await awaitCompletion { alice.deleteMessage(id, completion: $0) }
        await #expect(throws: ClientError.InvalidRequest.self) {
            try await awaitCompletion { alice.editMessage(id, text: "too late", completion: $0) }
        }
        #expect(alice.messages.first { $0.id == id }?.textUpdatedAt == nil)
    }
}
