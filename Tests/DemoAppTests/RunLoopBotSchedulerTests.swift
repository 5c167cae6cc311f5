import Foundation
import Testing
@testable import DemoSupport
import CheckedIndex

@MainActor @Suite("Bot scheduler on the run loop")
struct RunLoopBotSchedulerTests {
    @Test("Work is due after its delay, not at once")
    func fireDateIsDelayed() throws {
        let scheduler = RunLoopBotScheduler()
        let before = Date()
        scheduler.schedule(after: 30) {}
        scheduler.schedule(after: 2) {}
        let dates = scheduler.fireDates
        #expect(dates.count == 2)
        #expect(try #require(dates[checked: 0]).timeIntervalSince(before) >= 2)
        #expect(try #require(dates[checked: 1]).timeIntervalSince(before) >= 30)
        scheduler.cancelAll()
        #expect(scheduler.fireDates.isEmpty)
    }
}
