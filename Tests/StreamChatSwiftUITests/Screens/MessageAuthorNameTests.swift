import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
import Testing

/// The author's name above another user's group shows only in channels of more than two
/// members, as in Stream's SDK (`channel.memberCount > 2`): in a direct message it is the
/// channel's name already.
@MainActor struct MessageAuthorNameTests {
    private func render(memberCount: Int) -> String {
        let noah = Fixtures.user("noah", name: "Noah Becker")
        let message = Fixtures.message("m1", text: "hello there", author: noah, at: 1_000)
        let options = MessageItemViewOptions(
            channel: Fixtures.channel("c", memberCount: memberCount), message: message, isFirstInGroup: true,
            isLastInGroup: true, isSentByCurrentUser: false, mentionedUserNames: [], actions: MessageItemActions.inert
        )
        return renderSnapshot(MessageItemView(factory: DefaultViewFactory.shared, options: options), width: 60, height: 8)
    }

    @Test("A direct message (two members) shows no author name above the group")
    func directMessageHidesName() {
        let text = render(memberCount: 2)
        #expect(text.contains("hello there"))
        #expect(!text.contains("Noah Becker"), "\(text)")
    }

    @Test("A group channel (three members) shows the author name above the group")
    func groupShowsName() {
        let text = render(memberCount: 3)
        #expect(text.contains("Noah Becker"), "\(text)")
    }
}
