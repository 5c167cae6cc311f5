import Testing
@testable import TerminalUI

@Suite struct TypeKeyedCacheTests {
    private struct First {}
    private struct Second {}
    private enum Third {}

    @Test func findsWhatWasKeptForATypeAndNothingForOthers() {
        var cache = TypeKeyedCache<Int>()
        let first = ObjectIdentifier(First.self), second = ObjectIdentifier(Second.self)
        #expect(cache.value(for: first) == nil)
        cache.keep(1, for: first)
        #expect(cache.value(for: first) == 1)
        #expect(cache.value(for: second) == nil)
        cache.keep(2, for: second)
        cache.keep(3, for: ObjectIdentifier(Third.self))
        #expect(cache.value(for: second) == 2)
        #expect(cache.value(for: ObjectIdentifier(Third.self)) == 3)
        cache.keep(4, for: first)
        #expect(cache.value(for: first) == 4)
    }

    /// A key whose slot another key took is not found (the caller asks its dictionary), and
    /// takes the slot back when kept again. The two keys share a slot for certain: of
    /// `slotCount + 1` objects alive at once (distinct addresses), two fall in the same slot.
    @Test func aKeyWhoseSlotWasTakenIsNotFound() throws {
        final class Marker {}
        let markers = (0...TypeKeyedCache<Int>.slotCount).map { _ in Marker() }
        var firstInSlot: [Int: ObjectIdentifier] = [:]
        var pair: (first: ObjectIdentifier, second: ObjectIdentifier)?
        for marker in markers where pair == nil {
            let key = ObjectIdentifier(marker)
            let slot = TypeKeyedCache<Int>.slot(of: key)
            if let first = firstInSlot[slot] { pair = (first, key) } else { firstInSlot[slot] = key }
        }
        let (first, second) = try #require(pair)
        var cache = TypeKeyedCache<Int>()
        cache.keep(1, for: first)
        #expect(cache.value(for: first) == 1)
        #expect(cache.value(for: second) == nil)
        cache.keep(2, for: second)
        #expect(cache.value(for: second) == 2)
        #expect(cache.value(for: first) == nil)
        cache.keep(1, for: first)
        #expect(cache.value(for: first) == 1)
        #expect(cache.value(for: second) == nil)
        withExtendedLifetime(markers) {}
    }
}
