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

        // The next start on the same file: the server has the draft, the composer shows it.
        var options = DemoOptions()
        options.databasePath = demo.session.database.url.path
        options.botsEnabled = false
        options.openChannel = "team"
        let session = try DemoSession(options: options, environment: [:], ring: {})
        defer { session.shutdown() }
        let controller = session.client.channelController(for: DemoChannels.team)
        let result: Result<DraftMessage?, Error> = await withCheckedContinuation { continuation in
            controller.loadDraftMessage { continuation.resume(returning: $0) }
        }
        #expect(try result.get()?.text == "unsent last words")
        var reopened = ""
        for _ in 0..<400 where !reopened.contains("unsent last words") {
            session.pump()
            await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
            reopened = session.frame(width: demo.width, height: demo.height)
        }
        #expect(reopened.contains("unsent last words") && !reopened.contains("Send a message"), "\(reopened)")
    }
}
