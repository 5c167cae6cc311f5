/// Whom a channel's events reach among the open connections, as one walk over them finds it
/// (`ChatServer.reach(of:among:)`): the connections that follow it and the users of those that
/// are members of it (its online members).
struct ChannelReach {
    /// The connections that watch the channel or whose user is a member, in the walk's order.
    private(set) var followers: [ServerConnection] = []
    /// The users of the followers that are members of the channel.
    private(set) var onlineMembers: Set<UserId> = []

    /// Adds a connection that follows the channel, as a member's or a watcher's.
    mutating func add(_ connection: ServerConnection, isMember: Bool) {
        followers.append(connection)
        if isMember { onlineMembers.insert(connection.userId) }
    }
}
