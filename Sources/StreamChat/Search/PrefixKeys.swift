import Foundation

/// Folded keys of one kind (whole names, ids, or later name words), sorted byte-wise for
/// prefix lookup, with the rank of each key's entry for picking the most recent ones.
struct PrefixKeys {
    private let store: FoldedKeyStore
    private let spans: [ByteSpan]
    private let ranks: RangeMinimum

    /// Sorts `keys` (span and rank of its entry) byte-wise, ties by rank.
    init(store: FoldedKeyStore, keys: [(span: ByteSpan, rank: Int32)]) {
        self.store = store
        var keys = keys
        store.bytes.withUnsafeBufferPointer { buffer in
            keys.sort { left, right in
                let leftBytes = UnsafeBufferPointer(rebasing: buffer[Int(left.span.start)..<Int(left.span.start + left.span.length)])
                let order = FoldedKeyStore.compare(buffer, right.span, leftBytes)
                if order != 0 { return order > 0 }
                return left.rank < right.rank
            }
        }
        spans = keys.map(\.span)
        ranks = RangeMinimum(values: keys.map(\.rank))
    }

    /// The whole name of every entry that has one.
    static func nameKeys(of store: FoldedKeyStore) -> PrefixKeys {
        wholeKeys(store.names, in: store)
    }

    /// The id of every entry.
    static func idKeys(of store: FoldedKeyStore) -> PrefixKeys {
        wholeKeys(store.ids, in: store)
    }

    private static func wholeKeys(_ spans: [ByteSpan], in store: FoldedKeyStore) -> PrefixKeys {
        var keys: [(span: ByteSpan, rank: Int32)] = []
        keys.reserveCapacity(spans.count)
        for rank in spans.indices where spans[rank].length > 0 {
            keys.append((spans[rank], Int32(rank)))
        }
        return PrefixKeys(store: store, keys: keys)
    }

    /// Each name from the start of its second, third, … word to its end.
    static func laterWordKeys(of store: FoldedKeyStore) -> PrefixKeys {
        var keys: [(span: ByteSpan, rank: Int32)] = []
        for rank in store.names.indices {
            let name = store.names[rank]
            let end = Int(name.start + name.length)
            var offset = Int(name.start)
            while offset < end - 1 {
                if store.bytes[offset] == 0x20 {
                    keys.append((ByteSpan(start: Int32(offset + 1), length: Int32(end - offset - 1)), Int32(rank)))
                }
                offset += 1
            }
        }
        return PrefixKeys(store: store, keys: keys)
    }

    /// The positions of the keys that start with `prefix`, split into the keys equal to it
    /// (they sort first) and the longer ones.
    func ranges(withPrefix prefix: [UInt8]) -> PrefixRanges {
        prefix.withUnsafeBufferPointer { needle in
            store.bytes.withUnsafeBufferPointer { buffer in
                let start = lowerBound(buffer, needle) { $0 < 0 }
                let exactEnd = lowerBound(buffer, needle) { $0 <= 0 }
                // Keys with the prefix are contiguous: binary search the first one without it.
                var low = exactEnd
                var high = spans.count
                while low < high {
                    let mid = (low + high) / 2
                    if hasPrefix(buffer, spans[mid], needle) { low = mid + 1 } else { high = mid }
                }
                let end = low
                return PrefixRanges(exact: start..<exactEnd, longer: exactEnd..<end)
            }
        }
    }

    /// The ranks of the keys in `range`, smallest (most recent) first, produced lazily.
    func ascendingRanks(in range: Range<Int>) -> AscendingValues {
        AscendingValues(ranks, range: range)
    }

    private func lowerBound(
        _ buffer: UnsafeBufferPointer<UInt8>,
        _ needle: UnsafeBufferPointer<UInt8>,
        isBefore: (Int) -> Bool
    ) -> Int {
        var low = 0
        var high = spans.count
        while low < high {
            let mid = (low + high) / 2
            if isBefore(FoldedKeyStore.compare(buffer, spans[mid], needle)) { low = mid + 1 } else { high = mid }
        }
        return low
    }

    private func hasPrefix(_ buffer: UnsafeBufferPointer<UInt8>, _ span: ByteSpan, _ needle: UnsafeBufferPointer<UInt8>) -> Bool {
        Int(span.length) >= needle.count
            && (needle.isEmpty || memcmp(buffer.baseAddress! + Int(span.start), needle.baseAddress!, needle.count) == 0)
    }
}

/// The positions in a ``PrefixKeys`` of the keys that start with a prefix.
struct PrefixRanges {
    /// The keys equal to the prefix.
    let exact: Range<Int>
    /// The keys longer than the prefix (they follow the exact ones).
    let longer: Range<Int>
    /// Both.
    var all: Range<Int> { exact.lowerBound..<longer.upperBound }
}
