import Foundation

/// A `MentionSearchIndex` over a set of users that changes: users are added, renamed and
/// removed as memberships change. The index itself is immutable, so a change marks it stale
/// and the next search rebuilds it from the entries kept here (no database access). Activity
/// updates only refresh the stored entry; they reorder results at the next rebuild.
final class LiveMentionIndex {
    private var entries: [UserId: MentionSearchIndex.Entry]
    private var index: MentionSearchIndex?
    private var indexedIds: [UserId] = []

    /// Creates the index over `entries` and builds it at once, so the first search is fast.
    init(_ entries: [MentionSearchIndex.Entry]) {
        self.entries = Dictionary(entries.map { ($0.id, $0) }, uniquingKeysWith: { _, newer in newer })
        rebuild()
    }

    var count: Int { entries.count }

    func contains(_ id: UserId) -> Bool { entries[id] != nil }

    /// Adds a user or replaces their entry; a new id or a new name makes the index stale.
    func upsert(_ entry: MentionSearchIndex.Entry) {
        let previous = entries.updateValue(entry, forKey: entry.id)
        if previous == nil || previous?.name != entry.name { index = nil }
    }

    func remove(_ id: UserId) {
        if entries.removeValue(forKey: id) != nil { index = nil }
    }

    /// Records new activity (used for ranking from the next rebuild on).
    func updateLastActive(_ id: UserId, _ date: Date?) {
        guard let entry = entries[id] else { return }
        entries[id] = MentionSearchIndex.Entry(id: entry.id, name: entry.name, lastActiveAt: date)
    }

    /// The ids of the best `limit` matches after skipping `offset`, best first.
    func search(_ query: String, limit: Int, offset: Int = 0) -> [UserId] {
        if index == nil { rebuild() }
        guard let index, limit > 0, offset >= 0 else { return [] }
        return index.search(query, limit: limit + offset).dropFirst(offset).map { indexedIds[$0] }
    }

    private func rebuild() {
        let ordered = entries.values.sorted { $0.id < $1.id }
        indexedIds = ordered.map(\.id)
        index = MentionSearchIndex(entries: ordered)
    }
}

/// Word matching on folded text, for filters and command arguments.
enum TextMatching {
    /// Whether `query` starts the text or one of its space-separated words; for CJK queries,
    /// whether it occurs anywhere (CJK names are not split into words by spaces).
    static func hasWord(startingWith query: String, in text: String) -> Bool {
        let needle = SearchFolding.folded(query), haystack = SearchFolding.folded(text)
        guard !needle.isEmpty else { return true }
        if haystack.hasPrefix(needle) || haystack.contains(" " + needle) { return true }
        return needle.unicodeScalars.contains(where: isIdeographic) && haystack.contains(needle)
    }

    static func isIdeographic(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xAC00...0xD7AF, 0x20000...0x2FA1F: true
        default: false
        }
    }
}
