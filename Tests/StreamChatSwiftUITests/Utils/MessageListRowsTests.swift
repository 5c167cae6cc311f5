import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import Testing

@Suite("Message list rows and mention highlighting")
struct MessageListRowsTests {
    let ana = Fixtures.user("ana", name: "Ana")
    let ben = Fixtures.user("ben", name: "Ben")

    private func rows(_ messages: [ChatMessage], interval: TimeInterval = 60) -> [MessageListRow] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return MessageListRowBuilder.rows(
            oldestFirst: messages,
            groupingInterval: interval,
            showsDateSeparators: true,
            isSameDay: { calendar.isDate($0, inSameDayAs: $1) }
        )
    }

    private func summary(_ rows: [MessageListRow]) -> [String] {
        rows.map { row in
            switch row.kind {
            case .dateSeparator: return "date"
            case let .message(message, first, last): return "\(message.id)\(first ? "^" : "")\(last ? "$" : "")"
            }
        }
    }

    @Test func groupsByAuthorAndTimeWithDateSeparators() {
        let day = 86_400.0 * 100
        let messages = [
            Fixtures.message("1", text: "hi", author: ana, at: day + 10),
            Fixtures.message("2", text: "there", author: ana, at: day + 40),
            Fixtures.message("3", text: "yo", author: ben, at: day + 50),
            Fixtures.message("4", text: "later", author: ben, at: day + 500),
            Fixtures.message("5", text: "next day", author: ben, at: day + 86_400 + 5),
        ]
        #expect(summary(rows(messages)) == ["date", "1^", "2$", "3^$", "4^$", "date", "5^$"])
    }

    @Test func systemMessagesBreakGroups() {
        let messages = [
            Fixtures.message("1", text: "a", author: ana, at: 10),
            Fixtures.message("2", text: "Ana joined", author: ana, at: 11, type: .system),
            Fixtures.message("3", text: "b", author: ana, at: 12),
        ]
        #expect(summary(rows(messages)) == ["date", "1^$", "2^$", "3^$"])
    }

    @Test func emptyListHasNoRows() {
        #expect(rows([]).isEmpty)
    }

    @Test func mentionsOfMentionedNamesAreHighlighted() {
        let segments = MentionHighlighting.segments(of: "hey @Ana and @Anabel, mail a@Ana.com @Bob", mentioning: ["Ana", "Anabel"])
        #expect(segments.map(\.text).joined() == "hey @Ana and @Anabel, mail a@Ana.com @Bob")
        #expect(segments.filter(\.isMention).map(\.text) == ["@Ana", "@Anabel", "@Ana"])
    }

    @Test func textWithoutMentionsIsOneRun() {
        #expect(MentionHighlighting.segments(of: "plain 🙂 text", mentioning: ["Ana"]) == [.init(text: "plain 🙂 text", isMention: false)])
        #expect(MentionHighlighting.segments(of: "@Ana", mentioning: []) == [.init(text: "@Ana", isMention: false)])
    }
}
