import Foundation

/// Something a filter can be evaluated against.
protocol FilterSubject {
    /// The values of a field; throws `InvalidRequest` for a key the subject does not have.
    func values(of key: String) throws -> [FilterTerm]
    /// Whether a field holds any of `terms`; subjects with large fields (channel members)
    /// answer without listing every value.
    func contains(anyOf terms: [FilterTerm], in key: String) throws -> Bool
}

extension FilterSubject {
    func contains(anyOf terms: [FilterTerm], in key: String) throws -> Bool {
        let values = try values(of: key)
        return terms.contains { values.contains($0) }
    }

    func unknownKey(_ key: String) -> ClientError {
        ClientError.InvalidRequest("Unknown filter key \"\(key)\" for \(Self.self).")
    }
}

/// Evaluates filter trees. Text is always compared as text, never as a pattern: `%`, `_`
/// and SQL syntax in a search term match only themselves.
enum FilterEvaluator {
    static func matches(_ expression: FilterExpression, _ subject: some FilterSubject) throws -> Bool {
        switch expression {
        case let .equal(key, term): return try subject.contains(anyOf: [term], in: key)
        case let .notEqual(key, term): return try !subject.contains(anyOf: [term], in: key)
        case let .in(key, terms): return try subject.contains(anyOf: terms, in: key)
        case let .notIn(key, terms): return try !subject.contains(anyOf: terms, in: key)
        case let .greater(key, term): return try subject.values(of: key).contains { $0 > term }
        case let .greaterOrEqual(key, term): return try subject.values(of: key).contains { $0 >= term }
        case let .less(key, term): return try subject.values(of: key).contains { $0 < term }
        case let .lessOrEqual(key, term): return try subject.values(of: key).contains { $0 <= term }
        case let .exists(key, exists): return try subject.values(of: key).isEmpty != exists
        case let .autocomplete(key, text):
            return try strings(subject.values(of: key)).contains { TextMatching.hasWord(startingWith: text, in: $0) }
        case let .query(key, text):
            let query = SearchFolding.folded(text)
            return try strings(subject.values(of: key)).contains { SearchFolding.folded($0).contains(query) }
        case let .and(parts): return try parts.allSatisfy { try matches($0, subject) }
        case let .or(parts): return try parts.contains { try matches($0, subject) }
        case let .nor(parts): return try !parts.contains { try matches($0, subject) }
        }
    }

    /// The text of a filter that is only an autocomplete on name and/or id, which a name index answers.
    static func autocompleteTerm(_ expression: FilterExpression?) -> String? {
        switch expression {
        case let .autocomplete(key, text) where key == "name" || key == "id": return text
        case let .or(parts):
            let terms = parts.map { autocompleteTerm($0) }
            guard let first = terms.first ?? nil, terms.allSatisfy({ $0 == first }) else { return nil }
            return first
        default: return nil
        }
    }

    private static func strings(_ terms: [FilterTerm]) -> [String] {
        terms.compactMap { if case let .string(text) = $0 { text } else { nil } }
    }
}

/// A channel row as a filter subject.
struct ChannelFilterSubject: FilterSubject {
    let record: ChannelRecord
    let store: ChatStore

    func values(of key: String) throws -> [FilterTerm] {
        switch key {
        case "cid": return [.string(record.cid.rawValue)]
        case "id": return [.string(record.cid.id)]
        case "type": return [.string(record.cid.type.rawValue)]
        case "name": return record.name.map { [.string($0)] } ?? []
        case "created_by_id": return record.createdBy.map { [.string($0)] } ?? []
        case "last_message_at": return record.lastMessageAt.map { [.date($0)] } ?? []
        case "created_at": return [.date(record.createdAt)]
        case "member_count": return [.number(Double(record.memberCount))]
        case "members": return try store.memberSearchRows(cid: record.cid).map { .string($0.id) }
        default: throw unknownKey(key)
        }
    }

    func contains(anyOf terms: [FilterTerm], in key: String) throws -> Bool {
        guard key == "members" else { return try values(of: key).contains { terms.contains($0) } }
        let ids = terms.compactMap { if case let .string(id) = $0 { id } else { nil } }
        return try !store.members(cid: record.cid, userIds: ids).isEmpty
    }
}

/// A user row as a filter subject.
struct UserFilterSubject: FilterSubject {
    let record: UserRecord
    let isOnline: Bool
    /// When the filter runs: a ban with a timeout no longer counts once it expired.
    let now: Date

    func values(of key: String) throws -> [FilterTerm] {
        switch key {
        case "id": return [.string(record.id)]
        case "name": return record.name.map { [.string($0)] } ?? []
        case "role": return [.string(record.role)]
        case "banned": return [.bool(record.isBanned(at: now))]
        case "online": return [.bool(isOnline)]
        case "last_active": return record.lastActiveAt.map { [.date($0)] } ?? []
        default: throw unknownKey(key)
        }
    }
}

/// A membership with its user as a filter subject.
struct MemberFilterSubject: FilterSubject {
    let member: MemberRecord
    let user: UserRecord
    /// When the filter runs: a ban with a timeout no longer counts once it expired.
    let now: Date

    func values(of key: String) throws -> [FilterTerm] {
        switch key {
        case "id", "user_id": return [.string(user.id)]
        case "name": return user.name.map { [.string($0)] } ?? []
        case "channel_role": return [.string(member.role)]
        case "banned": return [.bool(member.isBanned(at: now))]
        default: throw unknownKey(key)
        }
    }
}
