import Foundation

/// A folded in-memory index that answers mention queries in well under a millisecond for
/// channels of 100,000 members.
///
/// Matching is case-, diacritic- and width-insensitive on both name and id. Results are ranked
/// as someone typing a name expects, the name before the id:
/// 1. name prefix ("mi" finds "Mike Morris"),
/// 2. prefix of a later word of the name ("mo" finds "Mike Morris"),
/// 3. id prefix, an exact id first ("mi" finds the id "minjun" of 김민준),
/// 4. substring of name or id;
///
/// within a tier by name (the id for an entry without one), then by id, so the order of
/// results does not change while people come and go. The query may contain spaces
/// ("mike mo" is a prefix of "Mike Morris"). An empty query lists the most recently active
/// entries first.
///
/// How: entries are stored in ranking order (by name), so an entry's rank is also its
/// tie-breaker. The prefix tiers come from sorted key arrays found by binary search; a
/// range-minimum structure lists the smallest ranks of a key range lazily, so a one-letter
/// query costs about as much as a precise one. The substring tier walks a posting list of 1-,
/// 2- or 3-byte grams in rank order and stops as soon as enough results are found.
///
/// Not thread-safe: a search uses scratch storage. Use one index from one isolation domain.
public final class MentionSearchIndex {
    /// Someone who can be mentioned.
    public struct Entry: Sendable, Equatable {
        /// The user id (matched like the name).
        public let id: String
        /// The display name, if any.
        public let name: String?
        /// When the user was last active: orders the empty query (more recent first, `nil` last).
        public let lastActiveAt: Date?

        /// Creates an entry.
        public init(id: String, name: String?, lastActiveAt: Date?) {
            self.id = id
            self.name = name
            self.lastActiveAt = lastActiveAt
        }
    }

    /// The number of entries indexed.
    public var count: Int { positionByRank.count }

    /// Builds the index. Results of ``search(_:limit:)`` are positions in `entries`.
    public init(entries: [Entry]) {
        let keys = FoldedKeys(entries: entries)
        positionByRank = keys.positionByRank
        positionByRecency = keys.positionByRecency
        store = keys.store
        nameKeys = PrefixKeys.nameKeys(of: keys.store)
        idKeys = PrefixKeys.idKeys(of: keys.store)
        laterWordKeys = PrefixKeys.laterWordKeys(of: keys.store)
        grams = GramPostings(store: keys.store)
        found = [Bool](repeating: false, count: entries.count)
    }

    /// The positions (in the `entries` given to `init`) of the best `limit` matches for `query`,
    /// best first. An empty query lists the most recently active entries.
    public func search(_ query: String, limit: Int) -> [Int] {
        guard limit > 0, count > 0 else { return [] }
        let folded = SearchFolding.fold(query)
        guard !folded.isEmpty else {
            return positionByRecency.prefix(limit).map(Int.init)
        }
        var result: [Int32] = []
        result.reserveCapacity(limit)
        // Ranks follow the names, so an exact name (the shortest key) comes first by itself.
        append(nameKeys.ascendingRanks(in: nameKeys.ranges(withPrefix: folded).all), limit: limit, to: &result)
        append(laterWordKeys.ascendingRanks(in: laterWordKeys.ranges(withPrefix: folded).all), limit: limit, to: &result)
        let id = idKeys.ranges(withPrefix: folded)
        append(idKeys.ascendingRanks(in: id.exact), limit: limit, to: &result)
        append(idKeys.ascendingRanks(in: id.longer), limit: limit, to: &result)
        if result.count < limit {
            appendSubstringMatches(of: folded, limit: limit, to: &result)
        }
        for rank in result { found[Int(rank)] = false }
        return result.map { Int(positionByRank[Int($0)]) }
    }

    // MARK: - Private

    private let positionByRank: [Int32]
    private let positionByRecency: [Int32]
    private let store: FoldedKeyStore
    private let nameKeys: PrefixKeys
    private let idKeys: PrefixKeys
    private let laterWordKeys: PrefixKeys
    private let grams: GramPostings
    /// Scratch: whether a rank is already in the current result.
    private var found: [Bool]

    /// Appends ranks from `ranks` (ascending) that are not in the result yet, up to `limit`.
    private func append(_ ranks: AscendingValues, limit: Int, to result: inout [Int32]) {
        var ranks = ranks
        while result.count < limit, let rank = ranks.next() {
            if found[Int(rank)] { continue }
            found[Int(rank)] = true
            result.append(rank)
        }
    }

    /// The last tier: substring of name or id, in rank order, skipping entries already found.
    private func appendSubstringMatches(of query: [UInt8], limit: Int, to result: inout [Int32]) {
        guard let candidates = grams.candidates(for: query) else { return }
        for rank in candidates.ranks {
            if found[Int(rank)] { continue }
            if candidates.needsVerification && !store.contains(query, inEntryAt: Int(rank)) { continue }
            found[Int(rank)] = true
            result.append(rank)
            if result.count == limit { return }
        }
    }
}
