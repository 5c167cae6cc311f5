import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
import Testing

/// The author's name above another user's group is hidden in a channel known to be a
/// conversation of two, as in Stream's SDK (`channel.memberCount > 2`): in a direct message it
/// is the channel's name already. A member count of 0 is not known (Stream hides the names
/// then too): the loaded members decide, and with none loaded the names show.
@MainActor struct MessageAuthorNameTests {
    private func render(memberCount: Int, members: [ChatChannelMember] = []) -> String {
        let noah = Fixtures.user("noah", name: "Noah Becker")
        let message = Fixtures.message("m1", text: "hello there", author: noah, at: 1_000)
        let options = MessageItemViewOptions(
            channel: Fixtures.channel("c", members: members, memberCount: memberCount), message: message, isFirstInGroup: true,
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

    @Test("A channel whose member count is not known shows the name, unless its loaded members are two")
    func unknownCountShowsName() {
        let unknown = render(memberCount: 0)
        #expect(unknown.contains("Noah Becker"), "\(unknown)")
        let twoLoaded = render(memberCount: 0, members: [Fixtures.member("alice"), Fixtures.member("noah")])
        #expect(twoLoaded.contains("hello there"))
        #expect(!twoLoaded.contains("Noah Becker"), "\(twoLoaded)")
    }

    @Test("Rows of a channel whose author names come or go are not equal (the list shows them again)")
    func rowsCompareWhetherNamesShow() async throws {
        let bed = try SDKTestBed.withChannel(ChannelId(type: .messaging, id: "general"))
        let (_, controller) = try await bed.openChannel(ChannelId(type: .messaging, id: "general"), factory: DefaultViewFactory.shared)
        let viewModel = ChatChannelViewModel(channelController: controller)
        let message = Fixtures.message("m1", text: "hi", author: Fixtures.user("noah", name: "Noah Becker"), at: 10)
        func row(_ channel: ChatChannel) -> MessageListRowView<DefaultViewFactory> {
            .fixture(message, factory: DefaultViewFactory.shared, viewModel: viewModel, channel: channel)
        }
        #expect(row(Fixtures.channel("general", memberCount: 2)) != row(Fixtures.channel("general", memberCount: 3)))
        #expect(row(Fixtures.channel("general", memberCount: 3)) == row(Fixtures.channel("general", memberCount: 4)))
    }
}
