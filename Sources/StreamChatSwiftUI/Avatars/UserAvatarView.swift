import StreamChat
import SwiftUI

/// A user's avatar: their picture when `imageURL` names a PNG file that loads, otherwise their
/// initials on a colour that stays the same for the user.
///
/// Only an avatar with a picture to load observes ``ChannelHeaderLoader`` (to show it once it
/// has loaded), so an image loading elsewhere (another user's, a channel's) evaluates no
/// avatar of a user without one.
public struct UserAvatarView: View {
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
            UserInitials.view(of: user, size: size)
        }
    }
}

/// The picture of a user with a loadable `imageURL`, their initials until it has loaded (or when
/// it does not load).
struct UserPictureView: View {
    @ObservedObject private var loader = InjectedValues[\.utils].channelHeaderLoader
    let user: ChatUser
    let size: CGSize

    var body: some View {
        if let image = loader.image(for: user) {
            Image(uiImage: image)
                .resizable()
                .frame(width: size.width, height: size.height)
        } else {
            UserInitials.view(of: user, size: size)
        }
    }
}

/// A user's initials on their colour (built inline, not as a view of its own, so an avatar
/// without a picture costs no extra node). Both come from ``UserInitialsCache``.
///
/// The colour is the text's own (`Text.foregroundColor`, which returns a `Text`), not one set for
/// the views below: no modifier node for it, and one opaque result type fewer to resolve at run
/// time on every evaluation (each modifier applied to an opaque result, and the avatar's
/// conditional holding it, look up its conformance to `View`). The palette is read once,
/// without a key path, its colour converted once (`Appearance.color(_:)`).
enum UserInitials {
    @MainActor static func view(of user: ChatUser, size: CGSize) -> some View {
        let initials = UserInitialsCache.shared.appearance(of: user)
        return Text(initials.initials)
            .font(.caption.bold())
            .foregroundColor(Appearance.current.color(.textInverted))
            .lineLimit(1)
            .frame(width: size.width, height: size.height)
            .background(initials.color)
    }
}

/// The dot that marks a user as online.
struct OnlineIndicatorView: View {
    var body: some View {
        Text("●")
            .foregroundColor(Appearance.current.color(.onlineIndicator))
    }
}
