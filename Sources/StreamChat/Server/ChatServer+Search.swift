import Foundation

extension ChatServer {
    /// The folded name index of a channel's members, built from SQLite on first use (a channel
    /// is indexed when first watched) and kept current as members and names change.
    func memberIndex(for cid: ChannelId) throws -> LiveMentionIndex {
        if let index = memberIndexes[cid] ?? memberIndexFromBuild(cid) { return index }
        let index = LiveMentionIndex(try store.memberSearchRows(cid: cid))
        memberIndexes[cid] = index
        return index
    }

    /// The folded name index of all users, built on the first user search.
    func allUsersIndex() throws -> LiveMentionIndex {
        if let userIndex { return userIndex }
        let index = LiveMentionIndex(try store.allUsers().map {
            MentionSearchIndex.Entry(id: $0.id, name: $0.name, lastActiveAt: $0.lastActiveAt)
        })
        userIndex = index
        return index
    }

    func queryUsers(_ query: UserListQuery, offset: Int) throws -> [ChatUser] {
        guard query.pageSize > 0, offset >= 0 else { throw ClientError.InvalidRequest("Page size must be positive and offset not negative.") }
        if let term = FilterEvaluator.autocompleteTerm(query.filter?.expression), query.sort.isEmpty {
            let ids = try allUsersIndex().search(term, limit: query.pageSize, offset: offset)
            let records = try users(ids)
            return ids.compactMap { records[$0] }.map(makeUser)
        }
        var matching = try store.allUsers()
        if let filter = query.filter {
            let now = self.now
            matching = try matching.filter { try FilterEvaluator.matches(filter.expression, UserFilterSubject(record: $0, isOnline: isOnline($0.id), now: now)) }
        }
        matching.sort { UserSorting.isOrdered($0, before: $1, by: query.sort) }
        return matching.dropFirst(offset).prefix(query.pageSize).map(makeUser)
    }

    /// A page of the messages matching `query` in `viewer`'s channels, newest first.
    func searchMessages(_ query: MessageSearchQuery, offset: Int, viewer: UserId) throws -> [ChatMessage] {
        guard query.pageSize > 0, offset >= 0 else { throw ClientError.InvalidRequest("Page size must be positive and offset not negative.") }
        let records = try store.searchMessages(MessageSearchTerms(query.text), viewer: viewer, limit: query.pageSize, offset: offset)
        return try makeMessages(records, viewer: viewer)
    }

    func queryMembers(_ query: ChannelMemberListQuery, offset: Int) throws -> [ChatChannelMember] {
        guard query.pageSize > 0, offset >= 0 else { throw ClientError.InvalidRequest("Page size must be positive and offset not negative.") }
        _ = try channelRecord(query.cid)
        if let term = FilterEvaluator.autocompleteTerm(query.filter?.expression), query.sort.isEmpty {
            let ids = try memberIndex(for: query.cid).search(term, limit: query.pageSize, offset: offset)
            let members = Dictionary(try store.members(cid: query.cid, userIds: ids).map { ($0.userId, $0) }, uniquingKeysWith: { a, _ in a })
            let records = try users(ids)
            return ids.compactMap { id in members[id].flatMap { member in records[id].map { makeMember(member, user: $0) } } }
        }
        if query.filter == nil && query.sort.isEmpty {
            return try store.membersByActivity(cid: query.cid, limit: offset + query.pageSize).dropFirst(offset).map { makeMember($0.0, user: $0.1) }
        }
        var rows = try store.membersByActivity(cid: query.cid, limit: Int.max)
        if let filter = query.filter {
            let now = self.now
            rows = try rows.filter { try FilterEvaluator.matches(filter.expression, MemberFilterSubject(member: $0.0, user: $0.1, now: now)) }
        }
        rows.sort { a, b in
            for sort in query.sort {
                let (x, y): (String, String)
                switch sort.key {
                case .createdAt: (x, y) = (String(a.0.createdAt.timeIntervalSince1970), String(b.0.createdAt.timeIntervalSince1970))
                case .userId: (x, y) = (a.0.userId, b.0.userId)
                case .name: (x, y) = (a.1.name ?? a.1.id, b.1.name ?? b.1.id)
                }
                if x != y { return sort.isAscending ? x < y : x > y }
            }
            return false
        }
        return rows.dropFirst(offset).prefix(query.pageSize).map { makeMember($0.0, user: $0.1) }
    }
}

/// Orders user rows by a query's sorting keys.
enum UserSorting {
    static func isOrdered(_ a: UserRecord, before b: UserRecord, by sorting: [Sorting<UserListSortingKey>]) -> Bool {
        for sort in sorting {
            let order: ComparisonResult
            switch sort.key {
            case .id: order = a.id.compare(b.id)
            case .name: order = (a.name ?? a.id).localizedCaseInsensitiveCompare(b.name ?? b.id)
            case .role: order = a.role.compare(b.role)
            case .lastActivityAt: order = (a.lastActiveAt ?? .distantPast).compare(b.lastActiveAt ?? .distantPast)
            case .createdAt: order = a.createdAt.compare(b.createdAt)
            }
            if order != .orderedSame { return sort.isAscending ? order == .orderedAscending : order == .orderedDescending }
        }
        return a.id < b.id
    }
}
