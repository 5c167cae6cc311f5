import Testing
@testable import StreamChat

/// The client's queue of deliveries to the main actor takes them from its head (no shift of
/// the rest per delivery) and drops the run ones in bulk: the order stays the order queued.
@MainActor
@Suite struct MainDeliveriesTests {
    private final class Log {
        var ran: [Int] = []
    }

    @Test func deliveriesRunOnceInTheOrderQueuedWhileRunOnesAreDropped() {
        let deliveries = MainDeliveries()
        let log = Log()
        let count = MainDeliveries.compactionThreshold * 3
        for index in 0..<count { deliveries.enqueue { log.ran.append(index) } }
        // Some run, more come while others wait (the run ones are dropped meanwhile).
        for _ in 0..<(MainDeliveries.compactionThreshold + 10) { #expect(deliveries.runNext()) }
        for index in count..<(count * 2) { deliveries.enqueue { log.ran.append(index) } }
        #expect(deliveries.runAll())
        #expect(log.ran == Array(0..<(count * 2)))
        #expect(!deliveries.runNext(), "none is left")
        deliveries.enqueue { log.ran.append(-1) }
        #expect(deliveries.runAll())
        #expect(log.ran.last == -1)
    }
}
