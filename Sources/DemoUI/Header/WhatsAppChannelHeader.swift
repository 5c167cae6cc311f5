import StreamChat
import StreamChatSwiftUI
import SwiftUI

// The WhatsApp-style channel header, written as the channel-header cookbook describes it:
// the channel avatar, name and subtitle in the principal position, video and phone buttons
// trailing. One addition: each title line is limited to one line, as a navigation bar shows
// it, so the subtitle of a 10,000-member channel (its recently active members) stays one row.

struct WhatsAppChannelHeader: ToolbarContent {

    @ObservedObject private var channelHeaderLoader = InjectedValues[\.utils].channelHeaderLoader

    @Injected(\.chatClient) var chatClient
    @Injected(\.utils) var utils
    @Injected(\.fonts) var fonts
    @Injected(\.colors) var colors

    var channel: ChatChannel

    private var currentUserId: String {
        chatClient.currentUserId ?? ""
    }

    private var channelNamer: ChatChannelNamer {
        utils.channelNamer
    }

    private var channelSubtitle: String {
        if channel.memberCount <= 2 {
            return channel.onlineInfoText(currentUserId: currentUserId)
        } else {
            return channel
                .lastActiveMembers
                .map { $0.name ?? $0.id }
                .joined(separator: ", ")
        }
    }

    var body: some ToolbarContent {
        ToolbarItem(placement: .principal) {
            HStack {
                let avatar = channelHeaderLoader.avatar(for: channel)
                ChannelAvatarView(
                    avatar: avatar.image,
                    initials: avatar.initials,
                    showOnlineIndicator: false,
                    size: CGSize(width: 36, height: 36)
                )
                VStack(alignment: .leading) {
                    Text(channelNamer(channel, currentUserId) ?? "")
                        .font(fonts.bodyBold)
                        .lineLimit(1)
                    Text(channelSubtitle)
                        .font(fonts.caption1)
                        .foregroundColor(Color(colors.textLowEmphasis))
                        .lineLimit(1)
                }
            }
        }
        ToolbarItem(placement: .topBarTrailing) {
            HStack {
                Button(action: {
                    print("tapped on video")
                }, label: {
                    Image(systemName: "video")
                })
                Button(action: {
                    print("tapped on audio")
                }, label: {
                    Image(systemName: "phone")
                })
            }
        }
    }
}

struct WhatsAppChannelHeaderModifier: ChatChannelHeaderViewModifier {

    let channel: ChatChannel

    func body(content: Content) -> some View {
        content.toolbar {
            WhatsAppChannelHeader(channel: channel)
        }
    }
}
