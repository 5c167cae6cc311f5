import StreamChat
import SwiftUI

/// A ``ChannelAvatarView`` whose image comes from the ``ChannelHeaderLoader``: a placeholder
/// at first, the real avatar (with its initials when it is generated) once it has loaded.
struct LoadingChannelAvatarView: View {
    @ObservedObject private var loader = InjectedValues[\.utils].channelHeaderLoader
    let channel: ChatChannel
    let size: CGSize
    let showOnlineIndicator: Bool

    var body: some View {
        let avatar = loader.avatar(for: channel)
        return ChannelAvatarView(avatar: avatar.image, initials: avatar.initials, showOnlineIndicator: showOnlineIndicator, size: size)
    }
}
