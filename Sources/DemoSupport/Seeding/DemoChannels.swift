import StreamChat

/// The channels the demo seeds.
public enum DemoChannels {
    /// A channel to create: id, name, members (the first is its creator and owner).
    public struct Plan: Sendable {
        public let cid: ChannelId
        public let name: String?
        public let memberIds: [UserId]
        public let isDirectMessage: Bool
        /// How many seeded messages it gets.
        public let messageCount: Int
    }

    /// The team channel (30 members).
    public static let team = ChannelId(type: .messaging, id: "team")
    /// The channel of 10,000 members, where mention search goes to the server.
    public static let townHall = ChannelId(type: .messaging, id: "town-hall")
    /// A small channel of 12.
    public static let random = ChannelId(type: .messaging, id: "random")

    /// How many members the big channel has.
    public static let townHallMemberCount = 10_000
    /// How many members the team channel has.
    public static let teamMemberCount = 30

    /// The people (by cast order) who have a direct-message channel with the default user.
    public static let directMessagePartners: [UserId] = ["ana", "yuki", "noah", "bjorn"]

    /// The id of the direct-message channel between the default user and `partner`.
    public static func directMessage(with partner: UserId) -> ChannelId {
        ChannelId(type: .messaging, id: "dm-\(DemoCast.defaultUserId)-\(partner)")
    }

    /// Every channel, in creation order.
    public static var plans: [Plan] {
        let castIds = DemoCast.people.map(\.id)
        let crowdCount = townHallMemberCount - castIds.count
        let crowd = (1...crowdCount).map(DemoCast.crowdId)
        var plans = [
            Plan(cid: team, name: "Team", memberIds: Array(castIds.prefix(teamMemberCount)), isDirectMessage: false, messageCount: 200),
            Plan(cid: townHall, name: "Town Hall", memberIds: castIds + crowd, isDirectMessage: false, messageCount: 60),
            Plan(cid: random, name: "Random", memberIds: Array(castIds.prefix(4)) + Array(castIds.suffix(8)),
                 isDirectMessage: false, messageCount: 40),
        ]
        for partner in directMessagePartners {
            plans.append(Plan(cid: directMessage(with: partner), name: nil, memberIds: [DemoCast.defaultUserId, partner],
                              isDirectMessage: true, messageCount: 12))
        }
        return plans
    }

    /// Resolves what a user typed for `--open`: a full cid (`messaging:team`) or a bare id (`team`).
    public static func resolve(_ text: String) -> ChannelId? {
        try? ChannelId(cid: text.contains(":") ? text : "messaging:" + text)
    }
}
