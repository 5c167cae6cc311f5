import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
import Testing

/// "Edited" follows `ChatMessage.textUpdatedAt`: an edit shows it, a pin or unpin does not, on
/// the screen of the user who pinned and on another user's screen.
@MainActor
@Suite("Edited label")
struct EditedLabelTests {
    let cid = ChannelId(type: .messaging, id: "general")

    @Test("Pinning and unpinning show on both screens without \"Edited\"; an edit shows it")
    func pinIsNoEdit() async throws {
        let bed = try SDKTestBed.withChannel(cid, messages: [("bob", "Pin this one"), ("alice", "Something else")])
        let (aliceScreen, alice) = try await bed.openChannel(cid, as: "alice", factory: DefaultViewFactory.shared)
        let (bobScreen, bob) = try await bed.openChannel(cid, as: "bob", factory: DefaultViewFactory.shared)
        let id = try #require(alice.messages.first { $0.text == "Pin this one" }?.id)

        try await awaitCompletion { alice.pinMessage(id, completion: $0) }
        await bed.drain()
        for screen in [aliceScreen, bobScreen] {
            let text = screen.snapshot()
            #expect(text.contains("Pinned"), "\(text)")
            #expect(!text.contains("Edited"), "a pin is no edit\n\(text)")
        }

        try await awaitCompletion { bob.unpinMessage(id, completion: $0) }
        await bed.drain()
        for screen in [aliceScreen, bobScreen] {
            let text = screen.snapshot()
            #expect(!text.contains("Pinned"), "the unpin reached every screen\n\(text)")
            #expect(!text.contains("Edited"), "\(text)")
        }

        try await awaitCompletion { bob.editMessage(id, text: "Pin this one, edited", completion: $0) }
        await bed.drain()
        for screen in [aliceScreen, bobScreen] {
            let text = screen.snapshot()
            #expect(text.contains("Pin this one, edited"), "\(text)")
            #expect(text.components(separatedBy: "Edited").count - 1 == 1, "only the edited message says so\n\(text)")
        }
    }

    @Test("isEdited reads textUpdatedAt, not updatedAt")
    func isEditedReadsTextUpdatedAt() {
        let author = ChatUser(id: "bob", name: "Bob")
        let sent = Date(timeIntervalSince1970: 1_000)
        let pinned = ChatMessage(id: "p", cid: cid, text: "hi", author: author, createdAt: sent,
                                 updatedAt: sent.addingTimeInterval(60), pinDetails: .noExpiration)
        let edited = ChatMessage(id: "e", cid: cid, text: "hi", author: author, createdAt: sent,
                                 updatedAt: sent.addingTimeInterval(60), textUpdatedAt: sent.addingTimeInterval(60))
        let deleted = ChatMessage(id: "d", cid: cid, text: "", type: .deleted, author: author, createdAt: sent,
                                  updatedAt: sent.addingTimeInterval(90), deletedAt: sent.addingTimeInterval(90),
                                  textUpdatedAt: sent.addingTimeInterval(60))
        #expect(!pinned.isEdited)
        #expect(edited.isEdited)
        #expect(!deleted.isEdited)
    }
}
