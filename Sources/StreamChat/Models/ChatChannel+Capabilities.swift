import Foundation

extension ChatChannel {
    /// Whether the current user may send messages here: the channel grants the
    /// `send-message` capability (it does not while the user is banned from the channel or
    /// app-wide, or is not a member). The value follows `ownCapabilities`, which the channel
    /// controller refreshes when a ban starts or ends.
    public var canSendMessage: Bool { ownCapabilities.contains(.sendMessage) }
}
