import Foundation

/// The embedded chat server: an in-process chat service that stores everything in SQLite and
/// fans events out to every connected client.
///
/// Several `ChatClient`s (different users) can connect to one server and see each other's
/// messages, typing, reads, reactions and presence. All requests and event deliveries are
/// serialized by one lock, so every client sees one order of events per channel.
///
/// ```swift
/// let server = try ChatServer(fileURL: databaseURL)      // or try ChatServer() in memory
/// let client = ChatClient(config: ChatClientConfig(apiKey: APIKey("demo"), transport: server))
/// ```
public final class ChatServer: ChatTransport, @unchecked Sendable {
    let lock = NSRecursiveLock()
    var storage: ChatStore?
    var connections: [ConnectionId: ServerConnection] = [:]
    var onlineConnectionCounts: [UserId: Int] = [:]
    var watchingUsers: [ChannelId: [UserId: Int]] = [:]
    var memberIndexes: [ChannelId: LiveMentionIndex] = [:]
    /// Member indexes being built in the background after a channel was first watched.
    var memberIndexBuilds: [ChannelId: MemberIndexBuild] = [:]
    /// Runs a member index build off the request that opened the channel (tests hold it).
    var memberIndexWarmup: @Sendable (@escaping @Sendable () -> Void) -> Void = {
        DispatchQueue.global(qos: .utility).async(execute: $0)
    }
    /// Called by a background member index build as it starts building (tests hold it there).
    var memberIndexWillBuild: @Sendable () -> Void = {}
    var userIndex: LiveMentionIndex?
    var userCache: [UserId: UserRecord] = [:]
    var channelCache: [ChannelId: ChannelRecord] = [:]
    var memberCache: [ChannelId: [UserId: MemberRecord?]] = [:]
    var configCache: [String: ChannelConfig] = [:]
    var newestMessageDates: [ChannelId: Date] = [:]
    var ephemeralGiphies: [MessageId: EphemeralGiphy] = [:]
    var blocklistCache: [String: Blocklist?] = [:]
    /// Bounced messages by id; nil until read from the store.
    var bouncedMessages: [MessageId: BouncedMessage]?
    let giphyCatalogue: GiphyCatalogue
    private var nextConnectionNumber = 0
    /// The time bans are given and checked at. Tests move it to see bans expire without waiting.
    var clock: @Sendable () -> Date = { Date() }
    /// The earliest expiry among stored timed bans (may be earlier than the real one after an
    /// unban or a replacing ban: lifting then finds nothing and looks again).
    var nextBanExpiry: Date?
    var banExpiryTimer: DispatchWorkItem?

    /// Where the database lives (`:memory:` for an in-memory server).
    public let databasePath: String

    /// Opens a server on an SQLite file (created if missing), or in memory when `fileURL` is nil.
    /// Throws `ClientError.StorageFailure` when the file cannot be opened or is from a newer build.
    public init(fileURL: URL? = nil, giphyCatalogue: GiphyCatalogue = .standard) throws {
        databasePath = fileURL?.path ?? ":memory:"
        storage = try ChatStore(path: databasePath)
        self.giphyCatalogue = giphyCatalogue
        try lock.withLock { try installDefaultChannelTypes() }
        try loadBanExpiry()
    }

    deinit { storage?.close() }

    /// Closes the database; connected clients get `ConnectionNotSuccessful` from then on.
    public func close() {
        lock.withLock {
            banExpiryTimer?.cancel()
            banExpiryTimer = nil
            connections.removeAll()
            storage?.close()
            storage = nil
        }
    }

    /// The current time for bans (given, in force, expired).
    var now: Date { lock.withLock { clock() } }

    /// Replaces the clock bans are given and checked by (for tests); the expiry timer follows it.
    func setClock(_ clock: @escaping @Sendable () -> Date) {
        lock.withLock {
            self.clock = clock
            scheduleBanExpiry()
        }
    }

    /// Whether `close()` was called.
    public var isClosed: Bool { lock.withLock { storage == nil } }

    /// The store, or an error when the server is closed.
    var store: ChatStore {
        get throws {
            guard let storage else { throw ClientError.ConnectionNotSuccessful("The chat server is closed.") }
            return storage
        }
    }

    // MARK: ChatTransport

    public func connect(userInfo: UserInfo, token: Token, eventHandler: @escaping @Sendable (ChatEvent) -> Void) throws -> ChatConnectionInfo {
        try lock.withLock {
            liftExpiredBans()
            try Self.validateUserId(userInfo.id)
            guard token.userId == userInfo.id else {
                throw ClientError.InvalidToken("The token belongs to \"\(token.userId)\", not \"\(userInfo.id)\".")
            }
            let now = Date()
            var user = try store.user(id: userInfo.id) ?? UserRecord(
                id: userInfo.id, name: nil, imageURL: nil, role: UserRole.user.rawValue, createdAt: now, updatedAt: now,
                lastActiveAt: nil, ban: nil, extra: [:])
            let profile = (name: user.name, imageURL: user.imageURL)
            if let name = userInfo.name { user.name = name }
            if let imageURL = userInfo.imageURL { user.imageURL = imageURL.absoluteString }
            if !userInfo.extraData.isEmpty { user.extra = userInfo.extraData }
            user.lastActiveAt = now
            user.updatedAt = now
            try saveUser(user)
            nextConnectionNumber += 1
            let connectionId = "\(userInfo.id)#\(nextConnectionNumber)"
            let connection = ServerConnection(id: connectionId, userId: userInfo.id, handler: eventHandler,
                                              memberOf: Set(try store.channelIds(memberId: userInfo.id)))
            connections[connectionId] = connection
            onlineConnectionCounts[userInfo.id, default: 0] += 1
            // Everyone hears of a user coming online, and of a new name or image (also from a
            // user already online elsewhere), so names and avatars update on every screen.
            let cameOnline = onlineConnectionCounts[userInfo.id] == 1
            if cameOnline || profile != (user.name, user.imageURL) {
                let everyone = connectionsInOrder()
                broadcastPresence(of: userInfo.id, to: everyone)
                if cameOnline { broadcastOnlineMembers(in: connection.memberOf, among: everyone) }
            }
            return ChatConnectionInfo(connectionId: connectionId, currentUser: try currentUser(userInfo.id))
        }
    }

    public func disconnect(_ connectionId: ConnectionId) {
        lock.withLock {
            guard let connection = connections.removeValue(forKey: connectionId) else { return }
            for cid in connection.watching { stopWatching(cid, userId: connection.userId) }
            onlineConnectionCounts[connection.userId, default: 1] -= 1
            if onlineConnectionCounts[connection.userId] == 0 {
                onlineConnectionCounts[connection.userId] = nil
                try? touchLastActive(connection.userId)
                let everyone = connectionsInOrder()
                broadcastPresence(of: connection.userId, to: everyone)
                broadcastOnlineMembers(in: connection.memberOf, among: everyone)
            }
        }
    }

    public func perform(_ request: ChatRequest, on connectionId: ConnectionId) throws -> ChatResponse {
        waitForMemberIndexBuild(before: request)
        return try lock.withLock {
            liftExpiredBans()
            guard let connection = connections[connectionId] else {
                throw ClientError.ConnectionNotSuccessful("Connection \(connectionId) is not open.")
            }
            return try handle(request, from: connection)
        }
    }

    /// A user id has 1 to 255 bytes and no control characters or spaces.
    static func validateUserId(_ id: UserId) throws {
        guard !id.isEmpty, id.utf8.count <= 255,
              !id.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0.properties.isWhitespace }) else {
            throw ClientError.InvalidRequest("User id \"\(id.debugDescription.dropFirst().dropLast())\" must have 1 to 255 bytes without spaces or control characters.")
        }
    }

    // MARK: Connections and delivery

    /// Sends events built per viewer to every connection in `audience`. Called under the lock,
    /// so deliveries keep commit order.
    func deliver(to audience: [ServerConnection], _ build: (ServerConnection) throws -> ChatEvent?) {
        for connection in audience {
            if let event = try? build(connection) { connection.handler(event) }
        }
    }

    /// Connections that follow a channel: they watch it or their user is a member.
    func audience(of cid: ChannelId) -> [ServerConnection] {
        connections.values.filter { $0.follows(cid) }.sorted { $0.id < $1.id }
    }

    /// Every open connection, by id: the order events are delivered in.
    func connectionsInOrder() -> [ServerConnection] {
        connections.values.sorted { $0.id < $1.id }
    }

    /// Connections of one user.
    func connections(of userId: UserId) -> [ServerConnection] {
        connections.values.filter { $0.userId == userId }.sorted { $0.id < $1.id }
    }

    func isOnline(_ userId: UserId) -> Bool { onlineConnectionCounts[userId, default: 0] > 0 }

    /// How many members of a channel are online (the users of the open connections that are
    /// members of it), over all members (not only the 100 a channel value carries): one pass over
    /// the connections, counting each user once.
    func onlineMemberCount(of cid: ChannelId) -> Int {
        onlineMembers(in: [cid])[cid]?.count ?? 0
    }

    /// The online members of each of `channels` (absent when none): the users of the open
    /// connections that are members of it, from one pass over them, so a channel list finds
    /// them once for its page, not once per channel.
    func onlineMembers(in channels: Set<ChannelId>) -> [ChannelId: Set<UserId>] {
        var online: [ChannelId: Set<UserId>] = [:]
        for connection in connections.values {
            connection.forEachMembership(among: channels) { online[$0, default: []].insert(connection.userId) }
        }
        return online
    }

    /// The followers (``audience(of:)``, in the order of `connections`) and the online members
    /// of each of `channels` that has any, from one walk over `connections`: what a presence
    /// change tells each channel's followers.
    func reach(of channels: Set<ChannelId>, among connections: some Sequence<ServerConnection>) -> [ChannelId: ChannelReach] {
        var reach: [ChannelId: ChannelReach] = [:]
        for connection in connections {
            connection.forEachFollowed(among: channels) { cid, isMember in
                reach[cid, default: ChannelReach()].add(connection, isMember: isMember)
            }
        }
        return reach
    }

    /// Records that a connection watches a channel; announces a new watching user.
    func startWatching(_ cid: ChannelId, connection: ServerConnection) {
        guard connection.watching.insert(cid).inserted else { return }
        watchingUsers[cid, default: [:]][connection.userId, default: 0] += 1
        if watchingUsers[cid]?[connection.userId] == 1 { broadcastWatchers(of: cid) }
    }

    /// Records that one connection of `userId` stopped watching; announces a user who left.
    func stopWatching(_ cid: ChannelId, userId: UserId) {
        guard var users = watchingUsers[cid] else { return }
        users[userId, default: 1] -= 1
        let left = users[userId] == 0
        if left { users[userId] = nil }
        watchingUsers[cid] = users.isEmpty ? nil : users
        if left { broadcastWatchers(of: cid) }
    }

    /// Users watching a channel, most recently active first.
    func watchers(of cid: ChannelId) -> [ChatUser] {
        let ids = watchingUsers[cid].map { Array($0.keys) } ?? []
        let records = (try? users(ids).values.sorted { ($0.lastActiveAt ?? .distantPast) > ($1.lastActiveAt ?? .distantPast) }) ?? []
        return records.map(makeUser)
    }

    private func broadcastWatchers(of cid: ChannelId) {
        let watching = watchers(of: cid)
        deliver(to: audience(of: cid)) { _ in .watchersChanged(cid: cid, watcherCount: watching.count, watchers: Array(watching.prefix(100))) }
    }

    /// Tells `everyone` (every open connection, `connectionsInOrder()`) of a user's presence.
    private func broadcastPresence(of userId: UserId, to everyone: [ServerConnection]) {
        guard let record = try? user(userId) else { return }
        userIndex?.updateLastActive(userId, record.lastActiveAt)
        for index in memberIndexes.values { index.updateLastActive(userId, record.lastActiveAt) }
        noteActivityForMemberIndexBuilds(userId, record.lastActiveAt)
        let chatUser = makeUser(record)
        deliver(to: everyone) { _ in .userPresenceChanged(chatUser) }
    }

    /// Tells the followers of each of `channels` how many members are online, after a user of
    /// theirs came online or went offline. `channels` are the memberships the user's connection
    /// holds, so no query runs under the lock; `everyone` (the connections in order, which the
    /// caller also told of the user's presence) is walked once for the followers and the online
    /// members of all the channels (not once per channel, nor sorted again).
    private func broadcastOnlineMembers(in channels: Set<ChannelId>, among everyone: [ServerConnection]) {
        guard !channels.isEmpty else { return }
        let reach = reach(of: channels, among: everyone)
        for cid in channels.sorted(by: { $0.rawValue < $1.rawValue }) {
            guard let channel = reach[cid] else { continue }
            let count = channel.onlineMembers.count
            deliver(to: channel.followers) { _ in .onlineMembersChanged(cid: cid, onlineMemberCount: count) }
        }
    }
}
