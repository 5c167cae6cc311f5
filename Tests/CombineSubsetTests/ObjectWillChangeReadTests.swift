@testable import CombineSubset
import Synchronization
import Testing

private class Conforming: ObservableObject {
    @Published var title = "t0"
}

private final class Subclass: Conforming {
    @Published var count = 0
}

private final class Walked: ObservableObject {
    @Published var value = 0
}

private final class Unpublished: ObservableObject {}

/// The default `objectWillChange` is found once per object, and reading it again changes nothing
/// of what it does: one publisher, announcing every `@Published` property before it changes,
/// without keeping the object alive.
@Suite struct ObjectWillChangeReadTests {
    @Test func fieldsAreWalkedOnceAnObjectNotOnEveryRead() {
        ObjectWillChangeRegistry.countsWalks.store(true, ordering: .relaxed)
        let first = Walked()
        let second = Walked()
        for _ in 0..<5 {
            _ = first.objectWillChange
            _ = second.objectWillChange
        }
        #expect(ObjectWillChangeRegistry.reflectionWalks(of: Walked.self) == 2)
    }

    @Test func everyReadGivesTheSamePublisher() {
        let model = Subclass()
        let publishers = (0..<3).map { _ in model.objectWillChange }
        #expect(publishers.allSatisfy { $0 === publishers[0] })
        let unpublished = Unpublished()
        #expect(unpublished.objectWillChange === unpublished.objectWillChange)
    }

    @Test func propertiesOfSuperclassAndSubclassFireBeforeTheChangeAfterRepeatedReads() {
        let model = Subclass()
        _ = model.objectWillChange
        var seen: [String] = []
        let cancellable = model.objectWillChange.sink { seen.append("\(model.title) \(model.count)") }
        _ = model.objectWillChange
        model.title = "t1"
        model.count = 1
        _ = model.objectWillChange
        model.title = "t2"
        #expect(seen == ["t0 0", "t1 0", "t1 1"])
        cancellable.cancel()
    }

    @Test func objectsDeallocateOnceTheirPublisherWasRead() {
        weak var published: Subclass?
        weak var unpublished: Unpublished?
        do {
            let model = Subclass()
            let plain = Unpublished()
            published = model
            unpublished = plain
            let cancellable = model.objectWillChange.sink {}
            _ = plain.objectWillChange
            model.count = 1
            cancellable.cancel()
        }
        #expect(published == nil)
        #expect(unpublished == nil)
    }

    @Test func anIdentityReusedByANewObjectGetsANewPublisher() {
        var publishers: [ObjectIdentifier: ObservableObjectPublisher] = [:]
        var reused = false
        for _ in 0..<200 {
            let model = Unpublished()
            let publisher = model.objectWillChange
            if let earlier = publishers[ObjectIdentifier(model)] {
                reused = true
                #expect(earlier !== publisher)
            }
            publishers[ObjectIdentifier(model)] = publisher
        }
        #expect(reused)
    }
}
