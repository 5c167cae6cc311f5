import Testing
@testable import TerminalUI

@Suite struct SizeCacheTests {
    private func proposal(_ width: Int) -> ProposedSize { ProposedSize(width: width, height: nil) }

    @Test func keepsTheLastSixSizesAndDropsTheOldestFirst() {
        var cache = SizeCache()
        #expect(cache.size(for: proposal(1)) == nil)
        for width in 1...6 { cache.record(CellSize(width: width, height: 1), for: proposal(width)) }
        #expect(cache.count == 6)
        #expect((1...6).allSatisfy { cache.size(for: proposal($0)) == CellSize(width: $0, height: 1) })
        cache.record(CellSize(width: 7, height: 1), for: proposal(7))
        #expect(cache.count == 6)
        #expect(cache.size(for: proposal(1)) == nil)
        #expect((2...7).allSatisfy { cache.size(for: proposal($0)) == CellSize(width: $0, height: 1) })
        cache.record(CellSize(width: 8, height: 1), for: proposal(8))
        #expect(cache.size(for: proposal(2)) == nil)
        #expect(cache.size(for: proposal(3)) == CellSize(width: 3, height: 1))
        cache.removeAll()
        #expect(cache.count == 0)
        #expect(cache.size(for: proposal(8)) == nil)
        cache.record(CellSize(width: 2, height: 2), for: ProposedSize.unspecified)
        #expect(cache.size(for: .unspecified) == CellSize(width: 2, height: 2))
        #expect(cache.count == 1)
    }

    /// A node measured for six proposals keeps them all, and the seventh replaces the oldest
    /// only (the ring's start moves on).
    @Test func keepsSixSizesAndReplacesTheOldestInTurn() {
        var cache = SizeCache()
        for width in 1...9 { cache.record(CellSize(width: width, height: 2), for: proposal(width)) }
        #expect(cache.count == 6)
        #expect((1...3).allSatisfy { cache.size(for: proposal($0)) == nil })
        #expect((4...9).allSatisfy { cache.size(for: proposal($0)) == CellSize(width: $0, height: 2) })
        #expect(cache.size(for: ProposedSize(width: 4, height: 0)) == nil)
        #expect(cache.size(for: .unspecified) == nil)
    }
}
