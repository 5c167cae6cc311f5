import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
import TerminalUI
import Testing

/// A message text that mentions no one is shown as one run in the body font, exactly as its
/// runs joined to an empty text showed it.
@MainActor
@Suite("Message text runs")
struct MessageTextRunsTests {
    /// The text as it was built before: its runs joined to an empty text.
    private func joined(_ text: String, mine: Bool) -> some View {
        let appearance = Appearance.current
        return (Text(verbatim: "") + Text(verbatim: text).font(appearance.fonts.body))
            .foregroundColor(appearance.color(mine ? .messageCurrentUserTextColor : .messageOtherUserTextColor))
    }

    @Test("A text without mentions shows, styles included, as the joined runs did")
    func plainText() {
        let bob = Fixtures.user("bob", name: "Bob Brown")
        let texts = ["hello there", "a mail@example.com address", "", "a long line that wraps at the edge of a narrow screen, twice over", "two\nlines"]
        for text in texts {
            for (mine, names) in [(false, [String]()), (true, []), (false, ["Carol Chen"]), (false, [""])] {
                let message = Fixtures.message("m1", text: text, author: bob, at: 10)
                let view = MessageTextView(message: message, isSentByCurrentUser: mine, mentionedUserNames: names)
                for width in [12, 40] {
                    let shown = ViewHost(rootView: view).styledSnapshot(width: width, height: 6)
                    let before = ViewHost(rootView: joined(text, mine: mine)).styledSnapshot(width: width, height: 6)
                    #expect(shown == before, "\(text) mine: \(mine) names: \(names) width: \(width)")
                }
            }
        }
    }

    @Test("A text that may mention someone is still split into its runs")
    func mentionsStillHighlighted() {
        #expect(!MentionHighlighting.mayMention("hello @Carol", mentioning: []))
        #expect(!MentionHighlighting.mayMention("hello @Carol", mentioning: [""]))
        #expect(!MentionHighlighting.mayMention("hello Carol", mentioning: ["Carol"]))
        #expect(MentionHighlighting.mayMention("hello @Carol", mentioning: ["Carol"]))
        let bob = Fixtures.user("bob", name: "Bob Brown")
        let message = Fixtures.message("m1", text: "hi @Carol Chen", author: bob, at: 10)
        let highlighted = ViewHost(rootView: MessageTextView(message: message, isSentByCurrentUser: false, mentionedUserNames: ["Carol Chen"]))
            .styledSnapshot(width: 30, height: 2)
        let plain = ViewHost(rootView: MessageTextView(message: message, isSentByCurrentUser: false, mentionedUserNames: []))
            .styledSnapshot(width: 30, height: 2)
        #expect(highlighted != plain, "the mention is styled apart:\n\(highlighted)")
    }
}
