import Foundation
import Testing
@testable import StreamChat

/// `/giphy` previews, Send / Shuffle / Cancel, and commands a channel does not enable.
@MainActor
@Suite struct GiphyTests {
    @Test func previewIsOnlyForItsAuthorUntilSent() async throws {
        let bed = try ChatTestBed()
        let cid = try bed.seedChannel("gifs")
        let alice = try await bed.channel(cid, as: "alice")
        let bob = try await bed.channel(cid, as: "bob")

        let id = try await alice.send("/giphy cats")
        let preview = try #require(alice.messages.first)
        #expect(preview.id == id)
        #expect(preview.type == .ephemeral)
        #expect(preview.command == "giphy")
        #expect(preview.arguments == "cats")
        let giphy = try #require(preview.giphyAttachments.first)
        #expect(giphy.payload.actions.map(\.value) == ["send", "shuffle", "cancel"])
        #expect(giphy.payload.title.lowercased().contains("cat"))
        #expect(bob.messages.isEmpty, "nobody else sees the preview")

        try await awaitCompletion { alice.shuffleGiphy(messageId: id, completion: $0) }
        let shuffled = try #require(alice.messages.first?.giphyAttachments.first)
        #expect(shuffled.payload.previewURL != giphy.payload.previewURL)
        #expect(bob.messages.isEmpty)

        try await awaitCompletion { alice.sendGiphy(messageId: id, completion: $0) }
        #expect(alice.messages.count == 1)
        #expect(alice.messages.first?.type == .regular)
        #expect(bob.messages.first?.giphyAttachments.first?.payload.previewURL == shuffled.payload.previewURL)
        #expect(bob.messages.first?.giphyAttachments.first?.payload.actions.isEmpty == true)

        let reloaded = try await bed.channel(cid, as: "bob")
        #expect(reloaded.messages.first?.giphyAttachments.count == 1, "the sent giphy is stored")
    }

    @Test func cancelRemovesThePreviewAndStoresNothing() async throws {
        let bed = try ChatTestBed()
        let cid = try bed.seedChannel("gifs2")
        let alice = try await bed.channel(cid, as: "alice")
        let id = try await alice.send("/giphy party")
        try await awaitCompletion { alice.cancelGiphy(messageId: id, completion: $0) }
        #expect(alice.messages.isEmpty)
        let reloaded = try await bed.channel(cid, as: "alice")
        #expect(reloaded.messages.isEmpty)
        await #expect(throws: ClientError.MessageNotFound.self) {
            try await awaitCompletion { alice.sendGiphy(messageId: id, completion: $0) }
        }
    }

    @Test func othersCannotActOnSomeoneElsesPreview() async throws {
        let bed = try ChatTestBed()
        let cid = try bed.seedChannel("gifs3")
        let alice = try await bed.channel(cid, as: "alice")
        let bob = try await bed.channel(cid, as: "bob")
        let id = try await alice.send("/giphy dog")
        await #expect(throws: ClientError.MessageNotFound.self) {
            try await awaitCompletion { bob.sendGiphy(messageId: id, completion: $0) }
        }
        #expect(bob.messages.isEmpty)
    }

    @Test func giphyWithoutATermIsRefused() async throws {
        let bed = try ChatTestBed()
        let cid = try bed.seedChannel("gifs4")
        let alice = try await bed.channel(cid, as: "alice")
        await #expect(throws: ClientError.InvalidMessage.self) { try await alice.send("/giphy") }
    }

    @Test func aCommandTheChannelDoesNotEnableIsPlainText() async throws {
        let bed = try ChatTestBed()
        let cid = try bed.seedChannel("shop", type: .commerce)
        let alice = try await bed.channel(cid, as: "alice")
        let bob = try await bed.channel(cid, as: "bob")
        #expect(alice.channel?.config.commands.isEmpty == true)
        try await alice.send("/giphy cats")
        #expect(bob.messages.first?.text == "/giphy cats")
        #expect(bob.messages.first?.type == .regular)
        #expect(bob.messages.first?.command == nil)
        try await alice.send("/mute @bob")
        #expect(try await bed.client("alice").currentUser?.mutedUsers.isEmpty == true)
    }

    @Test func moderationCommandsInTextAct() async throws {
        let bed = try ChatTestBed()
        let cid = try bed.seedChannel("cmds", members: ["bob", "carol"])
        let alice = try await bed.channel(cid, as: "alice")
        let carol = try await bed.channel(cid, as: "carol")
        try await alice.send("/mute @bob")
        #expect(try await bed.client("alice").currentUser?.mutedUsers.map(\.id) == ["bob"])
        #expect(alice.messages.first?.type == .ephemeral)
        #expect(carol.messages.isEmpty)
        try await alice.send("/ban @carol spamming")
        await #expect(throws: ClientError.UserBanned.self) { try await carol.send("hello?") }
        try bed.server.setCommands(["giphy"], forChannelType: .messaging)
        try await alice.send("/unban @carol")
        #expect(carol.messages.first?.text == "/unban @carol", "unban is no longer enabled: plain text")
    }
}

/// A giphy Send the store refuses keeps the preview, so Send can be tried again.
@MainActor
@Suite struct GiphySendFailureTests {
    @Test func aSendTheStoreRefusesKeepsThePreviewForAnotherTry() async throws {
        let bed = try ChatTestBed()
        let cid = try bed.seedChannel("gifs-full")
        let alice = try await bed.channel(cid, as: "alice")
        let bob = try await bed.channel(cid, as: "bob")
        let id = try await alice.send("/giphy cats")
        // The insert fails as on a full disk.
        try bed.server.lock.withLock {
            try bed.server.store.database.execute("CREATE TEMP TRIGGER full BEFORE INSERT ON messages BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END")
        }
        let refused = await #expect(throws: ClientError.StorageFailure.self) {
            try await awaitCompletion { alice.sendGiphy(messageId: id, completion: $0) }
        }
        #expect(refused?.message.contains("database or disk is full") == true, "the store's own error: \(String(describing: refused))")
        await bed.settle()
        #expect(alice.messages.first?.type == .ephemeral, "the client still shows the preview")
        #expect(bob.messages.isEmpty)

        try bed.server.lock.withLock { try bed.server.store.database.execute("DROP TRIGGER full") }
        try await awaitCompletion { alice.sendGiphy(messageId: id, completion: $0) }
        await bed.settle()
        #expect(alice.messages.map(\.type) == [.regular])
        #expect(bob.messages.first?.giphyAttachments.count == 1)
    }
}
