import Foundation
import StreamChat

/// What the SDK's channel header shows: title, subtitle, avatar and online indicator.
///
/// A channel's value changes with every new message, its header rarely does: the header
/// compares this instead of the channel, so an append evaluates no header body. Cheap to make:
/// the subtitle is kept as what it says (who types, who is online), put into words only when
/// the header is drawn.
struct ChannelHeaderContent: Equatable, Sendable {
    /// The channel's name from the namer, else its id.
    let title: String
    let subtitle: Subtitle
    let avatar: ChannelAvatarKey
    /// A direct message whose other member is online.
    let showsOnlineIndicator: Bool

    /// Who is typing (their sorted display names), else who is online.
    enum Subtitle: Equatable, Sendable {
        case typing([String])
        case online(ChannelOnlineInfo)

        /// The localized line.
        var text: String {
            switch self {
            case let .typing(names): typingIndicatorText(names: names) ?? ""
            case let .online(info): info.text
            }
        }
    }

    @MainActor init(channel: ChatChannel, currentUserId: UserId?, namer: ChatChannelNamer, now: Date) {
        let userId = currentUserId ?? ""
        title = namer(channel, userId) ?? channel.cid.id
        let typing = typingNames(for: channel.currentlyTypingUsers, currentUserId: userId)
        subtitle = typing.isEmpty ? .online(channel.onlineInfo(currentUserId: userId, now: now)) : .typing(typing)
        avatar = ChannelAvatarKey(channel, currentUserId: currentUserId)
        showsOnlineIndicator = channel.isDirectMessageChannel
            && channel.lastActiveMembers.contains { $0.id != userId && $0.isOnline }
    }
}
