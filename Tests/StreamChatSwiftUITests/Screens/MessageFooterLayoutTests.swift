import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
@testable import TerminalUI
import Testing

/// The footer under a group's last bubble: the time alone is not wrapped in a column; notes
/// (here an ephemeral message's) stand above the time in one.
@MainActor
@Suite("Message footer layout")
struct MessageFooterLayoutTests {
    let actions = MessageItemActions(
        resend: { _ in }, giphyAction: { _, _ in }, toggleReaction: { _, _ in }, bouncedAction: { _, _ in }, messageActions: { _ in [] }
    )

    private func footer(_ message: ChatMessage, mine: Bool) -> ViewHost {
        ViewHost(rootView: MessageFooterView(
            factory: DefaultViewFactory.shared, message: message, isSentByCurrentUser: mine,
            groupEnd: MessageGroupEndSource(record: nil, builtValue: true), actions: actions
        ))
    }

    private func stacks(in host: ViewHost) -> Int {
        var count = 0
        host.graph.root?.forEachDescendant { if $0.behavior is StackBehavior { count += 1 } }
        return count
    }

    @Test("The time alone is the footer's only line, beside the avatar's inset, with no column around it")
    func timeAlone() {
        let message = Fixtures.message("m1", text: "hi", author: Fixtures.user("bob", name: "Bob Brown"), at: 1_764_510_300)
        let time = InjectedValues[\.utils].dateFormatting.time(message.createdAt)
        for mine in [false, true] {
            let host = footer(message, mine: mine)
            let screen = host.snapshot(width: 30, height: 1)
            #expect(stacks(in: host) == 1, "only the footer's row (mine: \(mine))")
            #expect(screen.split(separator: "\n").first?.contains(time) == true, "the time on the footer's one line:\n\(screen)")
        }
    }

    @Test("Notes stand above the time, in a column")
    func notesAboveTheTime() {
        let message = Fixtures.message("m2", text: "hi", author: Fixtures.user("bob", name: "Bob Brown"), at: 1_764_510_300, type: .ephemeral)
        let time = InjectedValues[\.utils].dateFormatting.time(message.createdAt)
        let host = footer(message, mine: false)
        let lines = host.snapshot(width: 40, height: 2).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(stacks(in: host) == 2, "the footer's row and the column of notes and time")
        #expect(lines.first?.contains(L10n.MessageList.onlyVisibleToYou) == true && lines.dropFirst().first?.contains(time) == true, "\(lines)")
    }
}
