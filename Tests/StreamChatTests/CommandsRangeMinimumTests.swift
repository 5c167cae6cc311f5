import Testing
@testable import StreamChat

/// The structure that lists the most recent entries of a key range, against brute force.
@Suite struct CommandsRangeMinimumTests {
    @Test func ascendingValuesMatchSortedSlices() {
        var state: UInt32 = 7
        func random(_ bound: Int) -> Int {
            state = state &* 1_664_525 &+ 1_013_904_223
            return Int(state >> 8) % bound
        }
        for count in [1, 2, 31, 32, 33, 64, 65, 100, 1000] {
            let values = (0..<count).map { _ in Int32(random(10_000)) }
            let minimum = RangeMinimum(values: values)
            for _ in 0..<50 {
                let low = random(count)
                let high = low + random(count - low + 1)
                var iterator = AscendingValues(minimum, range: low..<high)
                var produced: [Int32] = []
                while let value = iterator.next() { produced.append(value) }
                #expect(produced == values[low..<high].sorted(), "count \(count) range \(low)..<\(high)")
            }
        }
    }
}
