import Foundation
import Testing
@testable import StreamChat

/// Messages and drafts have a UTF-8 byte cap next to their character limit: a character may
/// hold any number of combining marks, so a few characters could otherwise weigh megabytes.
@MainActor
@Suite struct MessageByteLimitTests {
    /// One character: "e" carrying 100,000 combining acute accents (200,001 bytes).
    private let heavy = "e" + String(repeating: "\u{301}", count: 100_000)

    @Test func aFewCharactersOfEnormousCombiningSequencesAreRefusedNamingTheLimit() async throws {
        #expect(heavy.count == 1)
        let bed = try ChatTestBed()
        let cid = try bed.seedChannel("heavy")
        let alice = try await bed.channel(cid, as: "alice")
        let error = await #expect(throws: ClientError.InvalidMessage.self) { try await alice.send(heavy) }
        #expect(error?.message == "The message has 200001 bytes of UTF-8; at most 80000 are allowed (16 per character of the 5000-character limit).")
        #expect(alice.messages.isEmpty)
        let client = try await bed.client("alice")
        await #expect(throws: ClientError.InvalidMessage.self, "the server checks too") {
            _ = try await withCheckedThrowingContinuation { continuation in
                client.perform(.sendMessage(cid: cid, NewMessage(text: heavy))) { continuation.resume(with: $0) }
            }
        }
    }

    @Test func theCapIsSixteenBytesACharacterOfTheLimitForMessagesAndDrafts() throws {
        #expect(MessageText.byteLimit(characterLimit: 5_000) == 80_000)
        #expect(MessageText.byteLimit(characterLimit: .max) == .max)
        let atCap = String(repeating: "😀", count: 20_000)  // 80,000 bytes, 20,000 characters
        try MessageText.validate(atCap, attachmentCount: 0, maxLength: 20_000)
        #expect(throws: ClientError.InvalidMessage.self) { try MessageText.validate(atCap + "a", attachmentCount: 0, maxLength: 20_000) }
        let draftLimit = MessageText.draftLengthLimit(messageLimit: 5_000)
        #expect(try MessageText.validateDraft(heavy, attachmentCount: 0, maxLength: draftLimit), "200,001 bytes fit a draft's 800,000")
        let heavier = heavy + heavy + heavy + heavy + heavy
        #expect(throws: ClientError.InvalidMessage.self) { try MessageText.validateDraft(heavier, attachmentCount: 0, maxLength: draftLimit) }
    }
}
