import StreamChat
import SwiftUI

/// The message list with what floats over it: the typing indicator below the messages and the
/// scroll-to-bottom button (`ScrollToBottomSlot`) at the list's bottom-trailing corner while the
/// list is scrolled up, as in Stream's SDK, in the styles' container modifier.
///
/// It observes only what it shows (``ChannelScreenChanges/container``): who types, whether there
/// are messages, and the channel apart from its message activity. The list inside observes its
/// messages itself and the button's slot whether the list is scrolled up and the unseen count,
/// so a new message does not evaluate the container.
struct MessageListContainer<Factory: ViewFactory>: View {
    @Injected(\.utils) private var utils
    let factory: Factory
    let viewModel: ChatChannelViewModel
    @ObservedObject private var changes: ChannelPartChanges

    init(factory: Factory, viewModel: ChatChannelViewModel) {
        self.factory = factory
        self.viewModel = viewModel
        _changes = ObservedObject(wrappedValue: viewModel.changes.container)
    }

    private var typingText: String? {
        guard utils.messageListConfig.typingIndicatorEnabled else { return nil }
        return typingIndicatorText(for: viewModel.typingUsers, currentUserId: viewModel.currentUserId)
    }

    var body: some View {
        if let channel = viewModel.channel {
            container(channel)
                .modifier(factory.styles.makeMessageListContainerModifier(options: MessageListContainerModifierOptions(channel: channel)))
        }
    }

    private func container(_ channel: ChatChannel) -> some View {
        VStack(spacing: 0) {
            ZStack(alignment: .bottomTrailing) {
                factory.makeMessageListBackground(options: MessageListBackgroundOptions(channel: channel))
                if viewModel.channelController.messages.isEmpty {
                    factory.makeEmptyMessagesView(options: EmptyMessagesViewOptions(channel: channel))
                } else {
                    MessageListView(factory: factory, viewModel: viewModel, channel: channel)
                        .modifier(factory.styles.makeMessageListModifier(options: MessageListModifierOptions(channel: channel)))
                }
                ScrollToBottomSlot(factory: factory, viewModel: viewModel)
            }
            if let typingText {
                factory.makeTypingIndicatorView(options: TypingIndicatorViewOptions(typingUsers: viewModel.typingUsers, text: typingText))
            }
        }
    }
}
