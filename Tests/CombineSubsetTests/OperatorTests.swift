import CombineSubset
import Testing

@Suite struct OperatorTests {
    @Test func mapCompactMapFilterKeepOrder() {
        let subject = PassthroughSubject<Int, Never>()
        var values: [String] = []
        let cancellable = subject
            .filter { $0 % 2 == 0 }
            .compactMap { $0 == 4 ? nil : $0 }
            .map { "v\($0)" }
            .sink { values.append($0) }
        for value in 1...8 { subject.send(value) }
        #expect(values == ["v2", "v6", "v8"])
        cancellable.cancel()
    }

    @Test func droppedValuesDoNotConsumeDemand() {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(2))
        subject.filter { $0 > 2 }.subscribe(recorder)
        for value in 1...6 { subject.send(value) }
        #expect(recorder.values == [3, 4])
    }

    @Test func removeDuplicatesDropsConsecutiveRepeatsOnly() {
        let subject = PassthroughSubject<Int, Never>()
        var values: [Int] = []
        let cancellable = subject.removeDuplicates().sink { values.append($0) }
        for value in [1, 1, 2, 2, 2, 1, 3, 3] { subject.send(value) }
        #expect(values == [1, 2, 1, 3])
        cancellable.cancel()
    }

    @Test func removeDuplicatesByPredicate() {
        let subject = PassthroughSubject<String, Never>()
        var values: [String] = []
        let cancellable = subject.removeDuplicates { $0.lowercased() == $1.lowercased() }.sink { values.append($0) }
        for value in ["a", "A", "b", "B", "a"] { subject.send(value) }
        #expect(values == ["a", "b", "a"])
        cancellable.cancel()
    }

    @Test func cancelStopsOperatorChains() {
        let subject = PassthroughSubject<Int, Never>()
        var values: [Int] = []
        let cancellable = subject.map { $0 * 2 }.filter { _ in true }.sink { values.append($0) }
        subject.send(1)
        cancellable.cancel()
        subject.send(2)
        #expect(values == [2])
    }

    @Test func completionPassesThroughOperators() {
        let subject = PassthroughSubject<Int, TestError>()
        var failure: TestError?
        let cancellable = subject.map { $0 }.removeDuplicates().sink(receiveCompletion: {
            if case .failure(let error) = $0 { failure = error }
        }, receiveValue: { _ in })
        subject.send(completion: .failure(TestError(code: 4)))
        #expect(failure == TestError(code: 4))
        cancellable.cancel()
    }
}
