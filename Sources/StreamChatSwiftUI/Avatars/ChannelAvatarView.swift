import SwiftUI

/// A channel's avatar image with an optional online indicator, as used in the channel list and
/// the channel header. Get the image from ``ChannelHeaderLoader/image(for:)``.
///
/// `Equatable` (same image, indicator and size), so a header drawn again for another reason
/// skips its avatar.
public struct ChannelAvatarView: View, Equatable {
    private let avatar: UIImage
    private let showOnlineIndicator: Bool
    private let size: CGSize

    /// Creates the avatar.
    /// - Parameters:
    ///   - avatar: the image to show.
    ///   - showOnlineIndicator: whether to show the online indicator.
    ///   - size: the size in points.
    public init(avatar: UIImage, showOnlineIndicator: Bool, size: CGSize = CGSize(width: 48, height: 32)) {
        self.avatar = avatar
        self.showOnlineIndicator = showOnlineIndicator
        self.size = size
    }

    public nonisolated static func == (lhs: ChannelAvatarView, rhs: ChannelAvatarView) -> Bool {
        lhs.avatar == rhs.avatar && lhs.showOnlineIndicator == rhs.showOnlineIndicator && lhs.size == rhs.size
    }

    public var body: some View {
        HStack(spacing: 0) {
            Image(uiImage: avatar)
                .resizable()
                .frame(width: size.width, height: size.height)
            if showOnlineIndicator {
                OnlineIndicatorView()
            }
        }
    }
}
