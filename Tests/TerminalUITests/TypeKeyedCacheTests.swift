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

    /// A type whose slot another type took is not found (the caller asks its dictionary).
    @Test func aTypeWhoseSlotWasTakenIsNotFound() {
        var cache = TypeKeyedCache<Int>()
        let types: [Any.Type] = [Int.self, String.self, Double.self, First.self, Second.self, Third.self, Bool.self, Float.self,
                                 [Int].self, [String].self, Int?.self, String?.self, UInt8.self, UInt16.self, Int8.self, Int16.self]
        for (index, type) in types.enumerated() { cache.keep(index, for: ObjectIdentifier(type)) }
        for (index, type) in types.enumerated() {
            let found = cache.value(for: ObjectIdentifier(type))
            // Found, it is the type's own value; a later type in the same slot hides it.
            #expect(found == nil || found == index)
        }
        #expect(cache.value(for: ObjectIdentifier(types[types.count - 1])) == types.count - 1)
    }
}
