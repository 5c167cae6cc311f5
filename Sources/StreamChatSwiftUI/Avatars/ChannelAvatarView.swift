import SwiftUI

/// A channel's avatar image with an optional online indicator, as used in the channel list and
/// the channel header. Get the image, and the initials of a generated one, from
/// ``ChannelHeaderLoader/avatar(for:)``.
///
/// `Equatable` (same image, initials, indicator and size), so a header drawn again for another
/// reason skips its avatar.
public struct ChannelAvatarView: View, Equatable {
    private let avatar: UIImage
    private let initials: String?
    private let showOnlineIndicator: Bool
    private let size: CGSize

    /// Creates the avatar.
    /// - Parameters:
    ///   - avatar: the image to show.
    ///   - initials: drawn centred over the image, for a generated avatar (colours only), so that
    ///     a small one is recognised by more than its colour; nil for a picture.
    ///   - showOnlineIndicator: whether to show the online indicator.
    ///   - size: the size in points.
    public init(avatar: UIImage, initials: String? = nil, showOnlineIndicator: Bool, size: CGSize = CGSize(width: 48, height: 32)) {
        self.avatar = avatar
        self.initials = initials
        self.showOnlineIndicator = showOnlineIndicator
        self.size = size
    }

    public nonisolated static func == (lhs: ChannelAvatarView, rhs: ChannelAvatarView) -> Bool {
        lhs.avatar == rhs.avatar && lhs.initials == rhs.initials && lhs.showOnlineIndicator == rhs.showOnlineIndicator
            && lhs.size == rhs.size
    }

    public var body: some View {
        HStack(spacing: 0) {
            Image(uiImage: avatar)
                .resizable()
                .frame(width: size.width, height: size.height)
                .overlay {
                    if let initials {
                        Text(initials)
                            .font(.caption.bold())
                            .foregroundColor(Appearance.current.color(.textInverted))
                            .lineLimit(1)
                    }
                }
            if showOnlineIndicator {
                OnlineIndicatorView()
            }
        }
    }
}
