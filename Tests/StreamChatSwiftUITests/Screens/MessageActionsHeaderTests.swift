import CheckedIndex
import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
import Testing

/// The menu of a message's actions names the message it acts on: its first line is the
/// author and a line of the text, cut with "…" when long. It named nothing: with several
/// messages on screen the user could not tell which one Delete or Copy would take.
@MainActor
@Suite("Message actions header")
struct MessageActionsHeaderTests {
    let cid = ChannelId(type: .messaging, id: "general")
    static let long = "This message is long enough to run past the header's limit\nand has a second line"

    /// Opens the channel, focuses the newest message (↑ from the composer) and opens its menu
    /// (Enter on a focused message).
    private func menu(of messages: [(UserId, String)]) async throws -> (String, ChatMessage) {
        let bed = try SDKTestBed.withChannel(cid, messages: messages)
        let (screen, controller) = try await bed.openChannel(cid, factory: DefaultViewFactory.shared)
        #expect(screen.snapshot(width: 80, height: 24).contains("Send a message"))
        screen.interact { $0.press(.up) }
        _ = screen.snapshot(width: 80, height: 24)
        screen.interact { $0.press(.enter) }
        let menu = screen.snapshot(width: 80, height: 24)
        #expect(menu.contains(L10n.MessageActions.reply), "the menu is open:\n\(menu)")
        return (menu, try #require(controller.messages.first))
    }

    @Test("The menu's first line is the author and the message's text")
    func headerNamesTheMessage() async throws {
        let (menu, message) = try await menu(of: [("carol", "Earlier words"), ("bob", "Meet at 10 in room 4")])
        let rows = menu.components(separatedBy: "\n")
        let header = "\(message.author.displayName): Meet at 10 in room 4"
        let headerRow = try #require(rows.firstIndex { $0.contains(header) }, "\(menu)")
        #expect(try #require(rows[checked: headerRow + 1]).contains("☺"), "the header is the line above the first action:\n\(menu)")
        #expect(try #require(rows[checked: headerRow - 1]).contains("╭"), "and the box's first line:\n\(menu)")
    }

    @Test("A long or multi-line message shows one line of it, cut with \"…\"")
    func longTextIsCut() async throws {
        let (menu, message) = try await menu(of: [("bob", Self.long)])
        let cut = message.previewLine(maxLength: MessageActionsHeader.maxPreviewLength)
        #expect(cut.count <= MessageActionsHeader.maxPreviewLength && cut.hasSuffix("…"), "\(cut)")
        #expect(!cut.contains("\n"))
        #expect(menu.contains("\(message.author.displayName): \(cut)"), "\(menu)")
        #expect(!menu.contains("second line"), "\(menu)")
    }

    @Test("A preview line joins the lines and keeps a short text whole")
    func previewLine() {
        let message = Fixtures.message("m1", text: "one\ntwo", author: Fixtures.user("bob", name: "Bob"), at: 0)
        #expect(message.previewLine(maxLength: 32) == "one two")
        #expect(message.previewLine(maxLength: 5) == "one…")
    }
}
