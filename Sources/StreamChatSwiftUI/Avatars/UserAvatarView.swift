import StreamChat
import SwiftUI

/// A user's avatar: their picture when `imageURL` names a PNG file that loads, otherwise their
/// initials on a colour that stays the same for the user.
public struct UserAvatarView: View {
    @ObservedObject private var loader = InjectedValues[\.utils].channelHeaderLoader
    @Injected(\.colors) private var colors

    private let user: ChatUser
    private let size: CGSize
    private let showsOnlineIndicator: Bool

    /// Creates the avatar.
    /// - Parameters:
    ///   - user: the user to show.
    ///   - size: the size in points.
    ///   - showsOnlineIndicator: whether to mark the user as online when they are.
    public init(user: ChatUser, size: CGSize = CGSize(width: 32, height: 32), showsOnlineIndicator: Bool = false) {
        self.user = user
        self.size = size
        self.showsOnlineIndicator = showsOnlineIndicator
    }

    public var body: some View {
        HStack(spacing: 0) {
            if let image = loader.image(for: user) {
                Image(uiImage: image)
                    .resizable()
                    .frame(width: size.width, height: size.height)
            } else {
                Text(AvatarAppearance.initials(for: user.displayName))
                    .font(.caption.bold())
                    .lineLimit(1)
                    .foregroundColor(Color(colors.textInverted))
                    .frame(width: size.width, height: size.height)
                    .background(AvatarAppearance.color(for: user.id))
            }
            if showsOnlineIndicator && user.isOnline {
                OnlineIndicatorView()
            }
        }
    }
}

/// The dot that marks a user as online.
struct OnlineIndicatorView: View {
    @Injected(\.colors) private var colors

    var body: some View {
        Text("●")
            .foregroundColor(Color(colors.onlineIndicator))
    }
}
