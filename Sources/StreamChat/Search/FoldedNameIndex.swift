import Foundation

/// One entry of a name index: a user id, a display name and the user's last activity.
struct SearchableName: Sendable, Equatable {
    var id: UserId
    var name: String?
    /// Seconds since 1970; 0 when never active.
    var lastActiveAt: Double
}

/// An in-memory, folded prefix index over names and ids, for mention autocomplete.
///
/// Every place a match may start becomes a key: the start of the name, each later word, each
/// character of a CJK run, each emoji, and the id's words. Keys (folded UTF-8 from that
/// position to the end) are kept sorted, so the matches of a query are one range found by
/// binary search. Ranking: exact name, then name prefix, then word prefix, then inside a
/// CJK run; within a tier most recently active first, then name.
final class FoldedNameIndex {
    /// How a key relates to the name; lower is better.
    private enum Tier: UInt8 { case namePrefix = 1, wordPrefix = 2, inside = 3 }

    private struct Key {
        var offset: UInt32
        var length: UInt16
        var tier: UInt8
        var slot: Int32
    }

    private var ids: [UserId] = []
    private var names: [String?] = []
    private var foldedNameLengths: [Int] = []
    private var lastActive: [Double] = []
    private var alive: [Bool] = []
    private var slotById: [UserId: Int32] = [:]
    private var deadCount = 0
    private var bytes: [UInt8] = []
    private var keys: [Key] = []

    /// Builds the index over `entries`.
    init(_ entries: [SearchableName]) {
        ids.reserveCapacity(entries.count)
        var fresh: [Key] = []
        fresh.reserveCapacity(entries.count * 3)
        for entry in entries { appendEntry(entry, into: &fresh) }
        keys = fresh
        bytes.withUnsafeBufferPointer { buffer in
            keys.sort { FoldedNameIndex.compare(buffer, $0, $1) < 0 }
        }
    }

    /// How many users are indexed.
    var count: Int { ids.count - deadCount }

    func contains(_ id: UserId) -> Bool { slotById[id] != nil }

    /// Adds a user, or replaces their name when already indexed.
    func upsert(_ entry: SearchableName) {
        if let slot = slotById[entry.id] {
            if names[Int(slot)] == entry.name {
                lastActive[Int(slot)] = entry.lastActiveAt
                return
            }
            remove(entry.id)
        }
        var added: [Key] = []
        appendEntry(entry, into: &added)
        bytes.withUnsafeBufferPointer { buffer in
            for key in added {
                let position = lowerBound(buffer) { FoldedNameIndex.compare(buffer, $0, key) < 0 }
                keys.insert(key, at: position)
            }
        }
    }

    /// Removes a user; their keys are dropped lazily.
    func remove(_ id: UserId) {
        guard let slot = slotById.removeValue(forKey: id) else { return }
        alive[Int(slot)] = false
        deadCount += 1
        if deadCount * 4 > ids.count { compact() }
    }

    /// Records new activity for ranking.
    func updateLastActive(_ id: UserId, _ date: Double) {
        if let slot = slotById[id] { lastActive[Int(slot)] = date }
    }

    /// The best `limit` matches for `query` after skipping `offset`, as user ids. An empty
    /// query lists the most recently active users.
    func search(_ query: String, limit: Int, offset: Int = 0) -> [UserId] {
        let wanted = limit + offset
        guard wanted > 0 else { return [] }
        let folded = Array(TextFolding.fold(query).trimmingCharacters(in: .whitespacesAndNewlines).utf8)
        var best = TopMatches(capacity: wanted)
        if folded.isEmpty {
            for slot in ids.indices where alive[slot] { best.offer(slot: Int32(slot), tier: 0, lastActive: lastActive[slot], names: names) }
        } else {
            bytes.withUnsafeBufferPointer { buffer in
                folded.withUnsafeBufferPointer { q in
                    let low = lowerBound(buffer) { FoldedNameIndex.comparePrefix(buffer, $0, q) < 0 }
                    var index = low
                    while index < keys.count, FoldedNameIndex.comparePrefix(buffer, keys[index], q) == 0 {
                        let key = keys[index]
                        let slot = Int(key.slot)
                        if alive[slot] {
                            let exact = key.tier == Tier.namePrefix.rawValue && foldedNameLengths[slot] == q.count
                            best.offer(slot: key.slot, tier: exact ? 0 : key.tier, lastActive: lastActive[slot], names: names)
                        }
                        index += 1
                    }
                }
            }
        }
        return best.slots.dropFirst(offset).map { ids[Int($0)] }
    }

    // MARK: Building

    private func appendEntry(_ entry: SearchableName, into output: inout [Key]) {
        let slot = Int32(ids.count)
        ids.append(entry.id)
        names.append(entry.name)
        lastActive.append(entry.lastActiveAt)
        alive.append(true)
        slotById[entry.id] = slot
        let foldedName = TextFolding.fold(entry.name ?? "")
        foldedNameLengths.append(foldedName.utf8.count)
        appendKeys(of: foldedName, slot: slot, firstTier: .namePrefix, into: &output)
        appendKeys(of: TextFolding.fold(entry.id), slot: slot, firstTier: .wordPrefix, into: &output)
    }

    private func appendKeys(of folded: String, slot: Int32, firstTier: Tier, into output: inout [Key]) {
        guard !folded.isEmpty else { return }
        let start = UInt32(bytes.count)
        bytes.append(contentsOf: folded.utf8)
        let total = folded.utf8.count
        var offset = 0
        var previous = TextFolding.CharacterClass.separator
        var isFirstKey = true
        for character in folded {
            let current = TextFolding.characterClass(character)
            var tier: Tier?
            switch current {
            case .word: if previous != .word { tier = .wordPrefix }
            case .ideographic: tier = previous == .ideographic ? .inside : .wordPrefix
            case .symbol: tier = .wordPrefix
            case .separator: tier = nil
            }
            if let chosen = tier {
                let keyTier = isFirstKey ? firstTier : chosen
                isFirstKey = false
                let length = min(total - offset, Int(UInt16.max))
                output.append(Key(offset: start + UInt32(offset), length: UInt16(length), tier: keyTier.rawValue, slot: slot))
            }
            previous = current
            offset += character.utf8.count
        }
    }

    private func compact() {
        let survivors = ids.indices.filter { alive[$0] }.map {
            SearchableName(id: ids[$0], name: names[$0], lastActiveAt: lastActive[$0])
        }
        let rebuilt = FoldedNameIndex(survivors)
        ids = rebuilt.ids
        names = rebuilt.names
        foldedNameLengths = rebuilt.foldedNameLengths
        lastActive = rebuilt.lastActive
        alive = rebuilt.alive
        slotById = rebuilt.slotById
        bytes = rebuilt.bytes
        keys = rebuilt.keys
        deadCount = 0
    }

    // MARK: Comparison

    private func lowerBound(_ buffer: UnsafeBufferPointer<UInt8>, isBefore: (Key) -> Bool) -> Int {
        var low = 0, high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if isBefore(keys[middle]) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private static func compare(_ buffer: UnsafeBufferPointer<UInt8>, _ a: Key, _ b: Key) -> Int {
        let common = Int(min(a.length, b.length))
        let result = memcmp(buffer.baseAddress! + Int(a.offset), buffer.baseAddress! + Int(b.offset), common)
        if result != 0 { return Int(result) }
        return Int(a.length) - Int(b.length)
    }

    /// Compares a key's first `query.count` bytes with the query.
    private static func comparePrefix(_ buffer: UnsafeBufferPointer<UInt8>, _ key: Key, _ query: UnsafeBufferPointer<UInt8>) -> Int {
        let common = min(Int(key.length), query.count)
        let result = memcmp(buffer.baseAddress! + Int(key.offset), query.baseAddress!, common)
        if result != 0 { return Int(result) }
        return Int(key.length) >= query.count ? 0 : -1
    }
}

/// The best few matches seen so far, one per user.
private struct TopMatches {
    private struct Match {
        var slot: Int32
        var tier: UInt8
        var lastActive: Double
    }

    private let capacity: Int
    private var matches: [Match] = []

    init(capacity: Int) {
        self.capacity = capacity
        matches.reserveCapacity(capacity + 1)
    }

    private static func isBetter(_ a: Match, than b: Match, names: [String?]) -> Bool {
        if a.tier != b.tier { return a.tier < b.tier }
        if a.lastActive != b.lastActive { return a.lastActive > b.lastActive }
        let nameA = names[Int(a.slot)] ?? "", nameB = names[Int(b.slot)] ?? ""
        return nameA != nameB ? nameA < nameB : a.slot < b.slot
    }

    mutating func offer(slot: Int32, tier: UInt8, lastActive: Double, names: [String?]) {
        let candidate = Match(slot: slot, tier: tier, lastActive: lastActive)
        if matches.count == capacity, let worst = matches.last, !TopMatches.isBetter(candidate, than: worst, names: names) { return }
        if let existing = matches.firstIndex(where: { $0.slot == slot }) {
            guard TopMatches.isBetter(candidate, than: matches[existing], names: names) else { return }
            matches.remove(at: existing)
        }
        let position = matches.firstIndex { TopMatches.isBetter(candidate, than: $0, names: names) } ?? matches.count
        matches.insert(candidate, at: position)
        if matches.count > capacity { matches.removeLast() }
    }

    /// The matches, best first.
    var slots: [Int32] { matches.map(\.slot) }
}
