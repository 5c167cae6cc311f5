import Foundation

/// One open connection of a user to the server.
final class ServerConnection: @unchecked Sendable {
    let id: ConnectionId
    let userId: UserId
    let handler: @Sendable (ChatEvent) -> Void
    /// Channels this connection watches (loaded with `watch: true`).
    var watching: Set<ChannelId> = []
    /// Channels the user is a member of.
    var memberOf: Set<ChannelId>

    init(id: ConnectionId, userId: UserId, handler: @escaping @Sendable (ChatEvent) -> Void, memberOf: Set<ChannelId>) {
        self.id = id
        self.userId = userId
        self.handler = handler
        self.memberOf = memberOf
    }

    /// Whether the connection hears of `cid`'s events: it watches the channel or its user is a
    /// member.
    func follows(_ cid: ChannelId) -> Bool {
        watching.contains(cid) || memberOf.contains(cid)
    }

    /// Calls `body` with each of `channels` the connection follows (``follows(_:)``), once, and
    /// whether its user is a member of it (else the connection only watches it). Walks the
    /// smaller of the memberships and `channels`.
    func forEachFollowed(among channels: Set<ChannelId>, _ body: (ChannelId, _ isMember: Bool) -> Void) {
        forEachMembership(among: channels) { body($0, true) }
        for cid in watching where channels.contains(cid) && !memberOf.contains(cid) { body(cid, false) }
    }

    /// Calls `body` with each of `channels` the connection's user is a member of, once. Walks the
    /// smaller of the memberships and `channels`.
    func forEachMembership(among channels: Set<ChannelId>, _ body: (ChannelId) -> Void) {
        if memberOf.count < channels.count {
            for cid in memberOf where channels.contains(cid) { body(cid) }
        } else {
            for cid in channels where memberOf.contains(cid) { body(cid) }
        }
    }
}
