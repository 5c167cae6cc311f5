import Testing
@testable import TerminalUI

/// Lazy row keys keep their id's hash (worked out once): equality and hashing still follow the
/// segment and the id.
@Suite struct RowKeyTests {
    @Test func keysAreEqualByTheirSegmentAndId() {
        let key = RowKey(segment: 1, id: AnyHashable("message-1"))
        #expect(key == RowKey(segment: 1, id: AnyHashable("message-1")))
        #expect(key.hashValue == RowKey(segment: 1, id: AnyHashable("message-1")).hashValue)
        #expect(key != RowKey(segment: 2, id: AnyHashable("message-1")))
        #expect(key != RowKey(segment: 1, id: AnyHashable("message-2")))
        // Same hash, other type: not the same id.
        #expect(RowKey(segment: 0, id: AnyHashable(7)) != RowKey(segment: 0, id: AnyHashable("7")))
    }

    @Test func manyKeysAreFoundInADictionary() {
        var rows: [RowKey: Int] = [:]
        for index in 0..<500 { rows[RowKey(segment: index % 3, id: AnyHashable("id-\(index)"))] = index }
        #expect(rows.count == 500)
        for index in 0..<500 { #expect(rows[RowKey(segment: index % 3, id: AnyHashable("id-\(index)"))] == index) }
        #expect(rows[RowKey(segment: 1, id: AnyHashable("id-0"))] == nil)
    }
}
