import Foundation
import StreamChat

/// The people a mention in a channel can suggest, with a search index over them that is rebuilt
/// only when the channel's members or watchers change.
@MainActor final class MentionCandidates {
    private var cached: (key: Key, users: [ChatUser], index: MentionSearchIndex)?

    /// Identifies a candidate list cheaply: the channel's arrays and their sizes. A change of
    /// the channel's members or watchers gives a new key.
    private struct Key: Equatable {
        let cid: ChannelId
        let currentUserId: UserId?
        let members: [ChatChannelMember]
        let watchers: [ChatUser]

        static func == (left: Key, right: Key) -> Bool {
            left.cid == right.cid && left.currentUserId == right.currentUserId
                && left.members.count == right.members.count && left.watchers.count == right.watchers.count
                && sameUsers(left.members, right.members) && sameUsers(left.watchers, right.watchers)
        }

        /// Equal users; an unchanged array (same storage) is recognised without visiting it.
        private static func sameUsers<User: ChatUser>(_ left: [User], _ right: [User]) -> Bool {
            let sameStorage = left.withUnsafeBufferPointer { leftBuffer in
                right.withUnsafeBufferPointer { $0.baseAddress == leftBuffer.baseAddress }
            }
            return sameStorage || zip(left, right).allSatisfy { $0 === $1 || $0 == $1 }
        }
    }

    /// The best `limit` loaded members and watchers (without the current user) for `query`.
    func search(_ query: String, in channel: ChatChannel, currentUserId: UserId?, limit: Int) -> [ChatUser] {
        let (users, index) = indexed(channel, currentUserId: currentUserId)
        return index.search(query, limit: limit).map { users[$0] }
    }

    private func indexed(_ channel: ChatChannel, currentUserId: UserId?) -> ([ChatUser], MentionSearchIndex) {
        let key = Key(cid: channel.cid, currentUserId: currentUserId, members: channel.lastActiveMembers, watchers: channel.lastActiveWatchers)
        if let cached, cached.key == key { return (cached.users, cached.index) }
        var seen = Set<UserId>()
        var users: [ChatUser] = []
        for user in (channel.lastActiveMembers as [ChatUser]) + channel.lastActiveWatchers
        where user.id != currentUserId && seen.insert(user.id).inserted {
            users.append(user)
        }
        let index = Self.index(users)
        cached = (key, users, index)
        return (users, index)
    }

    /// An index over `users` (positions match).
    static func index(_ users: [ChatUser]) -> MentionSearchIndex {
        MentionSearchIndex(entries: users.map { MentionSearchIndex.Entry(id: $0.id, name: $0.name, lastActiveAt: $0.lastActiveAt) })
    }

    /// Ranks `users` for `query` with the same rules as the index, dropping duplicates and `excludedId`.
    static func rank(_ users: [ChatUser], for query: String, excluding excludedId: UserId?, limit: Int) -> [ChatUser] {
        var seen = Set<UserId>()
        let unique = users.filter { $0.id != excludedId && seen.insert($0.id).inserted }
        return index(unique).search(query, limit: limit).map { unique[$0] }
    }
}
