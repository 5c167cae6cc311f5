/// The sizes a node measured, by proposal: the last six, the oldest dropped first.
///
/// All six are kept inline, in a ring, in plain integers: most nodes are measured for one
/// proposal between changes, a stack's children for three (the least and most they take along
/// the stack, then their share), a few for more. Nothing in it is reference-counted, so a node
/// reading its cache copies nothing out and retains nothing (the fourth to sixth sizes were in
/// an array, whose buffer the node retained and released at every measurement), and its
/// teardown has nothing to release.
struct SizeCache {
    /// One kept size: the proposal's lengths (`SizeCache.unspecified` for nil) and the size.
    private struct Entry {
        var width: Int
        var height: Int
        var size: CellSize
    }

    static let limit = 6
    /// Stands for an unspecified length of a proposal (no proposal is made of it: lengths are
    /// cells, never negative).
    private static let unspecified = Int.min
    /// The entries, oldest first from `start` (0 until all six are kept); only the first `count`
    /// are kept.
    private var entries: (Entry, Entry, Entry, Entry, Entry, Entry)
    private var start = 0
    private(set) var count = 0

    init() {
        let empty = Entry(width: Self.unspecified, height: Self.unspecified, size: CellSize(width: 0, height: 0))
        entries = (empty, empty, empty, empty, empty, empty)
    }

    @inline(__always) private static func length(_ length: Int?) -> Int { length ?? unspecified }

    /// The size measured for `proposal`, if kept.
    @inline(__always)
    func size(for proposal: ProposedSize) -> CellSize? {
        let width = Self.length(proposal.width), height = Self.length(proposal.height)
        // The kept entries are the first `count` (the ring wraps only once all six are kept),
        // and a proposal is kept at most once, so their order does not matter here.
        return withUnsafeBytes(of: entries) { raw in
            let kept = raw.bindMemory(to: Entry.self)
            for index in 0..<count where kept[index].width == width && kept[index].height == height {
                return kept[index].size
            }
            return nil
        }
    }

    /// Keeps `size` as measured for `proposal` (not kept yet), dropping the oldest past `limit`.
    mutating func record(_ size: CellSize, for proposal: ProposedSize) {
        let entry = Entry(width: Self.length(proposal.width), height: Self.length(proposal.height), size: size)
        let index: Int
        if count < Self.limit {
            index = (start + count) % Self.limit
            count += 1
        } else {
            index = start
            start = (start + 1) % Self.limit
        }
        withUnsafeMutableBytes(of: &entries) { $0.bindMemory(to: Entry.self)[index] = entry }
    }

    /// Forgets every size (nothing is allocated to release).
    mutating func removeAll() {
        start = 0
        count = 0
    }
}
