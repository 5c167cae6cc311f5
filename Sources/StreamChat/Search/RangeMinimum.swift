/// Answers "where is the smallest value in positions lo..<hi" in constant-ish time, and lists a
/// range's values in ascending order lazily. Used to pick the most recently active entries
/// (smallest ranks) among all keys sharing a prefix without visiting every key.
///
/// Blocks of 32 values keep their minimum; a sparse table over block minima covers whole blocks;
/// partial blocks are scanned (at most 64 values per query).
struct RangeMinimum {
    private static let blockShift = 5
    private static let blockSize = 1 << blockShift
    private let values: [Int32]
    /// `table[level][block]`: position of the minimum over blocks `block ..< block + 2^level`.
    private let table: [[Int32]]

    init(values: [Int32]) {
        self.values = values
        let blockCount = (values.count + Self.blockSize - 1) / Self.blockSize
        var level0 = [Int32](repeating: 0, count: blockCount)
        for block in 0..<blockCount {
            let start = block * Self.blockSize
            level0[block] = Int32(Self.scan(values, start, min(start + Self.blockSize, values.count)))
        }
        var table = [level0]
        var width = 1
        while width * 2 <= blockCount {
            let previous = table[table.count - 1]
            var next = [Int32](repeating: 0, count: blockCount - width * 2 + 1)
            for block in next.indices {
                let left = previous[block]
                let right = previous[block + width]
                next[block] = values[Int(right)] < values[Int(left)] ? right : left
            }
            table.append(next)
            width *= 2
        }
        self.table = table
    }

    /// The value at `position`.
    subscript(position: Int) -> Int32 { values[position] }

    /// The position of the smallest value in `range` (which must not be empty).
    func positionOfMinimum(in range: Range<Int>) -> Int {
        let firstBlock = (range.lowerBound + Self.blockSize - 1) >> Self.blockShift
        let lastBlock = range.upperBound >> Self.blockShift   // exclusive
        guard firstBlock < lastBlock else { return Self.scan(values, range.lowerBound, range.upperBound) }
        var best = -1
        func consider(_ position: Int) {
            if best < 0 || values[position] < values[best] { best = position }
        }
        let headEnd = firstBlock << Self.blockShift
        if range.lowerBound < headEnd { consider(Self.scan(values, range.lowerBound, headEnd)) }
        let tailStart = lastBlock << Self.blockShift
        if tailStart < range.upperBound { consider(Self.scan(values, tailStart, range.upperBound)) }
        let blocks = lastBlock - firstBlock
        let level = Int.bitWidth - 1 - blocks.leadingZeroBitCount
        consider(Int(table[level][firstBlock]))
        consider(Int(table[level][lastBlock - (1 << level)]))
        return best
    }

    private static func scan(_ values: [Int32], _ start: Int, _ end: Int) -> Int {
        var best = start
        var position = start + 1
        while position < end {
            if values[position] < values[best] { best = position }
            position += 1
        }
        return best
    }
}

/// Yields the values of a range of a ``RangeMinimum`` in ascending order, one at a time.
struct AscendingValues: IteratorProtocol {
    private let minimum: RangeMinimum
    /// A min-heap of pending sub-ranges keyed by their smallest value.
    private var heap: [(value: Int32, position: Int, range: Range<Int>)] = []

    init(_ minimum: RangeMinimum, range: Range<Int>) {
        self.minimum = minimum
        push(range)
    }

    mutating func next() -> Int32? {
        guard let top = heap.first else { return nil }
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            siftDown(0)
        }
        push(top.range.lowerBound..<top.position)
        push((top.position + 1)..<top.range.upperBound)
        return top.value
    }

    private mutating func push(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        let position = minimum.positionOfMinimum(in: range)
        heap.append((minimum[position], position, range))
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].value < heap[parent].value else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        while true {
            let left = parent * 2 + 1
            let right = left + 1
            var smallest = parent
            if left < heap.count, heap[left].value < heap[smallest].value { smallest = left }
            if right < heap.count, heap[right].value < heap[smallest].value { smallest = right }
            guard smallest != parent else { return }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
