import StreamChat
import SwiftUI

/// A ``ChannelAvatarView`` whose image comes from the ``ChannelHeaderLoader``: a placeholder
/// at first, the real avatar once it has loaded.
struct LoadingChannelAvatarView: View {
    @ObservedObject private var loader = InjectedValues[\.utils].channelHeaderLoader
    let channel: ChatChannel
    let size: CGSize
    let showOnlineIndicator: Bool

    var body: some View {
        ChannelAvatarView(avatar: loader.image(for: channel), showOnlineIndicator: showOnlineIndicator, size: size)
    }
}
