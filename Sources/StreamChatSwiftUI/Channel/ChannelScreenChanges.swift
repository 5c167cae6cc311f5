import Combine
import StreamChat

/// Announces the changes that one part of the channel screen shows, and nothing else. The part
/// observes this instead of the whole ``ChatChannelViewModel`` (which announces every change of
/// the channel), so an appended message evaluates only the parts that show it.
final class ChannelPartChanges: ObservableObject {
    let objectWillChange = ObservableObjectPublisher()
}

/// What each part of the channel screen is told about. The view model announces a change here
/// when it has happened (the parts read the new state when they are evaluated, in the next frame).
@MainActor
final class ChannelScreenChanges {
    /// The screen itself: the channel loaded, a confirmation asked or answered.
    let screen = ChannelPartChanges()
    /// A header that may show anything of the channel: every change of the channel or of who types.
    let header = ChannelPartChanges()
    /// A header that shows nothing of the channel's message activity (see
    /// ``ChatChannel/isSame(apartFromMessageActivity:)``): other changes of the channel and of who types.
    let headerApartFromMessageActivity = ChannelPartChanges()
    /// The list container: the channel apart from its message activity, who types, whether
    /// there are messages.
    let container = ChannelPartChanges()
    /// The scroll-to-bottom button: whether the list is scrolled up and how many messages
    /// arrived since.
    let scrollToBottom = ChannelPartChanges()
    /// The message list: requests to scroll.
    let list = ChannelPartChanges()
    /// The rows of the message list: its messages and the current user's mutes.
    let rows = ChannelPartChanges()
    /// The composer: the message replied to or edited.
    let composer = ChannelPartChanges()

    /// The changes a header made by `factory` needs.
    func header<Factory: ViewFactory>(for factory: Factory) -> ChannelPartChanges {
        Factory.ChatHeaderViewModifier.self is any ShowsNoMessageActivity.Type ? headerApartFromMessageActivity : header
    }
}

/// A channel header modifier that shows nothing of the channel's message activity (its last
/// message time, latest messages, reads and unread counts): a change of only those does not
/// evaluate it. The SDK's own header is one; a custom header is told about every change.
protocol ShowsNoMessageActivity {}

extension ChatChannel {
    /// Whether the channel differs from `other` at most in its message activity, which a new
    /// message changes: last message time, latest messages, reads and unread counts (and who
    /// types, announced on its own). What the screen around the messages shows is the same.
    func isSame(apartFromMessageActivity other: ChatChannel) -> Bool {
        cid == other.cid && name == other.name && imageURL == other.imageURL
            && createdAt == other.createdAt && updatedAt == other.updatedAt && createdBy == other.createdBy
            && config == other.config && ownCapabilities == other.ownCapabilities
            && isDirectMessageChannel == other.isDirectMessageChannel && memberCount == other.memberCount
            && watcherCount == other.watcherCount && onlineMemberCount == other.onlineMemberCount
            && lastActiveMembers == other.lastActiveMembers
            && lastActiveWatchers == other.lastActiveWatchers && membership == other.membership
            && extraData == other.extraData
    }
}
