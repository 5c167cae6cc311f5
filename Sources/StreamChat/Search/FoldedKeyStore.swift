import Foundation

/// A run of bytes in a ``FoldedKeyStore``.
struct ByteSpan {
    var start: Int32
    var length: Int32
}

/// The folded names and ids of all entries, in ranking order, packed into one byte buffer.
struct FoldedKeyStore {
    /// All folded keys back to back.
    let bytes: [UInt8]
    /// The folded name of the entry at each rank (empty span when it has no name).
    let names: [ByteSpan]
    /// The folded id of the entry at each rank.
    let ids: [ByteSpan]

    /// Whether `query` occurs in the folded name or id of the entry at `rank`.
    func contains(_ query: [UInt8], inEntryAt rank: Int) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            query.withUnsafeBufferPointer { needle in
                Self.find(needle, in: buffer, span: names[rank]) || Self.find(needle, in: buffer, span: ids[rank])
            }
        }
    }

    /// Compares the key at `span` with `other` byte-wise (shorter sorts first on a tie).
    func compare(_ span: ByteSpan, with other: UnsafeBufferPointer<UInt8>) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            Self.compare(buffer, span, other)
        }
    }

    static func compare(_ buffer: UnsafeBufferPointer<UInt8>, _ span: ByteSpan, _ other: UnsafeBufferPointer<UInt8>) -> Int {
        let length = Int(span.length)
        let common = min(length, other.count)
        if common > 0 {
            let result = memcmp(buffer.baseAddress! + Int(span.start), other.baseAddress!, common)
            if result != 0 { return Int(result) }
        }
        return length - other.count
    }

    private static func find(_ needle: UnsafeBufferPointer<UInt8>, in buffer: UnsafeBufferPointer<UInt8>, span: ByteSpan) -> Bool {
        let length = Int(span.length)
        guard needle.count <= length, let first = needle.first else { return needle.isEmpty }
        let start = Int(span.start)
        var offset = 0
        while offset + needle.count <= length {
            if buffer[start + offset] == first,
               memcmp(buffer.baseAddress! + start + offset, needle.baseAddress!, needle.count) == 0 {
                return true
            }
            offset += 1
        }
        return false
    }
}

/// Folds every entry and orders them by rank: by name (the id for an entry without one),
/// then by id, so that results of one tier are listed alphabetically and stay put while people
/// come and go online. The most recently active order is kept apart for the empty query.
struct FoldedKeys {
    let positionByRank: [Int32]
    /// Positions, most recently active first (`nil` last), then in rank order.
    let positionByRecency: [Int32]
    let store: FoldedKeyStore

    init(entries: [MentionSearchIndex.Entry]) {
        var memo = FoldingMemo()
        let foldedNames = entries.map { memo.fold($0.name ?? "") }
        let foldedIds = entries.map { memo.fold($0.id) }
        let order = entries.indices.sorted { left, right in
            let leftName = foldedNames[left].isEmpty ? foldedIds[left] : foldedNames[left]
            let rightName = foldedNames[right].isEmpty ? foldedIds[right] : foldedNames[right]
            if leftName != rightName { return leftName.lexicographicallyPrecedes(rightName) }
            return entries[left].id < entries[right].id
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(foldedNames.reduce(0) { $0 + $1.count } + foldedIds.reduce(0) { $0 + $1.count })
        var names: [ByteSpan] = []
        var ids: [ByteSpan] = []
        names.reserveCapacity(entries.count)
        ids.reserveCapacity(entries.count)
        for position in order {
            names.append(ByteSpan(start: Int32(bytes.count), length: Int32(foldedNames[position].count)))
            bytes.append(contentsOf: foldedNames[position])
            ids.append(ByteSpan(start: Int32(bytes.count), length: Int32(foldedIds[position].count)))
            bytes.append(contentsOf: foldedIds[position])
        }
        positionByRank = order.map { Int32($0) }
        // A stable sort of the rank order by date: equal dates keep the rank order.
        positionByRecency = order.enumerated().sorted { left, right in
            let leftDate = entries[left.element].lastActiveAt ?? .distantPast
            let rightDate = entries[right.element].lastActiveAt ?? .distantPast
            if leftDate != rightDate { return leftDate > rightDate }
            return left.offset < right.offset
        }.map { Int32($0.element) }
        store = FoldedKeyStore(bytes: bytes, names: names, ids: ids)
    }
}
