import Foundation
import PatientWait
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
@testable import TerminalUI
import Testing
import TemporaryFiles

/// Going back from a channel (Escape) kept nothing of what was typed in its composer: a
/// demanding user's half-written message was gone when they opened the channel again.
@MainActor @Suite struct ComposerDraftTests {
    @Test func whatIsTypedIsThereAgainWhenTheChannelReopensUntilItIsSent() async throws {
        let cid = ChannelId(type: .messaging, id: "drafts")
        let bed = try SDKTestBed.withChannel(cid, messages: [("bob", "hello")])
        let client = try await bed.client("alice")
        // Its own utils: the drafts are not shared with other tests.
        let screen = ScreenHost(client: client, utils: Utils()) {
            ChatChannelListView(viewFactory: DefaultViewFactory.shared)
        }
        let placeholder = L10n.Composer.Placeholder.message
        func openChannel() async -> String {
            screen.interact { $0.press(.enter) }  // the search field opens the top row
            await bed.drain()
            _ = screen.snapshot()
            await bed.drain()
            return screen.snapshot()
        }
        func goBack() async {
            screen.interact { $0.press(.escape) }
            await bed.drain()
            #expect(!screen.snapshot().contains(placeholder), "back on the list")
        }
        _ = screen.snapshot()
        await bed.drain()
        #expect(await openChannel().contains(placeholder))
        screen.interact { $0.type("half a thought 👍") }
        await goBack()

        let reopened = await openChannel()
        #expect(reopened.contains("half a thought 👍"), "\(reopened)")
        #expect(!reopened.contains(placeholder))
        screen.interact { $0.type(" done") }
        screen.interact { $0.press(.enter) }
        await bed.drain()
        let sent = screen.snapshot()
        #expect(sent.contains("half a thought 👍 done") && sent.contains(placeholder), "sent, the input empty:\n\(sent)")
        await goBack()

        #expect(await openChannel().contains(placeholder), "a sent draft is not kept")
    }

    /// The draft is the server's: the list shows "Draft: …" for it, only to its author, and it
    /// is there again after the app and the server restart on the same file.
    @Test func aDraftOutlivesARestartAndTheListShowsIt() async throws {
        let cid = ChannelId(type: .messaging, id: "drafts")
        let directory = try TemporaryDirectory()
        let file = directory.chatFile
        let placeholder = L10n.Composer.Placeholder.message
        func listScreen(_ bed: SDKTestBed, as userId: UserId) async throws -> ScreenHost {
            let screen = ScreenHost(client: try await bed.client(userId), utils: Utils()) {
                ChatChannelListView(viewFactory: DefaultViewFactory.shared)
            }
            _ = screen.snapshot()
            await bed.drain()
            return screen
        }
        func open(_ screen: ScreenHost, _ bed: SDKTestBed) async -> String {
            screen.interact { $0.press(.enter) }
            await bed.drain()
            _ = screen.snapshot()
            await bed.drain()
            return screen.snapshot()
        }
        do {
            let bed = try SDKTestBed(fileURL: file)
            try bed.server.seedChannel(cid, name: "General", createdBy: "alice", memberIds: ["bob"])
            try bed.server.seedMessages([.init(authorId: "bob", text: "hello", createdAt: Date())], in: cid)
            let screen = try await listScreen(bed, as: "alice")
            #expect(await open(screen, bed).contains(placeholder))
            screen.interact { $0.type("half a thought 👍") }
            screen.interact { $0.press(.escape) }
            await bed.drain()
            _ = screen.snapshot()  // the composer goes: it saves the draft
            await bed.drain()
            let list = screen.snapshot()
            #expect(list.contains("Draft: half a thought 👍"), "\(list)")
            let bobs = try await listScreen(bed, as: "bob").snapshot()
            #expect(bobs.contains("hello") && !bobs.contains("Draft"), "only its author sees a draft:\n\(bobs)")
            bed.clients.values.forEach { $0.waitForPendingRequests() }
            bed.server.close()
        }
        let bed = try SDKTestBed(fileURL: file)
        let screen = try await listScreen(bed, as: "alice")
        #expect(screen.snapshot().contains("Draft: half a thought 👍"))
        let reopened = await open(screen, bed)
        #expect(reopened.contains("half a thought 👍") && !reopened.contains(placeholder), "\(reopened)")
        screen.interact { $0.press(.enter) }
        await bed.drain()
        screen.interact { $0.press(.escape) }
        await bed.drain()
        _ = screen.snapshot()
        await bed.drain()
        let sent = screen.snapshot()
        #expect(sent.contains("You: half a thought 👍") && !sent.contains("Draft:"), "sent, the draft is gone:\n\(sent)")
    }

    /// alice's draft "my answer" replying to bob's "hello there", then her channel opened.
    private func openWithReplyDraft() async throws -> (SDKTestBed, ChannelId, ChatMessage, ScreenHost, ChatChannelController) {
        let cid = ChannelId(type: .messaging, id: "drafts")
        let bed = try SDKTestBed.withChannel(cid, messages: [("bob", "hello there")])
        let controller = try await bed.channelController(cid, as: "alice")
        let quoted = try #require(controller.messages.first)
        let result: Result<DraftMessage, Error> = await withCheckedContinuation { continuation in
            controller.updateDraftMessage(text: "my answer", quotedMessageId: quoted.id) { continuation.resume(returning: $0) }
        }
        _ = try result.get()
        let (screen, opened) = try await bed.openChannel(cid, factory: DefaultViewFactory.shared)
        await bed.drain()
        return (bed, cid, quoted, screen, opened)
    }

    /// A draft that replies to a message comes back with its reply: the composer's reply row
    /// shows the quoted message, and sending quotes it.
    @Test func aReplyDraftComesBackWithItsQuote() async throws {
        let (bed, _, quoted, screen, opened) = try await openWithReplyDraft()
        let text = screen.snapshot()
        #expect(text.contains("↩ Bob Brown: hello there") && text.contains("my answer"), "\(text)")
        screen.interact { $0.press(.enter) }
        await bed.drain()
        #expect(opened.messages.first?.text == "my answer")
        #expect(opened.messages.first?.quotedMessage?.id == quoted.id)
    }

    /// A reply draft restored untouched, then sent from the user's other device: the server
    /// deletes the draft, and its reply goes with its text. The reply stayed, so the next
    /// message typed here went out as an unintended reply to the same message.
    @Test func aReplyDraftSentElsewhereTakesItsQuoteAlong() async throws {
        let (bed, cid, _, screen, opened) = try await openWithReplyDraft()
        #expect(screen.snapshot().contains("↩ Bob Brown: hello there"))
        // The same user on another device sends the reply: the server deletes the draft.
        let phone = ChatClient(config: ChatClientConfig(apiKey: APIKey("draft-phone"), transport: bed.server))
        try await awaitCompletion { phone.connectUser(userInfo: UserInfo(id: "alice"), token: .development(userId: "alice"), completion: $0) }
        let phoneChannel = phone.channelController(for: cid)
        try await awaitCompletion { phoneChannel.synchronize($0) }
        _ = try await phoneChannel.send("my answer, from the phone")
        await settle { opened.channel?.draftMessage == nil && opened.messages.first?.text == "my answer, from the phone" }
        await bed.drain()
        _ = screen.snapshot()
        await bed.drain()
        let text = screen.snapshot()
        #expect(!text.contains("↩ Bob Brown"), "the reply went with the draft:\n\(text)")
        screen.interact { $0.type("something else") }
        screen.interact { $0.press(.enter) }
        await bed.drain()
        await settle { opened.messages.first?.text == "something else" }
        #expect(opened.messages.first?.text == "something else")
        #expect(opened.messages.first?.quotedMessage == nil, "not a reply")
    }
}
