import CheckedIndex
import Foundation
@testable import StreamChat
@testable import StreamChatSwiftUI
import Testing
import TerminalUI
import ScreenLines

/// A notice stays one line: "/mute takes only a user. Remove “…”." quoted all the text after the
/// user, a pasted page or many lines of it, and any notice wrapped or broke over as many lines
/// as it had, pushing the input off the screen.
@MainActor @Suite struct ComposerNoticeLineTests {
    nonisolated private static let pastedPage = String(repeating: "a long pasted line of text\n", count: 400)

    @Test(arguments: [pastedPage, "one\ntwo\nthree", "tab\there\u{1B}[31mred", String(repeating: "é", count: 5_000)])
    func textAfterTheUserIsQuotedShortOnOneLine(after: String) async throws {
        let (bed, composer, screen) = try await ComposerTestBed.listingMuteCandidates()
        defer { withExtendedLifetime(bed) {} }
        screen.press(.enter)
        try #require(composer.text == "@Ana Lee " && composer.canSend)
        composer.text += after
        composer.selectedRangeLocation = composer.text.utf16.count
        composer.sendMessage()
        let notice = try #require(composer.notice?.text)
        #expect(notice.hasPrefix("/mute takes only a user. Remove “"))
        #expect(!notice.contains { $0.isNewline || $0.unicodeScalars.contains { $0.properties.generalCategory == .control } })
        let quoted = notice.drop { $0 != "“" }.dropFirst().prefix { $0 != "”" }
        #expect(quoted.count <= NoticeExcerpt.maxCharacters + 1)
        #expect(quoted.hasSuffix("…") == (after.trimmingCharacters(in: .whitespacesAndNewlines).count > NoticeExcerpt.maxCharacters))
    }

    @Test func theExcerptShowsLineBreaksAndControlsSafely() {
        #expect(NoticeExcerpt.of("now") == "now")
        #expect(NoticeExcerpt.of("a\nb\r\nc\td\u{1B}") == "a⏎b⏎c␉d␛")
        #expect(NoticeExcerpt.of(String(repeating: "x", count: 21)) == String(repeating: "x", count: 20) + "…")
        #expect(NoticeExcerpt.of(String(repeating: "x", count: 20)) == String(repeating: "x", count: 20))
    }

    /// Any notice, a long one or one with line breaks (a server's error), takes one row.
    @Test(arguments: [String(repeating: "too long to fit ", count: 40), "first line\nsecond line\nthird line"])
    func aNoticeTakesOneRow(text: String) async throws {
        let bed = try ComposerTestBed()
        let composer = try await bed.composer()
        let screen = composerHost(composer, width: 60, height: 12)
        composer.notice = ComposerNotice(kind: .error, text: text)
        let rows = screen.snapshot(width: 60, height: 12).screenLines
        let noticeRow = try #require(rows.firstIndex { $0.contains("⚠") })
        let below = try #require(rows[checked: noticeRow + 1], "\(rows.joined(separator: "\n"))")
        #expect(!below.contains("too long") && !below.contains("second line"), "\(rows.joined(separator: "\n"))")
        #expect(rows.filter { $0.contains("line") || $0.contains("too long") }.count == 1)
    }
}
