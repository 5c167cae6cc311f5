import CombineSubset
import Foundation
import Testing

@Suite struct FutureTests {
    @Test func runsItsClosureAtOnceWithoutSubscribers() {
        var runs = 0
        let future = Future<Int, Never> { promise in
            runs += 1
            promise(.success(7))
        }
        #expect(runs == 1)
        _ = future
    }

    @Test func deliversASingleResultAndIgnoresLaterPromises() {
        var keptPromise: Future<Int, TestError>.Promise?
        let future = Future<Int, TestError> { promise in keptPromise = promise }
        let recorder = RecordingSubscriber<Int, TestError>(initialDemand: .unlimited)
        future.subscribe(recorder)
        #expect(recorder.values.isEmpty)
        keptPromise?(.success(1))
        keptPromise?(.success(2))
        keptPromise?(.failure(TestError(code: 3)))
        #expect(recorder.values == [1])
        #expect(recorder.finished)
        #expect(recorder.completionCount == 1)
    }

    @Test func lateSubscriberGetsTheResult() {
        let future = Future<String, Never> { $0(.success("done")) }
        let first = Collector<String>()
        let second = Collector<String>()
        let cancellables = [future.sink { first.append($0) }, future.sink { second.append($0) }]
        #expect(first.values == ["done"])
        #expect(second.values == ["done"])
        #expect(cancellables.count == 2)
    }

    @Test func failureReachesSubscribers() {
        let future = Future<Int, TestError> { $0(.failure(TestError(code: 9))) }
        var failure: TestError?
        let cancellable = future.sink(receiveCompletion: { completion in
            if case .failure(let error) = completion { failure = error }
        }, receiveValue: { _ in })
        #expect(failure == TestError(code: 9))
        cancellable.cancel()
    }

    @Test func waitsForDemand() {
        let future = Future<Int, Never> { $0(.success(5)) }
        let recorder = RecordingSubscriber<Int, Never>(initialDemand: .none)
        future.subscribe(recorder)
        #expect(recorder.values.isEmpty)
        recorder.subscription?.request(.max(1))
        #expect(recorder.values == [5])
        #expect(recorder.finished)
    }

    @Test func cancelledSubscriberGetsNothing() {
        var keptPromise: Future<Int, Never>.Promise?
        let future = Future<Int, Never> { keptPromise = $0 }
        let recorder = RecordingSubscriber<Int, Never>(initialDemand: .unlimited)
        future.subscribe(recorder)
        recorder.subscription?.cancel()
        keptPromise?(.success(1))
        #expect(recorder.values.isEmpty)
        #expect(recorder.completionCount == 0)
    }

    @Test func promiseFulfilledOnAnotherThreadReachesSubscriber() async {
        let future = Future<Int, Never> { promise in
            let box = UncheckedBox(promise)
            DispatchQueue.global().async { box.value(.success(42)) }
        }
        var cancellable: AnyCancellable?
        let value: Int = await withCheckedContinuation { continuation in
            cancellable = future.sink { continuation.resume(returning: $0) }
        }
        #expect(value == 42)
        cancellable?.cancel()
    }

    @Test func valueIsAwaitable() async throws {
        let future = Future<Int, Never> { promise in
            let box = UncheckedBox(promise)
            DispatchQueue.global().async { box.value(.success(8)) }
        }
        #expect(await future.value == 8)
        let failing = Future<Int, TestError> { $0(.failure(TestError(code: 5))) }
        await #expect(throws: TestError(code: 5)) { try await failing.value }
    }

    @Test func completionRoundTripsThroughCoding() throws {
        struct CodableError: Error, Codable, Equatable { let code: Int }
        let completions: [Subscribers.Completion<CodableError>] = [.finished, .failure(CodableError(code: 3))]
        let data = try JSONEncoder().encode(completions)
        let decoded = try JSONDecoder().decode([Subscribers.Completion<CodableError>].self, from: data)
        #expect(decoded == completions)
    }
}
