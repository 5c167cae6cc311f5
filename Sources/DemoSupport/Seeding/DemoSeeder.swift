import Foundation
import StreamChat

/// Fills an empty chat server with the demo's world: the cast and a crowd of users, the team
/// channel, the 10,000-member town hall, a small channel, direct messages, a few hundred
/// messages with mentions, reactions, a giphy and a quoted reply.
///
/// Bulk data goes through the server's seeding API (one transaction per call); the few
/// interactive things (reactions, the giphy, the reply, read marks) go through real requests of
/// the people doing them, so they are stored exactly as the app would store them.
public struct DemoSeeder: Sendable {
    /// The seed used unless another one is given.
    public static let defaultSeed: UInt64 = 20_261_130

    /// What was seeded.
    public struct Summary: Equatable, Sendable {
        public var userCount = 0
        public var memberCounts: [ChannelId: Int] = [:]
        public var messageCount = 0
        public var reactionCount = 0
        public var mentionCount = 0
    }

    public let seed: UInt64

    /// The blocklist of `messaging` channels: a message with one of these words is bounced;
    /// its author may edit it, delete it, or send it anyway (it is then flagged).
    public static let blocklist = Blocklist(words: ["spam", "scam"], behavior: .bounceThenFlag)

    public init(seed: UInt64 = DemoSeeder.defaultSeed) {
        self.seed = seed
    }

    /// Seeds `server`, which should be empty. Timestamps end shortly before `now`.
    @discardableResult
    public func seed(_ server: ChatServer, now: Date = Date()) throws -> Summary {
        var random = SeededRandom(seed: seed)
        var summary = Summary()
        summary.userCount = try seedUsers(server, now: now, random: &random)
        try server.setBlocklist(Self.blocklist, forChannelType: .messaging)
        let plans = DemoChannels.plans
        var seeded: [ChannelId: [ChatServer.SeedMessage]] = [:]
        for plan in plans {
            try seedChannel(plan, server: server, now: now)
            summary.memberCounts[plan.cid] = plan.memberIds.count
            let messages = DemoMessageScript(plan: plan, now: now).messages(using: &random)
            try server.seedMessages(messages, in: plan.cid)
            seeded[plan.cid] = messages
            summary.messageCount += messages.count
            summary.mentionCount += messages.filter { !$0.mentionedUserIds.isEmpty }.count
        }
        let actors = SeedingActors(server: server)
        defer { actors.disconnectAll() }
        summary.reactionCount = try addReactions(to: seeded, actors: actors, random: &random)
        summary.messageCount += try addGiphyAndReply(teamMessages: seeded[DemoChannels.team] ?? [], actors: actors)
        for plan in plans where plan.cid != DemoChannels.team && plan.cid != DemoChannels.directMessage(with: "noah") {
            _ = try actors.perform(.markRead(cid: plan.cid), as: plan.memberIds[0])
        }
        return summary
    }

    private func seedUsers(_ server: ChatServer, now: Date, random: inout SeededRandom) throws -> Int {
        var users = DemoCast.people.map { person in
            ChatServer.SeedUser(id: person.id, name: person.name, role: person.id == DemoCast.defaultUserId ? .admin : .user,
                                lastActiveAt: now.addingTimeInterval(-Double(Int.random(in: 5...4_000, using: &random)) * 60))
        }
        let crowdCount = DemoChannels.townHallMemberCount - DemoCast.people.count
        users += (1...crowdCount).map { index in
            ChatServer.SeedUser(id: DemoCast.crowdId(index), name: DemoCast.crowdName(index),
                                lastActiveAt: now.addingTimeInterval(-Double(index) * 97))
        }
        try server.seedUsers(users)
        return users.count
    }

    private func seedChannel(_ plan: DemoChannels.Plan, server: ChatServer, now: Date) throws {
        let creator = plan.memberIds[0]
        let created = now.addingTimeInterval(-40 * 86_400)
        let initial = Array(plan.memberIds.dropFirst().prefix(50))
        try server.seedChannel(plan.cid, name: plan.name, createdBy: creator, memberIds: initial,
                               isDirectMessage: plan.isDirectMessage, createdAt: created)
        let rest = Array(plan.memberIds.dropFirst(1 + initial.count))
        if !rest.isEmpty { try server.seedMembers(rest, to: plan.cid, joinedAt: created) }
    }

    /// Reactions by channel members on about one message in six of the named channels.
    private func addReactions(to seeded: [ChannelId: [ChatServer.SeedMessage]], actors: SeedingActors,
                              random: inout SeededRandom) throws -> Int {
        var count = 0
        for plan in DemoChannels.plans where !plan.isDirectMessage {
            let reactors = plan.memberIds.filter { DemoCast.person($0) != nil }
            for message in seeded[plan.cid] ?? [] where random.chance(1.0 / 6.0) {
                let reactor = random.pick(reactors.filter { $0 != message.authorId })
                let type = MessageReactionType(rawValue: random.pick(DemoPhrases.reactionTypes))
                _ = try actors.perform(.addReaction(messageId: message.id, type: type, score: 1, enforceUnique: false), as: reactor)
                count += 1
            }
        }
        return count
    }

    /// A giphy sent with `/giphy cats` and a quoted reply to the default user, in the team
    /// channel, the way the composer sends them. Returns how many messages were added.
    private func addGiphyAndReply(teamMessages: [ChatServer.SeedMessage], actors: SeedingActors) throws -> Int {
        let you = DemoCast.defaultUserId
        let giphy = NewMessage(id: "seed-team-giphy", text: "/giphy cats")
        _ = try actors.perform(.sendMessage(cid: DemoChannels.team, giphy), as: you)
        _ = try actors.perform(.ephemeralAction(messageId: giphy.id, action: .giphySend), as: you)
        guard let quoted = teamMessages.last(where: { $0.authorId == you }) else { return 1 }
        let reply = NewMessage(id: "seed-team-reply", text: "Replying to this one: agreed, let's ship it 🚢", quotedMessageId: quoted.id)
        _ = try actors.perform(.sendMessage(cid: DemoChannels.team, reply), as: "ana")
        return 2
    }
}

/// Connections of the people who act during seeding, opened on first use.
final class SeedingActors {
    private let server: ChatServer
    private var connections: [UserId: ConnectionId] = [:]

    init(server: ChatServer) {
        self.server = server
    }

    func perform(_ request: ChatRequest, as userId: UserId) throws -> ChatResponse {
        try server.perform(request, on: connection(for: userId))
    }

    private func connection(for userId: UserId) throws -> ConnectionId {
        if let existing = connections[userId] { return existing }
        let info = try server.connect(userInfo: UserInfo(id: userId), token: .development(userId: userId), eventHandler: { _ in })
        connections[userId] = info.connectionId
        return info.connectionId
    }

    func disconnectAll() {
        for connection in connections.values { server.disconnect(connection) }
        connections.removeAll()
    }
}
