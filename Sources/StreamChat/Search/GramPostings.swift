import Foundation

/// For every 1-, 2- and 3-byte gram of the folded names and ids: the ranks that contain it,
/// ascending (so a walk visits entries in ranking order: by name, then id).
struct GramPostings {
    /// The ranks to check for a query, and whether each still has to be verified.
    struct Candidates {
        let ranks: ArraySlice<Int32>
        let needsVerification: Bool
    }

    private let grams: [UInt32]
    private let starts: [Int32]
    private let postings: [Int32]

    init(store: FoldedKeyStore) {
        // Every (gram, rank) pair, made rank by rank, then ordered by gram by a stable sort:
        // each gram's ranks stay ascending, and a rank that holds a gram twice is adjacent.
        var pairGrams: [UInt32] = [], pairRanks: [Int32] = []
        pairGrams.reserveCapacity(store.bytes.count * 3)
        pairRanks.reserveCapacity(store.bytes.count * 3)
        for rank in store.names.indices {
            for span in [store.names[rank], store.ids[rank]] {
                let start = Int(span.start)
                let end = start + Int(span.length)
                for offset in start..<end {
                    for length in 1...3 where offset + length <= end {
                        pairGrams.append(Self.gram(store.bytes[offset..<(offset + length)]))
                        pairRanks.append(Int32(rank))
                    }
                }
            }
        }
        Self.sortByGram(&pairGrams, &pairRanks)
        var grams: [UInt32] = []
        var starts: [Int32] = []
        var postings: [Int32] = []
        postings.reserveCapacity(pairRanks.count)
        for (gram, rank) in zip(pairGrams, pairRanks) {
            if grams.last != gram {
                grams.append(gram)
                starts.append(Int32(postings.count))
            } else if postings.last == rank {
                continue
            }
            postings.append(rank)
        }
        starts.append(Int32(postings.count))
        self.grams = grams
        self.starts = starts
        self.postings = postings
    }

    /// Orders the pairs by gram, keeping the order of equal grams: a least-significant-digit
    /// radix sort, 16 bits a pass (a comparison sort of the pairs took most of a build).
    private static func sortByGram(_ grams: inout [UInt32], _ ranks: inout [Int32]) {
        var sortedGrams = [UInt32](repeating: 0, count: grams.count)
        var sortedRanks = [Int32](repeating: 0, count: ranks.count)
        var next = [Int](repeating: 0, count: 65_537)
        for shift: UInt32 in [0, 16] {
            grams.withUnsafeBufferPointer { grams in
                ranks.withUnsafeBufferPointer { ranks in
                    sortedGrams.withUnsafeMutableBufferPointer { sortedGrams in
                        sortedRanks.withUnsafeMutableBufferPointer { sortedRanks in
                            next.withUnsafeMutableBufferPointer { next in
                                next.update(repeating: 0)
                                for gram in grams { next[Int(gram >> shift & 0xFFFF) + 1] += 1 }
                                for digit in 1...65_536 { next[digit] += next[digit - 1] }
                                for index in grams.indices {
                                    let digit = Int(grams[index] >> shift & 0xFFFF)
                                    sortedGrams[next[digit]] = grams[index]
                                    sortedRanks[next[digit]] = ranks[index]
                                    next[digit] += 1
                                }
                            }
                        }
                    }
                }
            }
            swap(&grams, &sortedGrams)
            swap(&ranks, &sortedRanks)
        }
    }

    /// The candidates for `query`: exact for queries of up to 3 bytes, otherwise the shortest
    /// posting list among the query's 3-byte grams (to be verified). `nil` when nothing can match.
    func candidates(for query: [UInt8]) -> Candidates? {
        if query.count <= 3 {
            return list(for: Self.gram(query[...])).map { Candidates(ranks: $0, needsVerification: false) }
        }
        var shortest: ArraySlice<Int32>?
        for offset in 0...(query.count - 3) {
            guard let list = list(for: Self.gram(query[offset..<(offset + 3)])) else { return nil }
            if list.count < shortest?.count ?? .max { shortest = list }
        }
        return shortest.map { Candidates(ranks: $0, needsVerification: true) }
    }

    private func list(for gram: UInt32) -> ArraySlice<Int32>? {
        var low = 0
        var high = grams.count
        while low < high {
            let mid = (low + high) / 2
            if grams[mid] < gram { low = mid + 1 } else { high = mid }
        }
        guard low < grams.count, grams[low] == gram else { return nil }
        return postings[Int(starts[low])..<Int(starts[low + 1])]
    }

    /// Packs up to 3 bytes with their count into one key.
    private static func gram(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var value = UInt32(bytes.count) << 24
        for (offset, byte) in bytes.enumerated() {
            value |= UInt32(byte) << (16 - 8 * UInt32(offset))
        }
        return value
    }
}
