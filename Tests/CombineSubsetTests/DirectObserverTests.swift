@testable import CombineSubset
import Testing

/// Counts the changes it is told of.
private final class ChangeCounter: ObjectWillChangeObserver, @unchecked Sendable {
    var count = 0
    func objectWillChange() { count += 1 }
}

/// The UI engine's direct observers of an `ObservableObjectPublisher`: told of every `send()`
/// alongside subscribers, until their observation is cancelled or released.
@Suite struct DirectObserverTests {
    @Test func anObserverIsToldUntilItsObservationIsCancelled() {
        let publisher = ObservableObjectPublisher()
        let counter = ChangeCounter()
        let observation = publisher.observe(counter)
        publisher.send()
        publisher.send()
        #expect(counter.count == 2)
        observation.cancel()
        observation.cancel()
        publisher.send()
        #expect(counter.count == 2)
    }

    @Test func releasingTheObservationEndsIt() {
        let publisher = ObservableObjectPublisher()
        let counter = ChangeCounter()
        var observation: ObjectWillChangeObservation? = publisher.observe(counter)
        publisher.send()
        #expect(counter.count == 1)
        _ = observation
        observation = nil
        publisher.send()
        #expect(counter.count == 1)
    }

    @Test func oneObserverTwiceIsRemovedOnceEachAndSubscribersStillReceive() {
        let publisher = ObservableObjectPublisher()
        let counter = ChangeCounter()
        let first = publisher.observe(counter)
        let second = publisher.observe(counter)
        var received = 0
        let subscription = publisher.sink { received += 1 }
        publisher.send()
        #expect(counter.count == 2)
        first.cancel()
        publisher.send()
        #expect(counter.count == 3, "the second observation still tells it")
        #expect(received == 2)
        second.cancel()
        subscription.cancel()
    }

    @Test func aSlotLeftByAnObservationIsTakenAgainAndASecondCancelLeavesItsNewObserver() {
        let publisher = ObservableObjectPublisher()
        let first = ChangeCounter(), second = ChangeCounter()
        let kept = publisher.observe(first)
        let left = publisher.observe(first)
        left.cancel()
        let taking = publisher.observe(second)
        #expect(publisher.directObserverSlotCount == 2, "the left slot is taken again")
        left.cancel()
        publisher.send()
        #expect(first.count == 1)
        #expect(second.count == 1, "the stale cancel did not remove the slot's new observer")
        kept.cancel()
        taking.cancel()
        #expect(publisher.directObserverSlotCount == 0)
    }

    /// Empty slots at the end are dropped as observers leave (`send()` walks only those left);
    /// an empty slot between observers is kept and taken by the next one, and the observations
    /// still held keep their slots.
    @Test func emptySlotsAtTheEndAreDropped() {
        let publisher = ObservableObjectPublisher()
        let counters = (0..<5).map { _ in ChangeCounter() }
        let observations = counters.map { publisher.observe($0) }
        observations[1].cancel()
        #expect(publisher.directObserverSlotCount == 5, "an empty slot between observers stays")
        observations[4].cancel()
        observations[3].cancel()
        #expect(publisher.directObserverSlotCount == 3)
        observations[2].cancel()
        #expect(publisher.directObserverSlotCount == 1, "the empty slot now at the end goes too")
        let comer = ChangeCounter()
        let comes = publisher.observe(comer)
        #expect(publisher.directObserverSlotCount == 2)
        publisher.send()
        #expect(counters.map(\.count) == [1, 0, 0, 0, 0])
        #expect(comer.count == 1)
        observations[0].cancel()
        #expect(publisher.directObserverSlotCount == 2, "the first slot is now between")
        publisher.send()
        #expect(comer.count == 2)
        comes.cancel()
        #expect(publisher.directObserverSlotCount == 0)
    }

    /// Observations ended on many threads at once, each twice: every observer is removed once,
    /// and those that stay are still told.
    @Test func observationsCancelledOnManyThreads() async {
        let publisher = ObservableObjectPublisher()
        let staying = ChangeCounter()
        let stays = publisher.observe(staying)
        let observations = (0..<200).map { _ in publisher.observe(ChangeCounter()) }
        await withTaskGroup(of: Void.self) { group in
            for observation in observations + observations {
                group.addTask { observation.cancel() }
            }
        }
        #expect(publisher.directObserverSlotCount == 1, "the emptied slots at the end are dropped")
        let comer = ChangeCounter()
        let comes = publisher.observe(comer)
        #expect(publisher.directObserverSlotCount == 2)
        publisher.send()
        #expect(staying.count == 1)
        #expect(comer.count == 1)
        stays.cancel()
        comes.cancel()
        #expect(publisher.directObserverSlotCount == 0)
    }
}
