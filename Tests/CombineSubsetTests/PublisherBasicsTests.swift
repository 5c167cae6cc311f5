import CombineSubset
import Testing

@Suite struct PublisherBasicsTests {
    @Test func justEmitsOnceThenFinishes() {
        let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(1))
        Just(3).subscribe(recorder)
        #expect(recorder.values == [3])
        #expect(recorder.finished)
    }

    @Test func emptyAndFail() {
        let empty = RecordingSubscriber<Int, Never>(initialDemand: .unlimited)
        Empty<Int, Never>().subscribe(empty)
        #expect(empty.values.isEmpty && empty.finished)
        let never = RecordingSubscriber<Int, Never>(initialDemand: .unlimited)
        Empty<Int, Never>(completeImmediately: false).subscribe(never)
        #expect(never.completionCount == 0)
        var failure: TestError?
        _ = Fail<Int, TestError>(error: TestError(code: 2)).sink(receiveCompletion: {
            if case .failure(let error) = $0 { failure = error }
        }, receiveValue: { _ in })
        #expect(failure == TestError(code: 2))
    }

    @Test func deferredCreatesAPublisherPerSubscriber() {
        var created = 0
        let deferred = Deferred { () -> Just<Int> in
            created += 1
            return Just(created)
        }
        #expect(created == 0)
        var values: [Int] = []
        _ = deferred.sink { values.append($0) }
        _ = deferred.sink { values.append($0) }
        #expect(values == [1, 2])
    }

    @Test func anyPublisherForwards() {
        let subject = PassthroughSubject<Int, Never>()
        let erased = subject.eraseToAnyPublisher()
        var values: [Int] = []
        let cancellable = erased.sink { values.append($0) }
        subject.send(1)
        subject.send(2)
        #expect(values == [1, 2])
        #expect(erased.eraseToAnyPublisher().description == "AnyPublisher")
        cancellable.cancel()
    }

    @Test func demandArithmeticSaturates() {
        #expect(Subscribers.Demand.max(2) + .max(3) == .max(5))
        #expect(Subscribers.Demand.max(Int.max) + 1 == .unlimited)
        #expect(Subscribers.Demand.max(2) - .max(5) == .none)
        #expect(Subscribers.Demand.unlimited - .max(5) == .unlimited)
        #expect(Subscribers.Demand.max(1) < .unlimited)
        #expect(Subscribers.Demand.max(3).max == 3)
        #expect(Subscribers.Demand.unlimited.max == nil)
        #expect(Subscribers.Demand.max(3) > 2)
    }

    @Test func storeInCollectionsKeepsSubscriptionsAlive() {
        let subject = PassthroughSubject<Int, Never>()
        var values: [Int] = []
        var set = Set<AnyCancellable>()
        var array: [AnyCancellable] = []
        subject.sink { values.append($0) }.store(in: &set)
        subject.sink { values.append($0 * 10) }.store(in: &array)
        subject.send(1)
        #expect(values == [1, 10])
        set.removeAll()
        array.removeAll()
        subject.send(2)
        #expect(values == [1, 10])
    }

    @Test func assignWritesThroughTheKeyPath() {
        final class Target { var text = "" }
        let target = Target()
        let subject = PassthroughSubject<String, Never>()
        let cancellable = subject.assign(to: \.text, on: target)
        subject.send("hello")
        #expect(target.text == "hello")
        cancellable.cancel()
        subject.send("ignored")
        #expect(target.text == "hello")
    }
}
