import Foundation
import Testing
@testable import StreamChat

/// A page around a message, the newer pages below it and the newest page again
/// (`loadPageAroundMessageId`, `loadNextMessages`, `loadFirstPage`).
@MainActor
@Suite struct JumpToMessageTests {
    /// `count` messages m0 (oldest) … m<count-1> (newest), one second apart.
    private func seed(_ count: Int, in bed: ChatTestBed) throws -> ChannelId {
        try bed.seedNumberedMessages(count, inChannel: "jump\(count)")
    }

    private func ids(_ range: ClosedRange<Int>) -> [MessageId] { range.reversed().map { "m\($0)" } }

    @Test func aPageAroundAMessageHoldsHalfNewerTheMessageAndOlder() async throws {
        let bed = try ChatTestBed()
        let cid = try seed(100, in: bed)
        let controller = try await bed.channel(cid, as: "alice")
        try await awaitCompletion { controller.loadPageAroundMessageId("m40", limit: 20, completion: $0) }
        // 10 newer (m41…m50), the message, 9 older (m31…m39).
        #expect(controller.messages.map(\.id) == ids(31...50))
        #expect(!controller.hasLoadedAllNextMessages)
        #expect(!controller.hasLoadedAllPreviousMessages)
    }

    @Test func newerPagesLoadUpToTheNewestThenNewMessagesShowAgain() async throws {
        let bed = try ChatTestBed()
        let cid = try seed(100, in: bed)
        let controller = try await bed.channel(cid, as: "alice")
        try await awaitCompletion { controller.loadPageAroundMessageId("m40", limit: 20, completion: $0) }
        // A new message while the list is far from the newest would leave a gap: it waits.
        let bob = try await bed.channel(cid, as: "bob")
        let newId = try await bob.send("while you read")
        await bed.settle()
        #expect(!controller.messages.contains { $0.id == newId })
        var rounds = 0
        while !controller.hasLoadedAllNextMessages && rounds < 10 {
            try await awaitCompletion { controller.loadNextMessages(limit: 25, completion: $0) }
            rounds += 1
        }
        #expect(rounds == 2, "m51…m75, then m76…m99 and the new one: the server tells it is the newest")
        #expect(controller.messages.map(\.id) == [newId] + ids(31...99))
        try await bob.send("now at the newest")
        await bed.settle()
        #expect(controller.messages.first?.text == "now at the newest")
    }

    @Test func aPageOverTheServersMostStillKnowsNewerMessagesRemain() async throws {
        let bed = try ChatTestBed()
        let cid = try seed(1000, in: bed)
        let controller = try await bed.channel(cid, as: "alice")
        // The server holds 300: 150 newer (m401…m550), the message, 149 older.
        try await awaitCompletion { controller.loadPageAroundMessageId("m400", limit: 400, completion: $0) }
        #expect(controller.messages.map(\.id) == ids(251...550))
        #expect(!controller.hasLoadedAllNextMessages, "m551…m999 remain")
        #expect(!controller.hasLoadedAllPreviousMessages)
    }

    @Test func exactlyHalfAPageNewerIsTheNewestPage() async throws {
        let bed = try ChatTestBed()
        let cid = try seed(100, in: bed)
        let controller = try await bed.channel(cid, as: "alice")
        try await awaitCompletion { controller.loadPageAroundMessageId("m89", limit: 20, completion: $0) }
        #expect(controller.messages.map(\.id) == ids(80...99))
        #expect(controller.hasLoadedAllNextMessages, "no empty page of newer messages is needed")
    }

    @Test func aMessageNearTheNewestGivesTheNewestPage() async throws {
        let bed = try ChatTestBed()
        let cid = try seed(100, in: bed)
        let controller = try await bed.channel(cid, as: "alice")
        try await awaitCompletion { controller.loadPageAroundMessageId("m95", limit: 20, completion: $0) }
        #expect(controller.messages.map(\.id) == ids(80...99))
        #expect(controller.hasLoadedAllNextMessages)
    }

    @Test func aMessageNearTheOldestReachesTheOldest() async throws {
        let bed = try ChatTestBed()
        let cid = try seed(100, in: bed)
        let controller = try await bed.channel(cid, as: "alice")
        try await awaitCompletion { controller.loadPageAroundMessageId("m3", limit: 20, completion: $0) }
        #expect(controller.messages.map(\.id) == ids(0...13))
        #expect(controller.hasLoadedAllPreviousMessages)
        #expect(!controller.hasLoadedAllNextMessages)
    }

    @Test func loadFirstPageGoesBackToTheNewestWithUnsentMessages() async throws {
        let bed = try ChatTestBed()
        let cid = try seed(100, in: bed)
        let controller = try await bed.channel(cid, as: "alice")
        controller.addLocalSystemMessage(text: "Bob was muted")
        try await awaitCompletion { controller.loadPageAroundMessageId("m40", limit: 20, completion: $0) }
        #expect(!controller.messages.contains { $0.text == "Bob was muted" })
        try await awaitCompletion { controller.loadFirstPage($0) }
        #expect(controller.hasLoadedAllNextMessages)
        #expect(controller.messages.first?.text == "Bob was muted", "the local message is back with the newest")
        #expect(Array(controller.messages.dropFirst().map(\.id)) == ids(75...99))
    }

    @Test func anUnknownMessageOrSeveralAnchorsAreRefused() async throws {
        let bed = try ChatTestBed()
        let cid = try seed(10, in: bed)
        let controller = try await bed.channel(cid, as: "alice")
        await #expect(throws: ClientError.MessageNotFound.self) {
            try await awaitCompletion { controller.loadPageAroundMessageId("nope", completion: $0) }
        }
        #expect(controller.messages.count == 10)
        let client = try await bed.client("alice")
        let refused: Error? = await withCheckedContinuation { continuation in
            client.perform(.queryChannel(cid: cid, creation: nil, messagesLimit: 5, before: "m5", membersLimit: 0, watch: false, after: "m2")) {
                continuation.resume(returning: $0.error)
            }
        }
        #expect(refused is ClientError.InvalidRequest)
    }
}
