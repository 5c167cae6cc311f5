import StreamChat
import SwiftUI

/// A row of the channel list: avatar, name, last-message preview, time and unread count.
public struct ChatChannelListItem<Factory: ViewFactory>: View {
    @Injected(\.fonts) private var fonts
    @Injected(\.colors) private var colors

    private let factory: Factory
    private let options: ChannelListItemOptions

    public init(factory: Factory, options: ChannelListItemOptions) {
        self.factory = factory
        self.options = options
    }

    public var body: some View {
        Button {
            options.onItemTap(options.channel)
        } label: {
            HStack(spacing: 1) {
                factory.makeChannelAvatarView(
                    options: ChannelAvatarViewOptions(channel: options.channel, showOnlineIndicator: options.showOnlineIndicator)
                )
                VStack(alignment: .leading, spacing: 0) {
                    HStack(spacing: 1) {
                        Text(options.channelName)
                            .font(options.unreadCount > 0 ? fonts.bodyBold : fonts.body)
                            .lineLimit(1)
                            .truncationMode(.tail)
                        Spacer(minLength: 1)
                        Text(options.timestampText)
                            .font(fonts.footnote)
                            .foregroundColor(Color(colors.textLowEmphasis))
                            .lineLimit(1)
                            .fixedSize()
                    }
                    HStack(spacing: 1) {
                        previewText
                            .font(fonts.footnote)
                            .foregroundColor(Color(colors.textLowEmphasis))
                            .lineLimit(1)
                            .truncationMode(.tail)
                        Spacer(minLength: 1)
                        if options.unreadCount > 0 {
                            UnreadIndicatorView(count: options.unreadCount)
                        }
                    }
                }
            }
        }
        .buttonStyle(.plain)
    }
}

extension ChatChannelListItem {
    /// The preview; a draft's "Draft:" label in the tint color, as Stream shows it.
    private var previewText: Text {
        let label = L10n.ChannelList.Preview.draftLabel
        guard options.channel.draftMessage != nil, options.previewText.hasPrefix(label + " ") else { return Text(options.previewText) }
        return Text(label).foregroundColor(Color(colors.tintColor)) + Text(options.previewText.dropFirst(label.count))
    }
}

/// The count of unread messages on a tinted badge ("99+" above 99).
struct UnreadIndicatorView: View {
    @Injected(\.colors) private var colors
    @Injected(\.fonts) private var fonts
    let count: Int

    var body: some View {
        Text(count > 99 ? "99+" : "\(count)")
            .font(fonts.footnoteBold)
            .foregroundColor(Color(colors.textInverted))
            .padding(.horizontal, 8)
            .background(Color(colors.tintColor))
            .fixedSize()
    }
}
