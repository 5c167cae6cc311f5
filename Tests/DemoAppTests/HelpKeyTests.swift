@testable import DemoSupport
@testable import DemoUI
import Foundation
import TerminalUI
import Testing

/// `?` is the help key wherever no text field has focus (a focused message or channel row), and
/// text where one has (the composer, the search field). Other characters typed on a focused
/// row still go into the composer or the search field.
@Suite(.serialized) @MainActor struct HelpKeyTests {
    private static let width = 100, height = 30
    private static let helpFooter = "Press any key to close"

    private func withSession(openChannel: String?, _ body: (DemoSession) async throws -> Void) async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var options = DemoOptions()
        options.databasePath = try SeededDatabase.copy(into: directory).path
        options.botsEnabled = false
        options.openChannel = openChannel
        let session = try DemoSession(options: options, environment: [:], ring: {})
        defer { session.shutdown() }
        // The list (and a channel opened with `--open`) loads in steps: wait for what is asked.
        let ready = await settle(session, until: openChannel == nil ? "Town Hall" : "Send a message")
        try #require(!ready.isEmpty)
        try await body(session)
    }

    /// Lets requests, their answers and view updates finish (the test runs on the main actor,
    /// so the main queue runs between its steps) until the screen stops changing and shows
    /// `text`. Returns the frame.
    @discardableResult
    private func settle(_ session: DemoSession, until text: String = "") async -> String {
        var previous = ""
        var stableRounds = 0
        for _ in 0..<400 {
            session.client.waitForPendingRequests()
            await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
            let frame = session.frame(width: Self.width, height: Self.height)
            stableRounds = frame == previous ? stableRounds + 1 : 0
            if stableRounds >= 3, text.isEmpty || frame.contains(text) { return frame }
            previous = frame
        }
        return previous
    }

    private func type(_ text: String, in session: DemoSession) async -> String {
        for character in text { session.press(.character(character)) }
        return await settle(session)
    }

    @Test func questionMarkOnAFocusedMessageShowsTheHelpAndTypesNothing() async throws {
        try await withSession(openChannel: "team") { session in
            // The composer has focus; ↑ focuses the newest message.
            session.press(.up)
            let focused = await settle(session)
            #expect(!focused.contains(Self.helpFooter))
            #expect(focused.contains("Send a message"))
            let help = await type("?", in: session)
            #expect(help.contains(Self.helpFooter), "\(help)")
            let closed = await type("x", in: session)
            #expect(!closed.contains(Self.helpFooter))
            #expect(closed.contains("Send a message"), "the composer is still empty: \(closed)")
            // Other characters on a focused message still go into the composer, and then `?` is text.
            session.press(.up)
            await settle(session)
            let typed = await type("why?", in: session)
            #expect(typed.contains("why?"), "\(typed)")
            #expect(!typed.contains(Self.helpFooter))
        }
    }

    @Test func questionMarkOnAFocusedChannelRowShowsTheHelpAndInTheSearchFieldIsText() async throws {
        try await withSession(openChannel: nil) { session in
            // The search field has focus first: `?` is text there.
            let searched = await type("?", in: session)
            #expect(!searched.contains(Self.helpFooter))
            #expect(searched.contains("?"), "\(searched)")
            session.press(.backspace)
            await settle(session, until: "Town Hall")
            session.press(.down)
            await settle(session)
            let help = await type("?", in: session)
            #expect(help.contains(Self.helpFooter), "\(help)")
        }
    }
}
