/// The sizes a node measured, by proposal: the last six, the oldest dropped first.
///
/// The first is kept inline (most nodes are measured for one proposal between changes): a node
/// measured once allocates nothing; more proposals go to an array.
struct SizeCache {
    private var first: (proposal: ProposedSize, size: CellSize)?
    private var more: [(proposal: ProposedSize, size: CellSize)] = []
    static let limit = 6

    /// The size measured for `proposal`, if kept.
    func size(for proposal: ProposedSize) -> CellSize? {
        guard let first else { return nil }
        if first.proposal == proposal { return first.size }
        for entry in more where entry.proposal == proposal { return entry.size }
        return nil
    }

    var count: Int { first == nil ? 0 : 1 + more.count }

    /// Keeps `size` as measured for `proposal` (not kept yet), dropping the oldest past `limit`.
    mutating func record(_ size: CellSize, for proposal: ProposedSize) {
        guard first != nil else {
            first = (proposal, size)
            return
        }
        if count >= Self.limit { first = more.removeFirst() }
        more.append((proposal, size))
    }

    mutating func removeAll(keepingCapacity: Bool = false) {
        first = nil
        more.removeAll(keepingCapacity: keepingCapacity)
    }
}
