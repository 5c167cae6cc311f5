import StreamChat
@testable import StreamChatSwiftUI

extension MessageListRowView {
    /// The row of `message` as the list builds it, in channel "general" seen by "alice".
    @MainActor static func fixture(
        _ message: ChatMessage, factory: Factory, viewModel: ChatChannelViewModel, first: Bool = true, last: Bool = true,
        muted: Bool = false, channel: ChatChannel = Fixtures.channel("general")
    ) -> Self {
        MessageListRowView(
            factory: factory, factoryID: ObjectIdentifier(factory),
            row: MessageListRow(id: message.id, kind: .message(message, isFirstInGroup: first, isLastInGroup: last)),
            channel: channel, currentUserId: "alice", isAuthorMuted: muted,
            actions: viewModel.messageItemActions(factory: factory), viewModel: viewModel
        )
    }
}
