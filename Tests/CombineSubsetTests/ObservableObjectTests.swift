import CombineSubset
import Testing

/// Records, at each `objectWillChange`, the value the observed property held at that moment.
private final class Base: ObservableObject {
    @Published var name = "initial"
    var plain = 0
}

private final class Derived: BaseWithSubclass {
    @Published var count = 0
}

private class BaseWithSubclass: ObservableObject {
    @Published var title = "t0"
}

private final class NoPublished: ObservableObject {}

@Suite struct ObservableObjectTests {
    @Test func objectWillChangeFiresBeforeTheChange() {
        let model = Base()
        var seen: [String] = []
        let cancellable = model.objectWillChange.sink { seen.append(model.name) }
        model.name = "second"
        model.name = "third"
        model.plain = 5
        #expect(seen == ["initial", "second"])
        #expect(model.name == "third")
        cancellable.cancel()
    }

    @Test func superclassPublishedPropertiesFireTheSamePublisher() {
        let model = Derived()
        var seenTitles: [String] = []
        var seenCounts: [Int] = []
        let cancellable = model.objectWillChange.sink {
            seenTitles.append(model.title)
            seenCounts.append(model.count)
        }
        model.title = "t1"
        model.count = 1
        #expect(seenTitles == ["t0", "t1"])
        #expect(seenCounts == [0, 0])
        #expect(model.objectWillChange === model.objectWillChange)
        cancellable.cancel()
    }

    @Test func projectedPublisherEmitsCurrentThenNewValuesBeforeStoring() {
        let model = Base()
        var received: [String] = []
        var storedAtEmission: [String] = []
        let cancellable = model.$name.sink { value in
            received.append(value)
            storedAtEmission.append(model.name)
        }
        model.name = "next"
        #expect(received == ["initial", "next"])
        #expect(storedAtEmission == ["initial", "initial"])
        cancellable.cancel()
    }

    @Test func assignToPublishedRepublishesAndFiresWillChange() {
        let model = Base()
        var willChangeCount = 0
        let observation = model.objectWillChange.sink { willChangeCount += 1 }
        let source = PassthroughSubject<String, Never>()
        source.assign(to: &model.$name)
        source.send("from source")
        #expect(model.name == "from source")
        #expect(willChangeCount == 1)
        observation.cancel()
    }

    @Test func objectWithoutPublishedPropertiesKeepsOnePublisher() {
        let model = NoPublished()
        var fired = 0
        let cancellable = model.objectWillChange.sink { fired += 1 }
        model.objectWillChange.send()
        #expect(fired == 1)
        #expect(model.objectWillChange === model.objectWillChange)
        cancellable.cancel()
    }
}
