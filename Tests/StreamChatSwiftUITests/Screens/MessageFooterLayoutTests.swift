import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
@testable import TerminalUI
import Testing
import ScreenLines

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
            parts: .testing(message, mine: mine, actions: actions), groupEnd: MessageGroupEndSource(record: nil, builtValue: true)
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
            // The current user's time in a row of its own; another user's padded, in no stack.
            #expect(stacks(in: host) == (mine ? 1 : 0), "mine: \(mine)")
            #expect(screen.screenLines.first?.contains(time) == true, "the time on the footer's one line:\n\(screen)")
        }
    }

    /// From the avatar's inset up (a narrower screen overflows the inset, and a note wrapped
    /// there may be cut one cell apart).
    @Test("Another user's footer stands where a row with a spacer put it, at any width that holds the inset")
    func othersFooterPlacement() {
        let bob = Fixtures.user("bob", name: "Bob Brown")
        let inset = MessageAvatarSlot<DefaultViewFactory>.bubbleInset
        let appearance = Appearance.current
        for type in [MessageType.regular, .ephemeral] {
            let message = Fixtures.message("m3", text: "hi", author: bob, at: 1_764_510_300, type: type)
            for width in [41, 44, 50, 56, 100] {
                // The item's column: its first row spans the width, the footer is aligned on its
                // leading edge.
                let footer = ViewHost(rootView: VStack(alignment: .leading, spacing: 0) {
                    Text(String(repeating: "x", count: width))
                    MessageFooterView(
                        parts: .testing(message, actions: actions), groupEnd: MessageGroupEndSource(record: nil, builtValue: true)
                    )
                })
                // The footer as it was built before: a row of the lines and a spacer.
                let row = ViewHost(rootView: VStack(alignment: .leading, spacing: 0) {
                    Text(String(repeating: "x", count: width))
                    HStack(alignment: .top, spacing: 1) {
                        if type == .ephemeral {
                            VStack(alignment: .leading, spacing: 0) {
                                Text(L10n.MessageList.onlyVisibleToYou)
                                    .font(appearance.fonts.footnote)
                                    .foregroundColor(appearance.color(.textLowEmphasis))
                                MessageDateView(message: message)
                            }
                            .padding(.leading, inset)
                        } else {
                            MessageDateView(message: message)
                                .padding(.leading, inset)
                        }
                        Spacer(minLength: 8)
                    }
                })
                #expect(footer.styledSnapshot(width: width, height: 4) == row.styledSnapshot(width: width, height: 4), "\(type) at width \(width)")
            }
        }
    }

    @Test("Notes stand above the time, in a column")
    func notesAboveTheTime() {
        let message = Fixtures.message("m2", text: "hi", author: Fixtures.user("bob", name: "Bob Brown"), at: 1_764_510_300, type: .ephemeral)
        let time = InjectedValues[\.utils].dateFormatting.time(message.createdAt)
        let host = footer(message, mine: false)
        let lines = host.snapshot(width: 40, height: 2).screenLines
        #expect(stacks(in: host) == 1, "the column of notes and time, in no row")
        #expect(lines.first?.contains(L10n.MessageList.onlyVisibleToYou) == true && lines.dropFirst().first?.contains(time) == true, "\(lines)")
    }
}
