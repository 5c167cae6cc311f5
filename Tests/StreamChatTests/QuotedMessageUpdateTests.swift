import Foundation
import Testing
@testable import StreamChat

/// A reply's quoted message follows the message it quotes: an edit, a deletion or a reaction
/// reaches the loaded replies of every client at once, as a reload shows them. The quote kept
/// its old copy: in the demo, deleting a message left its text readable in the reply quoting it
/// ("│ Alex Morgan: original to delete") until the demo was started again.
@MainActor
@Suite struct QuotedMessageUpdateTests {
    /// A channel where bob replied to alice's `text`, quoting it, both watching: the bed, the
    /// channel, alice's and bob's controllers, the message and the reply.
    private func quotedReply(_ text: String, in channel: String) async throws
        -> (ChatTestBed, ChannelId, ChatChannelController, ChatChannelController, MessageId, MessageId) {
        let bed = try ChatTestBed()
        let cid = try bed.seedChannel(channel, members: ["bob"])
        let bob = try await bed.channel(cid, as: "bob")
        let alice = try await bed.channel(cid, as: "alice")
        let original = try await alice.send(text)
        let reply: Result<MessageId, Error> = await withCheckedContinuation { continuation in
            bob.createNewMessage(text: "bob quotes alice", quotedMessageId: original) { continuation.resume(returning: $0) }
        }
        let replyId = try reply.get()
        await bed.settle()
        return (bed, cid, alice, bob, original, replyId)
    }

    @Test func anEditAndADeletionReachTheRepliesQuotingIt() async throws {
        let (bed, _, alice, bob, original, _) = try await quotedReply("first version", in: "quotes")

        try await awaitCompletion { alice.editMessage(original, text: "second version", completion: $0) }
        await bed.settle()
        for controller in [alice, bob] {
            let quoting = try #require(controller.messages.first { $0.text == "bob quotes alice" })
            #expect(quoting.quotedMessage?.text == "second version")
        }

        try await awaitCompletion { alice.deleteMessage(original, completion: $0) }
        await bed.settle()
        for controller in [alice, bob] {
            let quoting = try #require(controller.messages.first { $0.text == "bob quotes alice" })
            #expect(quoting.quotedMessage?.isDeleted == true)
        }
    }

    /// Every change of the quoted message reaches the quotes (a reaction too, not only an edit
    /// or a deletion), and a reloaded page quotes it the same way, whether or not the page holds
    /// the quoted message.
    @Test func aReactionReachesTheRepliesQuotingItAsAReloadShowsThem() async throws {
        let (bed, cid, alice, bob, original, replyId) = try await quotedReply("react to me", in: "quoted-reactions")

        try await awaitCompletion { bob.addReaction("like", to: original, completion: $0) }
        await bed.settle()
        for controller in [alice, bob] {
            let quote = try #require(controller.timeline.message(id: replyId)?.quotedMessage)
            #expect(quote.reactionCounts["like"] == 1)
            #expect(quote == controller.timeline.message(id: original).map { var copy = $0; copy.quotedMessage = nil; return copy })
        }
        // A page with only the reply quotes the message as the live list does.
        let live = try #require(alice.timeline.message(id: replyId)?.quotedMessage)
        let reloaded = try await bed.client("alice").channelController(for: cid)
        try await awaitCompletion { reloaded.synchronize(firstPageSize: 1, $0) }
        #expect(reloaded.messages.map(\.id) == [replyId])
        #expect(reloaded.messages.first?.quotedMessage == live)
    }
}
