@testable import CombineSubset
import Testing

private final class Observer: ObjectWillChangeObserver, @unchecked Sendable {
    func objectWillChange() {}
}

/// The slots of an `ObservableObjectPublisher`'s direct observers: an emptied slot is taken
/// again, a stale token removes nothing, and empty slots at the end are dropped (so `send()`
/// walks only about as many slots as there are observers).
@Suite struct DirectObserverSlotsTests {
    @Test func aSlotLeftIsTakenAgainAndAStaleTokenRemovesNothing() {
        var slots = DirectObserverSlots()
        let first = Observer(), second = Observer()
        _ = slots.insert(first)
        let left = slots.insert(first)
        _ = slots.insert(first)
        slots.remove(slot: left.slot, token: left.token)
        let taking = slots.insert(second)
        #expect(taking.slot == left.slot, "the left slot is taken again")
        #expect(slots.slots.count == 3)
        slots.remove(slot: left.slot, token: left.token)
        #expect(slots.slots[taking.slot].observer === second, "the stale token left the slot's new observer")
    }

    /// An empty slot between observers stays and is taken by the next one; empty slots at the
    /// end go, also one that a later removal leaves at the end.
    @Test func emptySlotsAtTheEndAreDropped() {
        var slots = DirectObserverSlots()
        let observers = (0..<5).map { _ in Observer() }
        let taken = observers.map { slots.insert($0) }
        slots.remove(slot: taken[1].slot, token: taken[1].token)
        #expect(slots.slots.count == 5, "an empty slot between observers stays")
        slots.remove(slot: taken[4].slot, token: taken[4].token)
        slots.remove(slot: taken[3].slot, token: taken[3].token)
        #expect(slots.slots.count == 3)
        slots.remove(slot: taken[2].slot, token: taken[2].token)
        #expect(slots.slots.count == 1, "the empty slot now at the end goes too")
        let comer = Observer()
        let comes = slots.insert(comer)
        #expect(slots.slots.count == 2)
        #expect(slots.slots.map { $0.observer.map(ObjectIdentifier.init) } == [ObjectIdentifier(observers[0]), ObjectIdentifier(comer)])
        slots.remove(slot: taken[0].slot, token: taken[0].token)
        #expect(slots.slots.count == 2, "the first slot is now between")
        slots.remove(slot: comes.slot, token: comes.token)
        #expect(slots.slots.isEmpty)
        let last = slots.insert(comer)
        #expect(last.slot == 0, "no stale free slot is taken")
    }
}
