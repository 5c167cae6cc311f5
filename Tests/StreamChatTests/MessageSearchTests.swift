import Foundation
import Testing
@testable import StreamChat
import TemporaryFiles

/// Message search through the client: `ChatMessageSearchController` against a server on a file.
@MainActor
@Suite struct MessageSearchTests {
    private let directory: TemporaryDirectory
    private let bed: ChatTestBed
    private let general = ChannelId(type: .messaging, id: "general")
    private let secret = ChannelId(type: .messaging, id: "secret")

    init() throws {
        directory = try TemporaryDirectory()
        bed = try ChatTestBed(server: try ChatServer(fileURL: directory.chatFile))
        try bed.server.seedChannel(general, name: "General", createdBy: "alice", memberIds: ["bob", "carol"])
        try bed.server.seedChannel(secret, name: "Secret", createdBy: "carol", memberIds: [])
        let start = Date(timeIntervalSince1970: 1_000)
        try bed.server.seedMessages([
            .init(id: "m1", authorId: "alice", text: "Café opens at nine", createdAt: start),
            .init(id: "m2", authorId: "bob", text: "the CAFE was closed", createdAt: start + 10),
            .init(id: "m3", authorId: "carol", text: "cafeteria lunch?", createdAt: start + 20),
            .init(id: "m4", authorId: "alice", text: "nothing to see", createdAt: start + 30),
        ], in: general)
        try bed.server.seedMessages([.init(id: "s1", authorId: "carol", text: "cafe in secret", createdAt: start + 40)], in: secret)
    }

    private func search(_ text: String, as userId: UserId = "bob") async throws -> [MessageId] {
        let controller = try await bed.client(userId).messageSearchController()
        try await awaitCompletion { controller.search(text: text, completion: $0) }
        return controller.messages.map(\.id)
    }

    @Test func findsWordPrefixesCaseAndDiacriticInsensitiveNewestFirstOnlyInMemberChannels() async throws {
        #expect(try await search("cafe") == ["m3", "m2", "m1"])
        #expect(try await search("CAFÉ") == ["m3", "m2", "m1"])
        #expect(try await search("café nine") == ["m1"])
        #expect(try await search("cafe", as: "carol") == ["s1", "m3", "m2", "m1"])
        let found = try await bed.client("bob").messageSearchController()
        try await awaitCompletion { found.search(text: "nine", completion: $0) }
        #expect(found.messages.first?.cid == general)
        #expect(found.messages.first?.author.id == "alice")
    }

    @Test func pagesNewestFirstUntilAllAreLoaded() async throws {
        let controller = try await bed.client("bob").messageSearchController()
        try await awaitCompletion { controller.search(query: MessageSearchQuery(text: "cafe", pageSize: 2), completion: $0) }
        #expect(controller.messages.map(\.id) == ["m3", "m2"])
        #expect(!controller.hasLoadedAllMessages)
        try await awaitCompletion { controller.loadNextMessages(limit: 2, completion: $0) }
        #expect(controller.messages.map(\.id) == ["m3", "m2", "m1"])
        #expect(controller.hasLoadedAllMessages)
    }

    @Test func followsEditsAndLeavesOutDeletedMessagesAndMutedUsers() async throws {
        let alice = try await bed.channel(general, as: "alice")
        try await awaitCompletion { alice.editMessage("m4", text: "now about the bistro", completion: $0) }
        #expect(try await search("bistro") == ["m4"])
        #expect(try await search("nothing").isEmpty)
        try await awaitCompletion { alice.deleteMessage("m1", completion: $0) }
        #expect(try await search("cafe") == ["m3", "m2"])
        let bob = try await bed.client("bob")
        try await awaitCompletion { bob.userController(userId: "carol").mute(completion: $0) }
        #expect(try await search("cafe") == ["m2"])
        let sent = try await bed.channel(general, as: "carol").send("a fresh cafe note")
        #expect(try await search("fresh", as: "alice") == [sent])
    }

    @Test func queryTextIsTextNeverSyntax() async throws {
        let carol = try await bed.channel(general, as: "carol")
        let quoted = try await carol.send("he said \"near\" -minus 50% off_peak a*b")
        for text in ["\"near\"", "NEAR", "-minus", "a*b", "50%", "off_peak", "NEAR(", "'; DROP TABLE messages; --"] {
            let found = try await search(text)
            #expect(found == (text.hasPrefix("'") ? [] : [quoted]), "\(text)")
        }
        // Punctuation alone has no word for the full-text index; the fallback scan finds it as text.
        for text in ["\"", "*", "-", "%"] {
            #expect(try await search(text) == (MessageTextIndex.isFullTextAvailable ? [] : [quoted]), "\(text)")
        }
        #expect(try await search("ca\u{0}fe\u{1B}[2J").isEmpty)
        #expect(try await search("cafe\u{7}\u{200B}") == ["m3", "m2", "m1"])
        #expect(try await search("cafe " + String(repeating: "x", count: 100_000)).isEmpty)
        #expect(try await search(String(repeating: "cafe ", count: 10_000)) == ["m3", "m2", "m1"])
        #expect(try await search("cafe") == ["m3", "m2", "m1"])
    }

    @Test func anEmptyQueryFindsNothingWithoutAskingTheServer() async throws {
        let controller = try await bed.client("bob").messageSearchController()
        try await awaitCompletion { controller.search(text: "cafe", completion: $0) }
        #expect(controller.messages.count == 3)
        bed.server.close()
        for text in ["", "   ", "\n\t", "\u{1}\u{2}"] {
            try await awaitCompletion { controller.search(text: text, completion: $0) }
            #expect(controller.messages.isEmpty)
            #expect(controller.hasLoadedAllMessages)
        }
        try await awaitCompletion { controller.loadNextMessages(completion: $0) }
        await #expect(throws: (any Error).self) { try await awaitCompletion { controller.search(text: "cafe", completion: $0) } }
    }
}
