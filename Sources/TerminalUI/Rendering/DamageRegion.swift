/// The parts of the screen to draw again: a few rectangles. Overlapping rectangles are merged;
/// past `limit`, the two whose union adds the fewest cells are merged, so a change at the top
/// and one at the bottom of the screen redraw two bands, not everything between them.
struct DamageRegion: Equatable {
    private(set) var rects: [CellRect] = []
    static let limit = 4

    var isEmpty: Bool { rects.isEmpty }
    /// The smallest rectangle around every damaged cell.
    var bounds: CellRect { rects.reduce(CellRect.zero) { $0.union($1) } }
    /// The number of cells the rectangles cover (an overlap counts once per rectangle).
    var cellCount: Int { rects.reduce(0) { $0 + $1.width * $1.height } }

    mutating func add(_ rect: CellRect) {
        guard !rect.isEmpty else { return }
        // Already damaged (the nodes of a row drawn again, inside the row's damage): nothing
        // to merge. The rectangles never overlap, so no other one could have taken part.
        for damaged in rects where damaged.contains(rect) { return }
        var merged = rect
        var index = 0
        while index < rects.count {
            if rects[index].intersects(merged) {
                merged = merged.union(rects.remove(at: index))
                index = 0
            } else {
                index += 1
            }
        }
        rects.append(merged)
        while rects.count > Self.limit { mergeCheapestPair() }
    }

    /// Each rectangle clipped to `rect`.
    func clipped(to rect: CellRect) -> DamageRegion {
        var region = DamageRegion()
        for damaged in rects { region.add(damaged.intersection(rect)) }
        return region
    }

    private mutating func mergeCheapestPair() {
        var best = (first: 0, second: 1, growth: Int.max)
        for first in rects.indices {
            for second in rects.indices where second > first {
                let union = rects[first].union(rects[second])
                let growth = union.width * union.height - rects[first].width * rects[first].height - rects[second].width * rects[second].height
                if growth < best.growth { best = (first, second, growth) }
            }
        }
        let second = rects.remove(at: best.second)
        let first = rects.remove(at: best.first)
        add(first.union(second))
    }
}
