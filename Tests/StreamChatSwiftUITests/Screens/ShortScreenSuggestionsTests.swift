import CheckedIndex
import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
import Testing
import TerminalUI
import ScreenLines

/// On a short screen the suggestions float over a list of a line or two: their chrome (the
/// docked divider, the floating outline, the commands' title) gives way to their rows, and
/// nothing pushes the composer's input off the screen. At 20×6 the docked suggestions showed
/// only their divider (no room for a row), and typing "/" showed "Instant commands" where the
/// input had been (docked and floating). The floating box took all the screen below the header
/// at 20×6 and no suggestion showed (the keys still picked one, blind): while suggestions show,
/// the list keeps a line for them and the box's outline gives way to the input alone.
@MainActor
@Suite("Suggestions on a short screen")
struct ShortScreenSuggestionsTests {
    let cid = ChannelId(type: .messaging, id: "general")

    /// Style, size and what is typed.
    nonisolated static let cases: [(liquidGlass: Bool, width: Int, height: Int, typed: String)] = [
        (false, 20, 6, "@"), (false, 20, 6, "/"), (false, 40, 7, "/"),
        (true, 40, 9, "@"), (true, 40, 9, "/"), (true, 20, 6, "@"), (true, 20, 6, "/"), (true, 20, 7, "/"),
    ]

    @Test("The highlighted suggestion shows, and the input stays", arguments: cases)
    func suggestionsFitAShortScreen(liquidGlass: Bool, width: Int, height: Int, typed: String) async throws {
        let bed = try SDKTestBed.withChannel(cid, messages: (0..<5).map { ("bob", "Message \($0)") })
        let (_, shown) = try await bed.channelScreen(cid, liquidGlass: liquidGlass, width: width, height: height, typing: typed)
        let lines = shown.screenLines
        let input = try #require(lines.last { $0.contains("➤") }, "the input's row with the send button is on screen:\n\(shown)")
        #expect(input.contains(typed), "\(shown)")
        if let title = lines.firstIndex(where: { $0.contains("Instant") }) {
            #expect(lines[checked: title + 1]?.contains("› ϟ Giphy") == true, "no title without a row below it:\n\(shown)")
        }
        let highlighted = lines.contains { $0.contains("›") && !$0.contains("➤") && $0.contains(typed == "@" ? "@ " : "Giphy") }
        #expect(highlighted, "\(shown)")
    }

    /// At 20×6 the floating box gives its outline up only while suggestions show: once they go
    /// (Ctrl-C clears the input), the box is whole again and the list gives its line up.
    @Test func theFloatingBoxIsWholeAgainWhenTheSuggestionsGo() async throws {
        let bed = try SDKTestBed.withChannel(cid, messages: (0..<5).map { ("bob", "Message \($0)") })
        let (screen, suggesting) = try await bed.channelScreen(cid, liquidGlass: true, width: 20, height: 6, typing: "@")
        #expect(!suggesting.contains("╭") && !suggesting.contains("╰"), "the outline gave way:\n\(suggesting)")
        screen.interact { _ = $0.handle(.key(TerminalKeyEvent(.character("c"), modifiers: .control))) }
        await bed.drain()
        let lines = screen.lines(width: 20, height: 6)
        let shown = lines.joined(separator: "\n")
        #expect(lines[checked: 3]?.contains("╭") == true && lines[checked: 4]?.contains("Send a") == true
            && lines[checked: 5]?.contains("╰") == true, "\(shown)")
    }

    /// With room, the chrome and the title are as before: a divider (docked) and the title above
    /// the commands.
    @Test func aTallerScreenKeepsTheTitleAndTheDivider() async throws {
        let bed = try SDKTestBed.withChannel(cid, messages: (0..<5).map { ("bob", "Message \($0)") })
        let (_, shown) = try await bed.channelScreen(cid, width: 40, height: 12, typing: "/")
        let lines = shown.screenLines
        let title = try #require(lines.firstIndex { $0.contains("Instant commands") }, "\(shown)")
        let divider = try #require(lines[checked: title - 1], "\(shown)")
        #expect(divider.allSatisfy { $0 == "─" }, "a divider above the title:\n\(shown)")
        #expect(try #require(lines[checked: title + 1], "\(shown)").contains("› ϟ Giphy"), "\(shown)")
        #expect(lines.last { $0.contains("➤") }?.contains("/") == true, "\(shown)")
    }
}

/// At 40×12 the commands filled the list up to the header: the docked divider stood right under
/// the header's rule (a doubled line), the floating box's top right under it. The list keeps its
/// top line: a line of messages shows between the header and the suggestions.
@MainActor
@Suite("Suggestions below the header")
struct SuggestionsBelowTheHeaderTests {
    let cid = ChannelId(type: .messaging, id: "general")

    @Test(arguments: [false, true])
    func aLineOfMessagesStaysBetweenTheHeaderAndTheSuggestions(liquidGlass: Bool) async throws {
        let bed = try SDKTestBed.withChannel(cid, messages: (0..<5).map { ("bob", "Message \($0)") })
        let (_, shown) = try await bed.channelScreen(cid, liquidGlass: liquidGlass, width: 40, height: 12, typing: "/")
        let lines = shown.screenLines
        let rule = try #require(lines.firstIndex { !$0.isEmpty && $0.allSatisfy { $0 == "─" } }, "\(shown)")
        let below = try #require(lines[checked: rule + 1], "\(shown)")
        #expect(!below.contains("─"), "nothing of the suggestions' chrome right under the header's rule:\n\(shown)")
        #expect(lines.contains { $0.contains("› ϟ Giphy") }, "the highlighted command shows:\n\(shown)")
        #expect(lines.contains { $0.contains("Instant commands") }, "\(shown)")
        #expect(lines.last { $0.contains("➤") }?.contains("/") == true, "\(shown)")
    }
}
