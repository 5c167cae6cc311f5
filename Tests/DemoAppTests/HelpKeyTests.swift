@testable import DemoSupport
@testable import DemoUI
import Foundation
import ScopedStreamChat
import TerminalUI
import Testing

/// `?` is the help key wherever no text field has focus (a focused message or channel row), and
/// text where one has (the composer, the search field). Other characters typed on a focused
/// row still go into the composer or the search field.
@Suite(.serialized, .scopedStreamChat) @MainActor struct HelpKeyTests {
    private static let width = 100, height = 30
    private static let helpFooter = "Press any key to close"

    private func withSession(openChannel: String?, _ body: (DemoSessionTesting) async throws -> Void) async throws {
        let demo = try DemoSessionTesting(openChannel: openChannel, width: Self.width, height: Self.height)
        defer { demo.close() }
        // The list (and a channel opened with `--open`) loads in steps: wait for what is asked.
        let ready = await demo.settle(until: openChannel == nil ? "Town Hall" : "Send a message")
        try #require(!ready.isEmpty)
        try await body(demo)
    }

    @Test func questionMarkOnAFocusedMessageShowsTheHelpAndTypesNothing() async throws {
        try await withSession(openChannel: "team") { session in
            // The composer has focus; ↑ focuses the newest message.
            session.press(.up)
            let focused = await session.settle()
            #expect(!focused.contains(Self.helpFooter))
            #expect(focused.contains("Send a message"))
            let help = await session.type("?")
            #expect(help.contains(Self.helpFooter), "\(help)")
            let closed = await session.type("x")
            #expect(!closed.contains(Self.helpFooter))
            #expect(closed.contains("Send a message"), "the composer is still empty: \(closed)")
            // Other characters on a focused message still go into the composer, and then `?` is text.
            session.press(.up)
            await session.settle()
            let typed = await session.type("why?")
            #expect(typed.contains("why?"), "\(typed)")
            #expect(!typed.contains(Self.helpFooter))
        }
    }

    @Test func questionMarkOnAFocusedChannelRowShowsTheHelpAndInTheSearchFieldIsText() async throws {
        try await withSession(openChannel: nil) { session in
            // The search field has focus first: `?` is text there.
            let searched = await session.type("?")
            #expect(!searched.contains(Self.helpFooter))
            #expect(searched.contains("?"), "\(searched)")
            session.press(.backspace)
            await session.settle(until: "Town Hall")
            session.press(.down)
            await session.settle()
            let help = await session.type("?")
            #expect(help.contains(Self.helpFooter), "\(help)")
        }
    }
}
