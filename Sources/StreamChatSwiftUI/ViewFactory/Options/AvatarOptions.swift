import StreamChat
import SwiftUI

/// What ``ViewFactory/makeUserAvatarView(options:)`` receives.
public final class UserAvatarViewOptions {
    /// The user to show.
    public let user: ChatUser
    /// The avatar's size in points.
    public let size: CGSize
    /// Whether to mark the user as online when they are.
    public let showsOnlineIndicator: Bool

    public init(user: ChatUser, size: CGSize = CGSize(width: 32, height: 32), showsOnlineIndicator: Bool = false) {
        self.user = user
        self.size = size
        self.showsOnlineIndicator = showsOnlineIndicator
    }
}

/// What ``ViewFactory/makeChannelAvatarView(options:)`` receives.
public final class ChannelAvatarViewOptions {
    /// The channel to show.
    public let channel: ChatChannel
    /// The avatar's size in points.
    public let size: CGSize
    /// Whether to show the online indicator (direct messages with an online member).
    public let showOnlineIndicator: Bool

    public init(channel: ChatChannel, size: CGSize = CGSize(width: 48, height: 32), showOnlineIndicator: Bool) {
        self.channel = channel
        self.size = size
        self.showOnlineIndicator = showOnlineIndicator
    }
}
