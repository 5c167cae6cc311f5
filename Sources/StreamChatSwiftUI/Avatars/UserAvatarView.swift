import StreamChat
import SwiftUI

/// A user's avatar: their picture when `imageURL` names a PNG file that loads, otherwise their
/// initials on a colour that stays the same for the user.
///
/// Only an avatar with a picture to load observes ``ChannelHeaderLoader`` (to show it once it
/// has loaded), so an image loading elsewhere (another user's, a channel's) evaluates no
/// avatar of a user without one.
public struct UserAvatarView: View {
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

    /// The picture (or the initials) alone unless the online dot shows beside it: an avatar
    /// without the dot (every message row's) is not wrapped in a stack.
    public var body: some View {
        if showsOnlineIndicator && user.isOnline {
            HStack(spacing: 0) {
                picture
                OnlineIndicatorView()
            }
        } else {
            picture
        }
    }

    @ViewBuilder private var picture: some View {
        if let url = user.imageURL, ChannelHeaderLoader.canLoad(url) {
            UserPictureView(user: user, size: size)
        } else {
            UserInitials.view(of: user, size: size, colors: colors)
        }
    }
}

/// The picture of a user with a loadable `imageURL`, their initials until it has loaded (or when
/// it does not load).
struct UserPictureView: View {
    @ObservedObject private var loader = InjectedValues[\.utils].channelHeaderLoader
    @Injected(\.colors) private var colors
    let user: ChatUser
    let size: CGSize

    var body: some View {
        if let image = loader.image(for: user) {
            Image(uiImage: image)
                .resizable()
                .frame(width: size.width, height: size.height)
        } else {
            UserInitials.view(of: user, size: size, colors: colors)
        }
    }
}

/// A user's initials on their colour (built inline, not as a view of its own, so an avatar
/// without a picture costs no extra node). Both come from ``UserInitialsCache``.
enum UserInitials {
    @MainActor static func view(of user: ChatUser, size: CGSize, colors: ColorPalette) -> some View {
        let appearance = UserInitialsCache.shared.appearance(of: user)
        return Text(appearance.initials)
            .font(.caption.bold())
            .lineLimit(1)
            .foregroundColor(Color(colors.textInverted))
            .frame(width: size.width, height: size.height)
            .background(appearance.color)
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
