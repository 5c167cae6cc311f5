import Foundation
import StreamChat

/// Builders of model values for tests.
enum Fixtures {
    static func user(_ id: String, name: String? = nil, online: Bool = false, lastActiveAt: Date? = nil, imageURL: URL? = nil) -> ChatUser {
        ChatUser(id: id, name: name, imageURL: imageURL, isOnline: online, lastActiveAt: lastActiveAt)
    }

    static func member(_ id: String, name: String? = nil, online: Bool = false, lastActiveAt: Date? = nil) -> ChatChannelMember {
        ChatChannelMember(user: user(id, name: name, online: online, lastActiveAt: lastActiveAt))
    }

    static func channel(
        _ id: String,
        name: String? = nil,
        isDirectMessage: Bool = false,
        members: [ChatChannelMember] = [],
        memberCount: Int? = nil,
        watcherCount: Int = 0,
        typing: Set<ChatUser> = []
    ) -> ChatChannel {
        ChatChannel(
            cid: ChannelId(type: .messaging, id: id),
            name: name,
            isDirectMessageChannel: isDirectMessage,
            memberCount: memberCount ?? members.count,
            watcherCount: watcherCount,
            lastActiveMembers: members,
            currentlyTypingUsers: typing
        )
    }

    static func message(
        _ id: String,
        text: String,
        author: ChatUser,
        at seconds: TimeInterval,
        type: MessageType = .regular,
        mentioned: Set<ChatUser> = []
    ) -> ChatMessage {
        ChatMessage(
            id: id,
            cid: ChannelId(type: .messaging, id: "general"),
            text: text,
            type: type,
            author: author,
            createdAt: Date(timeIntervalSince1970: seconds),
            mentionedUsers: mentioned
        )
    }
}
