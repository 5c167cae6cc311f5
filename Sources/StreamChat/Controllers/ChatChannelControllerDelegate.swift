import Foundation

/// Told about changes of a channel controller's channel, messages and typing users.
/// Called on the main actor after the controller's state changed.
@MainActor public protocol ChatChannelControllerDelegate: DataControllerStateDelegate {
    func channelController(_ channelController: ChatChannelController, didUpdateChannel channel: EntityChange<ChatChannel>)
    func channelController(_ channelController: ChatChannelController, didUpdateMessages changes: [ListChange<ChatMessage>])
    func channelController(_ channelController: ChatChannelController, didChangeTypingUsers typingUsers: Set<ChatUser>)
}

extension ChatChannelControllerDelegate {
    public func channelController(_ channelController: ChatChannelController, didUpdateChannel channel: EntityChange<ChatChannel>) {}
    public func channelController(_ channelController: ChatChannelController, didUpdateMessages changes: [ListChange<ChatMessage>]) {}
    public func channelController(_ channelController: ChatChannelController, didChangeTypingUsers typingUsers: Set<ChatUser>) {}
}
