import Foundation

extension ChatChannel {
    /// Updates the current user's unread count for `message`, which just arrived: their own
    /// published message reads the channel (the server counts posting as reading); another
    /// user's counts unless it is silent, a system or thread-only message, or by a user they
    /// muted (as the server counts them, `ChatStore.unreadCounts`). Only for channels the user
    /// is a member of; messages still being sent (`localState`) change nothing.
    mutating func countArrival(of message: ChatMessage, for currentUser: CurrentChatUser?) {
        guard membership != nil, message.localState == nil, let currentUser else { return }
        if message.author.id == currentUser.id {
            if message.type == .regular { unreadCount = .noUnread }
            return
        }
        guard message.type == .regular, !message.isSilent, message.parentMessageId == nil,
              !currentUser.mutedUsers.contains(where: { $0.id == message.author.id }) else { return }
        let mentioned = message.mentionedUsers.contains { $0.id == currentUser.id }
        unreadCount = ChannelUnreadCount(messages: unreadCount.messages + 1, mentions: unreadCount.mentions + (mentioned ? 1 : 0))
    }
}
