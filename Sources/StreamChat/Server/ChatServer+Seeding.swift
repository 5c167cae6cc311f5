import Foundation

/// The admin API for filling a server quickly (demo data, tests, benchmarks). Each call is one
/// transaction; no events are sent, so connected clients see seeded data on their next load.
extension ChatServer {
    /// A user to create or replace.
    public struct SeedUser: Sendable {
        public var id: UserId
        public var name: String?
        public var imageURL: URL?
        public var role: UserRole
        public var lastActiveAt: Date?
        public var extraData: [String: RawJSON]

        public init(id: UserId, name: String? = nil, imageURL: URL? = nil, role: UserRole = .user, lastActiveAt: Date? = nil,
                    extraData: [String: RawJSON] = [:]) {
            self.id = id
            self.name = name
            self.imageURL = imageURL
            self.role = role
            self.lastActiveAt = lastActiveAt
            self.extraData = extraData
        }
    }

    /// A message to store as if it had been sent at `createdAt`.
    public struct SeedMessage: Sendable {
        public var id: MessageId
        public var authorId: UserId
        public var text: String
        public var createdAt: Date
        public var attachments: [AttachmentPayload]
        public var mentionedUserIds: [UserId]

        public init(id: MessageId = UUID().uuidString.lowercased(), authorId: UserId, text: String, createdAt: Date,
                    attachments: [AttachmentPayload] = [], mentionedUserIds: [UserId] = []) {
            self.id = id
            self.authorId = authorId
            self.text = text
            self.createdAt = createdAt
            self.attachments = attachments
            self.mentionedUserIds = mentionedUserIds
        }
    }

    /// Creates or replaces users (name, image, role, last activity).
    public func seedUsers(_ seeds: [SeedUser]) throws {
        try lock.withLock {
            for seed in seeds { try Self.validateUserId(seed.id) }
            let now = Date()
            let existing = try users(seeds.map(\.id))
            let records = seeds.map { seed in
                UserRecord(id: seed.id, name: seed.name, imageURL: seed.imageURL?.absoluteString, role: seed.role.rawValue,
                           createdAt: existing[seed.id]?.createdAt ?? now, updatedAt: now, lastActiveAt: seed.lastActiveAt,
                           ban: existing[seed.id]?.ban, extra: seed.extraData)
            }
            try store.transaction { for record in records { try store.saveUser(record) } }
            for record in records { userCache[record.id] = record }
            userIndex = nil
            memberIndexes.removeAll()
            for cid in memberIndexBuilds.keys { memberIndexBuilds[cid]?.isStale = true }
        }
    }

    /// Sets a user's app-wide role.
    public func setRole(_ role: UserRole, forUser userId: UserId) throws {
        try lock.withLock {
            var record = try user(userId)
            record.role = role.rawValue
            try saveUser(record)
        }
    }

    /// Creates a channel owned by `createdBy` (who becomes its `owner` member) with `memberIds`.
    public func seedChannel(_ cid: ChannelId, name: String? = nil, imageURL: URL? = nil, createdBy: UserId, memberIds: [UserId] = [],
                            isDirectMessage: Bool = false, createdAt: Date = Date()) throws {
        try lock.withLock {
            let creation = ChannelCreation(name: name, imageURL: imageURL, members: Set(memberIds), isCurrentUserMember: true,
                                           isDirectMessage: isDirectMessage)
            try createChannel(cid, creation: creation, creator: createdBy, at: createdAt)
        }
    }

    /// Adds members in bulk (unknown users are refused, existing members skipped) and starts
    /// building the channel's member search index in the background.
    public func seedMembers(_ userIds: [UserId], to cid: ChannelId, role: MemberRole = .member, joinedAt: Date = Date()) throws {
        try lock.withLock {
            _ = try channelRecord(cid)
            let known = Set(try store.users(ids: userIds).map(\.id))
            if known.count < Set(userIds).count, let unknown = userIds.first(where: { !known.contains($0) }) {
                throw ClientError.UserNotFound("No user with id \"\(unknown)\".")
            }
            let added = try store.transaction {
                try userIds.filter {
                    try store.addMember(MemberRecord(cid: cid, userId: $0, role: role.rawValue, createdAt: joinedAt, ban: nil))
                }
            }
            for connection in connections.values where added.contains(connection.userId) { connection.memberOf.insert(cid) }
            memberIndexes[cid] = nil
            noteMembershipChangeForMemberIndexBuild(cid)
            invalidateChannel(cid)
            // Bulk members are seeded before anyone opens the channel: its member index is
            // built now, in the background, so that the first `@` finds it ready.
            if !added.isEmpty { warmMemberIndex(cid) }
        }
    }

    /// Stores messages (sorted by `createdAt`) in one transaction; each author must be a member.
    /// Each author has read the channel up to their newest message (posting counts as reading).
    public func seedMessages(_ seeds: [SeedMessage], in cid: ChannelId) throws {
        try lock.withLock {
            _ = try channelRecord(cid)
            let members = Set(try store.members(cid: cid, userIds: Array(Set(seeds.map(\.authorId)))).map(\.userId))
            if let outsider = seeds.first(where: { !members.contains($0.authorId) }) {
                throw ClientError.NotAMember("User \"\(outsider.authorId)\" is not a member of \(cid).")
            }
            for seed in seeds { try MessageText.validate(seed.text, attachmentCount: seed.attachments.count) }
            let sorted = seeds.sorted { $0.createdAt < $1.createdAt }
            guard !sorted.isEmpty else { return }
            try store.transaction {
                var newestByAuthor: [UserId: SeedMessage] = [:]
                for seed in sorted { newestByAuthor[seed.authorId] = seed }
                try store.insertMessages(sorted.map { seed in
                    MessageRecord(
                        id: seed.id, cid: cid, userId: seed.authorId, text: seed.text, type: .regular, command: nil, args: nil,
                        createdAt: seed.createdAt, updatedAt: seed.createdAt, deletedAt: nil, quotedId: nil, parentId: nil,
                        mentionedUserIds: seed.mentionedUserIds, attachments: seed.attachments, isSilent: false, isPinned: false, extra: [:])
                })
                // Posting counts as reading, for seeded history as for sent messages.
                for (author, seed) in newestByAuthor {
                    try store.advanceRead(cid: cid, userId: author, to: seed.createdAt, messageId: seed.id)
                }
            }
            newestMessageDates[cid] = nil
            channelCache[cid] = nil
        }
    }

    /// Stores each non-empty line of a UTF-8 text file as a message by `authorId`, one second
    /// apart, ending now. Invalid UTF-8 throws `ClientError.InvalidUTF8` and stores nothing.
    public func importMessages(fromTextFile fileURL: URL, into cid: ChannelId, authorId: UserId) throws {
        let data: Data
        do { data = try Data(contentsOf: fileURL) } catch {
            throw ClientError.InvalidRequest("Cannot read \(fileURL.lastPathComponent): \(error.localizedDescription)", underlyingError: error)
        }
        let lines = try MessageText.decode(data).split(whereSeparator: \.isNewline).map(String.init).filter {
            !$0.trimmingCharacters(in: .whitespaces).isEmpty
        }
        let start = Date().addingTimeInterval(-Double(lines.count))
        try seedMessages(lines.enumerated().map {
            SeedMessage(authorId: authorId, text: $0.element, createdAt: start.addingTimeInterval(Double($0.offset)))
        }, in: cid)
    }
}
