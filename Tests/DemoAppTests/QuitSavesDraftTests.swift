@testable import DemoSupport
@testable import DemoUI
import Foundation
import ScopedStreamChat
@testable import StreamChat
import TerminalUI
import Testing

/// Quitting (Ctrl-Q runs `prepareToQuit` first) loses nothing: what is typed in the demo's
/// composer and not sent is the channel's draft, stored with the last keystrokes, and the next
/// start has it; a message sent just before is recorded as sent.
@Suite(.serialized, .scopedStreamChat) @MainActor struct QuitSavesDraftTests {
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

    /// A message sent just before quitting (Return, then Ctrl-Q at once) is recorded as sent: it
    /// leaves the outbox file, and does not come back as failed at the next start. Quitting
    /// waited for the server's answer, but the answer reached the main actor only after the
    /// process had ended.
    @Test func aMessageSentJustBeforeQuittingLeavesTheOutbox() async throws {
        let demo = try DemoSessionTesting(openChannel: "team")
        defer { demo.close() }
        try #require(!(await demo.settle(until: "Send a message")).isEmpty)
        #expect(await demo.type("last words").contains("last words"))
        demo.press(.enter)
        let outbox = demo.session.client.outbox
        #expect(outbox.allMessages().map(\.message.localState) == [.pendingSend], "on its way")
        demo.session.prepareToQuit()
        #expect(outbox.allMessages().isEmpty)
    }
}
