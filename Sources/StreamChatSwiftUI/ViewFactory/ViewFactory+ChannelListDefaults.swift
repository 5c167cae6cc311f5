import StreamChat
import SwiftUI

extension ViewFactory {
    public func makeUserAvatarView(options: UserAvatarViewOptions) -> some View {
        UserAvatarView(user: options.user, size: options.size, showsOnlineIndicator: options.showsOnlineIndicator)
    }

    public func makeChannelAvatarView(options: ChannelAvatarViewOptions) -> some View {
        LoadingChannelAvatarView(channel: options.channel, size: options.size, showOnlineIndicator: options.showOnlineIndicator)
    }

    public func makeChannelListHeaderViewModifier(options: ChannelListHeaderViewModifierOptions) -> some ViewModifier {
        DefaultChannelListHeaderModifier(title: options.title)
    }

    public func makeNoChannelsView(options: NoChannelsViewOptions) -> some View {
        NoChannelsView(isSearching: options.isSearching)
    }

    public func makeLoadingView(options: LoadingViewOptions) -> some View {
        LoadingView()
    }

    public func makeChannelListItem(options: ChannelListItemOptions) -> some View {
        ChatChannelListItem(factory: self, options: options)
    }

    public func makeChannelDestination(options: ChannelDestinationOptions) -> some View {
        ChatChannelView(viewFactory: self, channelController: options.channelController, scrollToMessage: options.scrollToMessage,
                        providesNavigation: false)
    }
}

extension ViewFactory {
    public func makeChannelHeaderViewModifier(for channel: ChatChannel) -> some ChatChannelHeaderViewModifier {
        DefaultChannelHeaderModifier(factory: self, channel: channel)
    }

    /// Forwards to the positional ``makeChannelHeaderViewModifier(for:)``, which is a protocol
    /// requirement: a factory implementing either form gets its header.
    public func makeChannelHeaderViewModifier(options: ChannelHeaderViewModifierOptions) -> PositionalChatHeaderViewModifier {
        makeChannelHeaderViewModifier(for: options.channel)
    }
}
