import Foundation
import Testing
@testable import StreamChat
import TemporaryFiles

/// Seeding stores messages in bulk (`ChatStore.insertMessages`): with FTS5 the index's insert
/// trigger is set aside while the rows go in and one statement indexes them after. What is
/// stored and found must be what inserting them one by one gives, and later inserts must be
/// indexed by the trigger again.
@Suite struct MessageBulkInsertTests {
    let cid = ChannelId(type: .messaging, id: "room")
    let base = Date(timeIntervalSince1970: 5_000)

    private func triggers(_ store: ChatStore) throws -> [String] {
        try store.database.query("SELECT name || ':' || sql FROM sqlite_master WHERE type = 'trigger' ORDER BY name") { $0.string(0) }
    }

    private func search(_ store: ChatStore, _ text: String) throws -> [MessageId] {
        try store.searchMessages(MessageSearchTerms(text), viewer: "me", limit: 50, offset: 0).map(\.id)
    }

    @Test(.requiresFullText) func seededMessagesAreIndexedAndLaterOnesByTheTriggerAgain() throws {
        let directory = try TemporaryDirectory()
        let server = try ChatServer(fileURL: directory.chatFile)
        try server.seedUsers([.init(id: "me"), .init(id: "ann")])
        try server.seedChannel(cid, createdBy: "ann", memberIds: ["me"], createdAt: base)
        let store = try server.store
        let before = try triggers(store)
        #expect(before.count == 3)
        try server.seedMessages([.init(id: "old", authorId: "ann", text: "Ødegård's first note", createdAt: base + 1)], in: cid)
        try server.seedMessages((0..<40).map {
            .init(id: "s\($0)", authorId: $0.isMultiple(of: 2) ? "ann" : "me", text: $0.isMultiple(of: 3) ? "Café №\($0)" : "plain \($0)",
                  createdAt: base + 10 + Double($0))
        }, in: cid)
        #expect(try triggers(store) == before, "the insert trigger is back as it was")
        #expect(try store.database.queryFirst("SELECT count(*) FROM message_fts") { $0.int(0) } == 41)
        #expect(try store.database.queryFirst("""
            SELECT count(*) FROM messages m JOIN message_fts f ON f.rowid = m.seq WHERE f.text = search_fold(m.text)
            """) { $0.int(0) } == 41, "each row indexed by its own seq with its folded text")
        #expect(try search(store, "cafe") == stride(from: 39, through: 0, by: -1).filter { $0.isMultiple(of: 3) }.map { "s\($0)" })
        #expect(try search(store, "odegard") == ["old"])

        try store.insertMessage(MessageRecord(
            id: "later", cid: cid, userId: "ann", text: "CAFÉ later", type: .regular, createdAt: base + 100, updatedAt: base + 100,
            mentionedUserIds: [], attachments: [], isSilent: false, isPinned: false, extra: [:]))
        #expect(try search(store, "cafe").first == "later")
    }

    @Test(.requiresFullText) func aFailedSeedLeavesNeitherRowsNorALostTrigger() throws {
        let server = try ChatServer()
        try server.seedUsers([.init(id: "me"), .init(id: "ann")])
        try server.seedChannel(cid, createdBy: "ann", memberIds: ["me"], createdAt: base)
        let before = try triggers(try server.store)
        try server.seedMessages([.init(id: "taken", authorId: "ann", text: "first", createdAt: base + 1)], in: cid)
        // The second message reuses an id: the insert fails inside the transaction.
        #expect(throws: ClientError.self) {
            try server.seedMessages([.init(id: "fresh", authorId: "ann", text: "cafe one", createdAt: base + 2),
                                     .init(id: "taken", authorId: "ann", text: "cafe two", createdAt: base + 3)], in: cid)
        }
        #expect(try triggers(try server.store) == before)
        #expect(try (try server.store).database.queryFirst("SELECT count(*) FROM messages") { $0.int(0) } == 1)
        #expect(try search(try server.store, "cafe").isEmpty)
        try (try server.store).insertMessage(MessageRecord(
            id: "next", cid: cid, userId: "ann", text: "cafe next", type: .regular, createdAt: base + 4, updatedAt: base + 4,
            mentionedUserIds: [], attachments: [], isSilent: false, isPinned: false, extra: [:]))
        #expect(try search(try server.store, "cafe") == ["next"])
    }

    /// A file whose insert trigger differs from the one this build writes keeps its own.
    @Test(.requiresFullText) func aFilesOwnInsertTriggerIsPutBackAsItWas() throws {
        let server = try ChatServer()
        try server.seedUsers([.init(id: "me"), .init(id: "ann")])
        try server.seedChannel(cid, createdBy: "ann", memberIds: ["me"], createdAt: base)
        let store = try server.store
        try store.database.execute("""
            DROP TRIGGER message_fts_insert;
            CREATE TRIGGER message_fts_insert AFTER INSERT ON messages BEGIN
                -- an older file's body
                INSERT OR REPLACE INTO message_fts (rowid, text) VALUES (new.seq, search_fold(new.text || ' x'));
            END;
            """)
        let before = try triggers(store)
        try server.seedMessages([.init(id: "a", authorId: "ann", text: "cafe one", createdAt: base + 1),
                                 .init(id: "b", authorId: "ann", text: "cafe two", createdAt: base + 2)], in: cid)
        #expect(try triggers(store) == before)
        #expect(try search(store, "cafe") == ["b", "a"])
    }
}
