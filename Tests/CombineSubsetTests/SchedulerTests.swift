import CombineSubset
import Foundation
import Testing

/// Turns the current thread's run loop until `done()` or a generous deadline (a safety net
/// against hanging, not a speed assertion).
private func driveRunLoop(until done: () -> Bool) {
    let deadline = Date().addingTimeInterval(120)
    while !done() && Date() < deadline {
        _ = RunLoop.current.run(mode: .default, before: Date().addingTimeInterval(0.01))
    }
}

@Suite struct SchedulerTests {
    @Test func receiveOnRunLoopDeliversOnlyWhenTheLoopTurnsInOrder() {
        let runLoop = RunLoop.current
        let subject = PassthroughSubject<Int, Never>()
        var values: [Int] = []
        var finished = false
        let cancellable = subject.receive(on: runLoop).sink(receiveCompletion: { _ in finished = true }, receiveValue: { values.append($0) })
        for value in 1...5 { subject.send(value) }
        subject.send(completion: .finished)
        #expect(values.isEmpty)
        driveRunLoop { finished }
        #expect(values == [1, 2, 3, 4, 5])
        #expect(finished)
        cancellable.cancel()
    }

    @Test func receiveOnDispatchQueueDeliversOnThatQueueInOrder() {
        let queue = DispatchQueue(label: "receive-on-test")
        let key = DispatchSpecificKey<Bool>()
        queue.setSpecific(key: key, value: true)
        let subject = PassthroughSubject<Int, Never>()
        let values = Collector<Int>()
        let onQueue = Collector<Bool>()
        let done = DispatchSemaphore(value: 0)
        let cancellable = subject.receive(on: queue).sink(receiveCompletion: { _ in done.signal() }, receiveValue: { value in
            values.append(value)
            onQueue.append(DispatchQueue.getSpecific(key: key) == true)
        })
        for value in 1...100 { subject.send(value) }
        subject.send(completion: .finished)
        #expect(done.wait(timeout: .now() + 120) == .success)
        #expect(values.values == Array(1...100))
        #expect(onQueue.values.allSatisfy { $0 })
        cancellable.cancel()
    }

    @Test func cancelledReceiveOnDeliversNothingPending() {
        let subject = PassthroughSubject<Int, Never>()
        var values: [Int] = []
        let cancellable = subject.receive(on: RunLoop.current).sink { values.append($0) }
        subject.send(1)
        cancellable.cancel()
        var marker = false
        RunLoop.current.schedule { marker = true }
        driveRunLoop { marker }
        #expect(values.isEmpty)
    }

    @Test func debounceOnRunLoopKeepsOnlyTheLatestOfABurst() {
        let subject = PassthroughSubject<String, Never>()
        var values: [String] = []
        let cancellable = subject.debounce(for: .milliseconds(20), scheduler: RunLoop.current).sink { values.append($0) }
        // The loop does not turn while the burst is sent, so no timer can fire in between.
        subject.send("a")
        subject.send("ab")
        subject.send("abc")
        driveRunLoop { !values.isEmpty }
        subject.send("x")
        driveRunLoop { values.count == 2 }
        #expect(values == ["abc", "x"])
        cancellable.cancel()
    }

    @Test func debounceOnDispatchQueueKeepsOnlyTheLatestOfABurst() {
        let queue = DispatchQueue(label: "debounce-test")
        let subject = PassthroughSubject<Int, Never>()
        let values = Collector<Int>()
        let delivered = DispatchSemaphore(value: 0)
        let cancellable = subject.debounce(for: .milliseconds(20), scheduler: queue).sink { value in
            values.append(value)
            delivered.signal()
        }
        // A suspended queue runs no timer block, so the burst cannot be split by a slow thread.
        queue.suspend()
        for value in 1...10 { subject.send(value) }
        queue.resume()
        #expect(delivered.wait(timeout: .now() + 120) == .success)
        queue.sync {}
        #expect(values.values == [10])
        cancellable.cancel()
    }

    @Test func debounceDropsPendingValueOnCompletion() {
        let subject = PassthroughSubject<Int, Never>()
        var values: [Int] = []
        var finished = false
        let cancellable = subject.debounce(for: .milliseconds(10), scheduler: RunLoop.current)
            .sink(receiveCompletion: { _ in finished = true }, receiveValue: { values.append($0) })
        subject.send(1)
        subject.send(completion: .finished)
        driveRunLoop { finished }
        var settled = false
        RunLoop.current.schedule(after: RunLoop.current.now.advanced(by: .milliseconds(30))) { settled = true }
        driveRunLoop { settled }
        #expect(values.isEmpty)
        #expect(finished)
        cancellable.cancel()
    }

    @Test func strideConversions() {
        #expect(DispatchQueue.SchedulerTimeType.Stride.milliseconds(3).magnitude == 3_000_000)
        #expect(DispatchQueue.SchedulerTimeType.Stride.seconds(1.5).magnitude == 1_500_000_000)
        #expect(RunLoop.SchedulerTimeType.Stride.milliseconds(250).timeInterval == 0.25)
        let start = RunLoop.SchedulerTimeType(Date(timeIntervalSince1970: 100))
        #expect(start.distance(to: start.advanced(by: .seconds(2))).timeInterval == 2)
        let now = DispatchQueue.main.now
        #expect(now.distance(to: now.advanced(by: .microseconds(7))).magnitude == 7_000)
    }
}
