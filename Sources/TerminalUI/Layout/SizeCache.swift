/// The sizes a node measured, by proposal: the last six, the oldest dropped first.
///
/// The first three are kept inline: most nodes are measured for one proposal between changes,
/// and a stack's children for three (the least and most they take along the stack, then their
/// share), so those allocate nothing; more proposals go to an array.
struct SizeCache {
    typealias Entry = (proposal: ProposedSize, size: CellSize)
    private var first: Entry?
    private var second: Entry?
    private var third: Entry?
    private var more: [Entry] = []
    static let limit = 6

    /// The size measured for `proposal`, if kept.
    func size(for proposal: ProposedSize) -> CellSize? {
        guard let first else { return nil }
        if first.proposal == proposal { return first.size }
        guard let second else { return nil }
        if second.proposal == proposal { return second.size }
        guard let third else { return nil }
        if third.proposal == proposal { return third.size }
        for entry in more where entry.proposal == proposal { return entry.size }
        return nil
    }

    /// How many of the sizes are kept in the array (past the three kept inline).
    var spilledCount: Int { more.count }

    var count: Int {
        guard first != nil else { return 0 }
        guard second != nil else { return 1 }
        guard third != nil else { return 2 }
        return 3 + more.count
    }

    /// Keeps `size` as measured for `proposal` (not kept yet), dropping the oldest past `limit`.
    mutating func record(_ size: CellSize, for proposal: ProposedSize) {
        let entry = (proposal, size)
        guard first != nil else { first = entry; return }
        guard second != nil else { second = entry; return }
        guard third != nil else { third = entry; return }
        if count >= Self.limit {
            first = second
            second = third
            third = more.removeFirst()
        }
        more.append(entry)
    }

    mutating func removeAll(keepingCapacity: Bool = false) {
        first = nil
        second = nil
        third = nil
        more.removeAll(keepingCapacity: keepingCapacity)
    }
}
