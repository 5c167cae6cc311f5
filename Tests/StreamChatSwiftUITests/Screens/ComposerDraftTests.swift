import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
@testable import TerminalUI
import Testing

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
}
