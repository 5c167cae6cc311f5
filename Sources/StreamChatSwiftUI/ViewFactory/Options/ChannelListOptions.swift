import StreamChat
import SwiftUI

/// What ``ViewFactory/makeChannelListHeaderViewModifier(options:)`` receives.
public final class ChannelListHeaderViewModifierOptions {
    /// The title of the list.
    public let title: String

    public init(title: String) {
        self.title = title
    }
}

/// What ``ViewFactory/makeNoChannelsView(options:)`` receives.
public final class NoChannelsViewOptions {
    /// Whether a search is active (the list is empty because nothing matches).
    public let isSearching: Bool

    public init(isSearching: Bool = false) {
        self.isSearching = isSearching
    }
}

/// What ``ViewFactory/makeLoadingView(options:)`` receives.
public final class LoadingViewOptions {
    public init() {}
}

/// What ``ViewFactory/makeChannelListItem(options:)`` receives.
public final class ChannelListItemOptions {
    /// The channel of the row.
    public let channel: ChatChannel
    /// The display name from the channel namer.
    public let channelName: String
    /// The last-message preview.
    public let previewText: String
    /// The time of the last message, formatted.
    public let timestampText: String
    /// Unread messages for the current user.
    public let unreadCount: Int
    /// Whether the online indicator shows (a direct message whose other member is online).
    public let showOnlineIndicator: Bool
    /// Whether this row is the selected one.
    public let isSelected: Bool
    /// Opens the channel.
    public let onItemTap: @MainActor (ChatChannel) -> Void

    public init(
        channel: ChatChannel,
        channelName: String,
        previewText: String,
        timestampText: String,
        unreadCount: Int,
        showOnlineIndicator: Bool,
        isSelected: Bool,
        onItemTap: @escaping @MainActor (ChatChannel) -> Void
    ) {
        self.channel = channel
        self.channelName = channelName
        self.previewText = previewText
        self.timestampText = timestampText
        self.unreadCount = unreadCount
        self.showOnlineIndicator = showOnlineIndicator
        self.isSelected = isSelected
        self.onItemTap = onItemTap
    }
}

/// What ``ViewFactory/makeChannelDestination(options:)`` receives.
public final class ChannelDestinationOptions {
    /// The controller of the channel to open.
    public let channelController: ChatChannelController
    /// The message to open the channel at (a message search result), if any.
    public let scrollToMessage: ChatMessage?

    public init(channelController: ChatChannelController, scrollToMessage: ChatMessage? = nil) {
        self.channelController = channelController
        self.scrollToMessage = scrollToMessage
    }
}
