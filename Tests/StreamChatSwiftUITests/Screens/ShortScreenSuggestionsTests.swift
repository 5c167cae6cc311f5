import CheckedIndex
import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
import Testing

/// On a short screen the suggestions float over a list of a line or two: their chrome (the
/// docked divider, the floating outline, the commands' title) gives way to their rows, and
/// nothing pushes the composer's input off the screen. At 20×6 the docked suggestions showed
/// only their divider (no room for a row), and typing "/" showed "Instant commands" where the
/// input had been (docked and floating).
@MainActor
@Suite("Suggestions on a short screen")
struct ShortScreenSuggestionsTests {
    let cid = ChannelId(type: .messaging, id: "general")

    /// Style, size, what is typed, and whether the list leaves a line for the highlighted row
    /// (the floating box at 20×6 takes all the screen below the header).
    nonisolated static let cases: [(liquidGlass: Bool, width: Int, height: Int, typed: String, showsARow: Bool)] = [
        (false, 20, 6, "@", true), (false, 20, 6, "/", true), (false, 40, 7, "/", true),
        (true, 40, 9, "@", true), (true, 40, 9, "/", true), (true, 20, 6, "@", false), (true, 20, 6, "/", false),
    ]

    @Test("The highlighted suggestion shows where a line is left, and the input stays", arguments: cases)
    func suggestionsFitAShortScreen(liquidGlass: Bool, width: Int, height: Int, typed: String, showsARow: Bool) async throws {
        let bed = try SDKTestBed.withChannel(cid, messages: (0..<5).map { ("bob", "Message \($0)") })
        let (_, shown) = try await bed.channelScreen(cid, liquidGlass: liquidGlass, width: width, height: height, typing: typed)
        let lines = shown.screenLines
        let input = try #require(lines.last { $0.contains("➤") }, "the input's row with the send button is on screen:\n\(shown)")
        #expect(input.contains(typed), "\(shown)")
        if let title = lines.firstIndex(where: { $0.contains("Instant") }) {
            #expect(lines[checked: title + 1]?.contains("› ϟ Giphy") == true, "no title without a row below it:\n\(shown)")
        }
        let highlighted = lines.contains { $0.contains("›") && !$0.contains("➤") && $0.contains(typed == "@" ? "@ " : "Giphy") }
        #expect(highlighted == showsARow, "\(shown)")
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
