@testable import DemoSupport
@testable import DemoUI
import Foundation
import StreamChat
import TerminalUI
import Testing

/// What is typed in the demo's composer and not sent is the channel's draft: quitting (Ctrl-Q
/// runs `prepareToQuit` first) stores the last keystrokes, and the next start has them.
@Suite(.serialized) @MainActor struct QuitSavesDraftTests {
    @Test func theLastKeystrokesBeforeQuittingAreThereAfterARestart() async throws {
        let demo = try DemoSessionTesting(openChannel: "team")
        defer { demo.close() }
        try #require(!(await demo.settle(until: "Send a message")).isEmpty)
        #expect(await demo.type("unsent last words").contains("unsent last words"))
        // Ctrl-Q: no pause in typing, the channel still open.
        demo.session.prepareToQuit()
        demo.session.shutdown()

        // The next start on the same file. Its channel is read through its client (what its
        // composer restores is shown by the SDK's tests; the screen here would read the injected
        // client, which suites running in parallel replace).
        var options = DemoOptions()
        options.databasePath = demo.session.database.url.path
        options.botsEnabled = false
        let session = try DemoSession(options: options, environment: [:], ring: {})
        defer { session.shutdown() }
        let controller = session.client.channelController(for: DemoChannels.team)
        let result: Result<DraftMessage?, Error> = await withCheckedContinuation { continuation in
            controller.loadDraftMessage { continuation.resume(returning: $0) }
        }
        #expect(try result.get()?.text == "unsent last words")
    }
}
