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
}
