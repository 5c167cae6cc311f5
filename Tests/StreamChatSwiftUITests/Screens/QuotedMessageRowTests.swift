import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import Testing

/// A reply's row shows the quoted message as it is now: edited, or "Message deleted". The row
/// was kept while the reply's quote changed (the list compared neither the quote's text nor
/// its deletion), so in the demo a deleted message stayed readable in the reply quoting it
/// ("│ Alex Morgan: original to delete") until the demo was started again.
@MainActor @Suite struct QuotedMessageRowTests {
    @Test func aReplyShowsTheQuotedMessagesEditAndDeletion() async throws {
        let cid = ChannelId(type: .messaging, id: "quotes")
        let bed = try SDKTestBed()
        try bed.server.seedChannel(cid, name: "Quotes", createdBy: "alice", memberIds: ["bob"])
        let (screen, controller) = try await bed.openChannel(cid, factory: DefaultViewFactory.shared)
        let original = try await controller.send("first version")
        let reply: Result<MessageId, Error> = await withCheckedContinuation { continuation in
            controller.createNewMessage(text: "the reply", quotedMessageId: original) { continuation.resume(returning: $0) }
        }
        _ = try reply.get()
        await bed.drain()
        var text = screen.snapshot()
        #expect(text.contains("│ Alice Anders: first version"), "\(text)")

        let edited: Error? = await withCheckedContinuation { continuation in
            controller.editMessage(original, text: "second version") { continuation.resume(returning: $0) }
        }
        #expect(edited == nil)
        await bed.drain()
        text = screen.snapshot()
        #expect(text.contains("│ Alice Anders: second version"), "\(text)")

        let deleted: Error? = await withCheckedContinuation { continuation in
            controller.deleteMessage(original) { continuation.resume(returning: $0) }
        }
        #expect(deleted == nil)
        await bed.drain()
        text = screen.snapshot()
        #expect(text.contains("│ Alice Anders: Message deleted"), "\(text)")
        #expect(!text.contains("version"), "\(text)")
    }
}
