import CombineSubset
import Foundation
import Testing

@Suite struct SubjectTests {
    @Test func passthroughDeliversInOrderAndCompletesOnce() {
        let subject = PassthroughSubject<Int, TestError>()
        let recorder = RecordingSubscriber<Int, TestError>(initialDemand: .unlimited)
        subject.subscribe(recorder)
        for value in 1...5 { subject.send(value) }
        subject.send(completion: .finished)
        subject.send(6)
        subject.send(completion: .failure(TestError(code: 1)))
        #expect(recorder.values == [1, 2, 3, 4, 5])
        #expect(recorder.finished)
        #expect(recorder.completionCount == 1)
    }

    @Test func lateSubscriberOfCompletedSubjectGetsCompletion() {
        let subject = PassthroughSubject<Int, Never>()
        subject.send(completion: .finished)
        let recorder = RecordingSubscriber<Int, Never>(initialDemand: .unlimited)
        subject.subscribe(recorder)
        #expect(recorder.finished)
    }

    @Test func noValuesAfterCancel() {
        let subject = PassthroughSubject<Int, Never>()
        let received = Collector<Int>()
        let cancellable = subject.sink { received.append($0) }
        subject.send(1)
        cancellable.cancel()
        subject.send(2)
        #expect(received.values == [1])
    }

    @Test func droppingTheCancellableCancels() {
        let subject = PassthroughSubject<Int, Never>()
        let received = Collector<Int>()
        var cancellable: AnyCancellable? = subject.sink { received.append($0) }
        subject.send(1)
        cancellable = nil
        subject.send(2)
        #expect(cancellable == nil)
        #expect(received.values == [1])
    }

    @Test func cancelFromInsideReceiveStopsFurtherValues() {
        let subject = PassthroughSubject<Int, Never>()
        let received = Collector<Int>()
        var cancellables = Set<AnyCancellable>()
        subject.sink { value in
            received.append(value)
            if value == 2 { cancellables.removeAll() }
        }.store(in: &cancellables)
        for value in 1...4 { subject.send(value) }
        #expect(received.values == [1, 2])
    }

    @Test func passthroughHonoursDemandAndDropsWithoutIt() {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(2))
        subject.subscribe(recorder)
        for value in 1...5 { subject.send(value) }
        #expect(recorder.values == [1, 2])
        recorder.subscription?.request(.max(1))
        subject.send(6)
        subject.send(7)
        #expect(recorder.values == [1, 2, 6])
    }

    @Test func demandReturnedFromReceiveAddsUp() {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(1), demandPerValue: .max(1))
        subject.subscribe(recorder)
        for value in 1...4 { subject.send(value) }
        #expect(recorder.values == [1, 2, 3, 4])
    }

    @Test func currentValueSubjectReplaysCurrentThenNewValues() {
        let subject = CurrentValueSubject<String, Never>("a")
        subject.value = "b"
        let received = Collector<String>()
        let cancellable = subject.sink { received.append($0) }
        subject.send("c")
        subject.value = "d"
        #expect(received.values == ["b", "c", "d"])
        #expect(subject.value == "d")
        cancellable.cancel()
    }

    @Test func currentValueSubjectHoldsLatestUntilDemand() {
        let subject = CurrentValueSubject<Int, Never>(0)
        let recorder = RecordingSubscriber<Int, Never>(initialDemand: .none)
        subject.subscribe(recorder)
        subject.send(1)
        subject.send(2)
        #expect(recorder.values.isEmpty)
        recorder.subscription?.request(.max(5))
        subject.send(3)
        #expect(recorder.values == [2, 3])
    }

    @Test func subjectsLoseNothingWhenSentFromManyThreads() {
        let passthrough = PassthroughSubject<Int, Never>()
        let current = CurrentValueSubject<Int, Never>(-1)
        let fromPassthrough = Collector<Int>()
        let fromCurrent = Collector<Int>()
        let cancellables = [
            passthrough.sink { fromPassthrough.append($0) },
            current.sink { fromCurrent.append($0) },
        ]
        let senders = UncheckedBox((passthrough, current))
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for index in 0..<500 {
                senders.value.0.send(thread * 1000 + index)
                senders.value.1.send(thread * 1000 + index)
            }
        }
        let expected = Set((0..<8).flatMap { thread in (0..<500).map { thread * 1000 + $0 } })
        #expect(fromPassthrough.values.count == 4000)
        #expect(Set(fromPassthrough.values) == expected)
        #expect(fromCurrent.values.count == 4001)
        #expect(Set(fromCurrent.values.dropFirst()) == expected)
        #expect(cancellables.count == 2)
    }

    @Test func publisherCanFeedASubject() {
        let subject = PassthroughSubject<Int, Never>()
        let received = Collector<Int>()
        let output = subject.sink { received.append($0) }
        let upstream = PassthroughSubject<Int, Never>()
        let link = upstream.subscribe(subject)
        upstream.send(1)
        link.cancel()
        upstream.send(2)
        #expect(received.values == [1])
        output.cancel()
    }
}

/// Shares non-Sendable test fixtures with `concurrentPerform`; the subjects are thread-safe.
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
