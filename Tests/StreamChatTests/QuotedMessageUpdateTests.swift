import Foundation
import Testing
@testable import StreamChat

/// A reply's quoted message follows the message it quotes: an edit or a deletion reaches the
/// loaded replies of every client at once, as a reload shows them. The quote kept its old copy:
/// in the demo, deleting a message left its text readable in the reply quoting it
/// ("│ Alex Morgan: original to delete") until the demo was started again.
@MainActor
@Suite struct QuotedMessageUpdateTests {
    @Test func anEditAndADeletionReachTheRepliesQuotingIt() async throws {
        let bed = try ChatTestBed()
        let cid = try bed.seedChannel("quotes", members: ["bob"])
        let bob = try await bed.channel(cid, as: "bob")
        let alice = try await bed.channel(cid, as: "alice")
        let original = try await alice.send("first version")
        let reply: Result<MessageId, Error> = await withCheckedContinuation { continuation in
            bob.createNewMessage(text: "bob quotes alice", quotedMessageId: original) { continuation.resume(returning: $0) }
        }
        _ = try reply.get()
        await bed.settle()

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
}
