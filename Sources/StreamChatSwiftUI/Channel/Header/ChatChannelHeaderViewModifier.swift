import StreamChat
import SwiftUI

/// A modifier that gives a channel view its header, usually through `.toolbar { … }`.
///
/// Return one from ``ViewFactory/makeChannelHeaderViewModifier(options:)`` (or the positional
/// ``ViewFactory/makeChannelHeaderViewModifier(for:)``) to replace the SDK's header.
public protocol ChatChannelHeaderViewModifier: ViewModifier {
    /// The channel whose header this is.
    var channel: ChatChannel { get }
}

/// The SDK's channel header: the channel's avatar, name and a subtitle (who is typing, else who
/// is online) in the principal toolbar position.
public struct DefaultChannelHeaderModifier: ChatChannelHeaderViewModifier {
    public let channel: ChatChannel

    public init(channel: ChatChannel) {
        self.channel = channel
    }

    public func body(content: Content) -> some View {
        content.toolbar {
            DefaultChatChannelHeader(channel: channel)
        }
    }
}

/// The toolbar content of ``DefaultChannelHeaderModifier``.
public struct DefaultChatChannelHeader: ToolbarContent {
    @ObservedObject private var channelHeaderLoader = InjectedValues[\.utils].channelHeaderLoader
    @Injected(\.chatClient) private var chatClient
    @Injected(\.utils) private var utils
    @Injected(\.fonts) private var fonts
    @Injected(\.colors) private var colors

    /// The channel shown.
    public var channel: ChatChannel

    public init(channel: ChatChannel) {
        self.channel = channel
    }

    private var currentUserId: String { chatClient.currentUserId ?? "" }

    private var title: String {
        utils.channelNamer(channel, currentUserId) ?? channel.cid.id
    }

    private var subtitle: String {
        channel.typingIndicatorString(currentUserId: currentUserId) ?? channel.onlineInfoText(currentUserId: currentUserId)
    }

    private var showsOnlineIndicator: Bool {
        channel.isDirectMessageChannel && channel.lastActiveMembers.contains { $0.id != currentUserId && $0.isOnline }
    }

    public var body: some ToolbarContent {
        ToolbarItem(placement: .principal) {
            HStack {
                ChannelAvatarView(
                    avatar: channelHeaderLoader.image(for: channel),
                    showOnlineIndicator: showsOnlineIndicator,
                    size: CGSize(width: 36, height: 36)
                )
                VStack(alignment: .leading) {
                    Text(title)
                        .font(fonts.bodyBold)
                        .lineLimit(1)
                    Text(subtitle)
                        .font(fonts.caption1)
                        .lineLimit(1)
                        .foregroundColor(Color(colors.textLowEmphasis))
                }
            }
        }
    }
}
