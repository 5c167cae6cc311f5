import Testing
@testable import TerminalUI

/// Frame coalescing with a hand-driven clock and scheduler: deterministic, no sleeping.
@MainActor @Suite struct FrameSchedulerTests {
    /// Records scheduled actions; the test runs them when it chooses.
    @MainActor final class ManualScheduler {
        var now: UInt64 = 1_000_000_000
        var pending: [(delay: UInt64, action: @MainActor @Sendable () -> Void)] = []
        func runNext() {
            let next = pending.removeFirst()
            now += next.delay
            next.action()
        }
    }

    static func make(_ manual: ManualScheduler, renders: @escaping @MainActor () -> Void) -> FrameScheduler {
        FrameScheduler(now: { manual.now }, schedule: { delay, action in manual.pending.append((delay, action)) }, render: renders)
    }

    @Test func manyInvalidationsBeforeTheFrameMakeOneFrame() {
        let manual = ManualScheduler()
        var renders = 0
        let scheduler = Self.make(manual) { renders += 1 }
        for _ in 0..<100 { scheduler.requestFrame() }
        #expect(manual.pending.count == 1)
        #expect(manual.pending.first?.delay == 0)
        manual.runNext()
        #expect(renders == 1)
        #expect(manual.pending.isEmpty)
    }

    @Test func framesAreAtLeastASixtiethOfASecondApart() {
        let manual = ManualScheduler()
        let scheduler = Self.make(manual) {}
        scheduler.requestFrame()
        manual.runNext()
        manual.now += 5_000_000 // 5 ms later
        scheduler.requestFrame()
        #expect(manual.pending.first?.delay == scheduler.minimumInterval - 5_000_000)
        manual.runNext()
        manual.now += 50_000_000 // long idle: the next frame comes at once
        scheduler.requestFrame()
        #expect(manual.pending.last?.delay == 0)
    }

    @Test func nothingIsScheduledWhileNothingIsRequested() {
        let manual = ManualScheduler()
        var renders = 0
        let scheduler = Self.make(manual) { renders += 1 }
        scheduler.requestFrame()
        manual.runNext()
        #expect(manual.pending.isEmpty)
        #expect(renders == 1)
        #expect(scheduler.frameCount == 1)
    }

    @Test func anInvalidationDuringRenderSchedulesTheNextFrame() {
        let manual = ManualScheduler()
        var scheduler: FrameScheduler?
        var renders = 0
        scheduler = Self.make(manual) {
            renders += 1
            if renders == 1 { scheduler?.requestFrame() }
        }
        scheduler?.requestFrame()
        manual.runNext()
        #expect(manual.pending.count == 1)
        #expect(manual.pending.first?.delay == scheduler?.minimumInterval)
        manual.runNext()
        #expect(renders == 2)
    }
}
