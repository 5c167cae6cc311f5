// The app's own views the samples refer to (not part of the seed text).
import StreamChat
import StreamChatSwiftUI
import SwiftUI

/// The app's avatar: the user's name in brackets, so tests can see it was used.
struct CustomUserAvatarView: View {
    let user: ChatUser
    let size: CGSize

    var body: some View {
        Text("[\(user.name ?? user.id)]")
    }
}

/// The app's empty state.
struct CustomNoChannelsView: View {
    var body: some View {
        Text("Nothing here yet: custom empty state")
    }
}
