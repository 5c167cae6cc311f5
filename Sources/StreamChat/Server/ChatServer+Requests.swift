import Foundation

extension ChatServer {
    /// Routes a request to its handler. Called under the lock.
    func handle(_ request: ChatRequest, from connection: ServerConnection) throws -> ChatResponse {
        switch request {
        case let .queryChannel(cid, creation, messagesLimit, before, membersLimit, watch, after, around):
            let anchor = try MessagePageAnchor(before: before, after: after, around: around)
            return try queryChannel(cid, creation: creation, messagesLimit: messagesLimit, anchor: anchor, membersLimit: membersLimit,
                                    watch: watch, connection: connection)
        case let .stopWatching(cid):
            if connection.watching.remove(cid) != nil { stopWatching(cid, userId: connection.userId) }
            return .empty
        case let .updateChannel(cid, name, imageURL):
            return try updateChannel(cid, name: name, imageURL: imageURL, by: connection.userId)
        case let .queryChannels(query, offset):
            return .channels(try queryChannels(query, offset: offset, viewer: connection.userId))
        case let .queryUsers(query, offset):
            return .users(try queryUsers(query, offset: offset))
        case let .queryMembers(query, offset):
            return .members(try queryMembers(query, offset: offset))
        case let .addMembers(cid, userIds):
            try addMembers(userIds, to: cid, by: connection.userId)
            return .empty
        case let .removeMembers(cid, userIds):
            try removeMembers(userIds, from: cid, by: connection.userId)
            return .empty
        case let .sendMessage(cid, message):
            return .message(try sendMessage(message, to: cid, from: connection.userId))
        case let .updateMessage(id, text):
            return .message(try updateMessage(id, text: text, by: connection.userId))
        case let .deleteMessage(id):
            return .message(try deleteMessage(id, by: connection.userId))
        case let .pinMessage(id, pinned):
            return .message(try pinMessage(id, pinned: pinned, by: connection.userId))
        case let .addReaction(messageId, type, score, enforceUnique):
            return .message(try addReaction(type, score: score, enforceUnique: enforceUnique, to: messageId, by: connection.userId))
        case let .deleteReaction(messageId, type):
            return .message(try deleteReaction(type, from: messageId, by: connection.userId))
        case let .ephemeralAction(messageId, action):
            return try ephemeralAction(action, on: messageId, by: connection.userId).map(ChatResponse.message) ?? .empty
        case let .typing(cid, isTyping):
            try typing(isTyping, in: cid, by: connection.userId)
            return .empty
        case let .markRead(cid):
            try markRead(cid, by: connection.userId)
            return .empty
        case let .getUser(id):
            return .user(try makeUser(id: id))
        case let .muteUser(target):
            return .currentUser(try mute(target, by: connection.userId))
        case let .unmuteUser(target):
            return .currentUser(try unmute(target, by: connection.userId))
        case let .banUser(target, cid, timeoutInMinutes, reason):
            try ban(target, in: cid, timeoutInMinutes: timeoutInMinutes, reason: reason, by: connection.userId)
            return .empty
        case let .unbanUser(target, cid):
            try unban(target, in: cid, by: connection.userId)
            return .empty
        case let .flagUser(target, reason):
            return .currentUser(try flagUser(target, reason: reason, by: connection.userId))
        case let .flagMessage(id, reason):
            try flagMessage(id, reason: reason, by: connection.userId)
            return .empty
        case let .searchMessages(query, offset):
            return .messages(try searchMessages(query, offset: offset, viewer: connection.userId))
        case let .updateDraftMessage(cid, draft):
            return .draft(try updateDraft(draft, in: cid, by: connection.userId))
        case let .deleteDraftMessage(cid):
            try deleteDraft(in: cid, by: connection.userId)
            return .empty
        case let .getMessages(cid, ids):
            return .messages(try messages(ids, in: cid, viewer: connection.userId))
        case let .getDraftMessage(cid):
            _ = try channelRecord(cid)
            return .draft(try draftMessage(in: cid, viewer: connection.userId))
        }
    }
}
