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
        left.cancel()
        publisher.send()
        #expect(first.count == 1)
        #expect(second.count == 1, "the stale cancel did not remove the slot's new observer")
        kept.cancel()
        taking.cancel()
        publisher.send()
        #expect(first.count == 1 && second.count == 1)
    }

    /// A cancelled observation lets its observer go: the publisher keeps no observer it no
    /// longer tells.
    @Test func aCancelledObservationReleasesItsObserver() {
        let publisher = ObservableObjectPublisher()
        var counter: ChangeCounter? = ChangeCounter()
        weak let released = counter
        let observation = publisher.observe(counter!)
        counter = nil
        #expect(released != nil, "observed, it is kept")
        observation.cancel()
        #expect(released == nil)
    }

    /// Observations ended on many threads at once, each twice: every observer is removed once,
    /// and those that stay are still told.
    @Test func observationsCancelledOnManyThreads() async {
        let publisher = ObservableObjectPublisher()
        let staying = ChangeCounter()
        let stays = publisher.observe(staying)
        let leaving = WeakCounters((0..<200).map { _ in ChangeCounter() })
        let observations = leaving.strong.map { publisher.observe($0) }
        leaving.dropStrong()
        await withTaskGroup(of: Void.self) { group in
            for observation in observations + observations {
                group.addTask { observation.cancel() }
            }
        }
        #expect(leaving.released, "every cancelled observer is let go")
        let comer = ChangeCounter()
        let comes = publisher.observe(comer)
        publisher.send()
        #expect(staying.count == 1)
        #expect(comer.count == 1)
        stays.cancel()
        comes.cancel()
    }
}

/// Counters held weakly once `dropStrong()` is called, to see whether anything else keeps them.
private final class WeakCounters: @unchecked Sendable {
    private(set) var strong: [ChangeCounter]
    private let weak: [WeakBox]

    private struct WeakBox { weak var counter: ChangeCounter? }

    init(_ counters: [ChangeCounter]) {
        strong = counters
        weak = counters.map { WeakBox(counter: $0) }
    }

    func dropStrong() { strong = [] }
    var released: Bool { weak.allSatisfy { $0.counter == nil } }
}
