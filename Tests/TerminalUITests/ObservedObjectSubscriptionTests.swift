import CombineSubset
import Testing
@testable import TerminalUI

/// An object with a publisher of its own, as the SDK's records declare it.
private final class Counter: ObservableObject {
    let objectWillChange = ObservableObjectPublisher()
    private(set) var value = 0

    func increment() {
        objectWillChange.send()
        value += 1
    }
}

private struct CounterText: View {
    @ObservedObject var counter: Counter
    var body: some View { Text("count \(counter.value)") }
}

/// Whether the counter shows.
private final class Visibility: ObservableObject {
    @Published var showsCounter = true
}

private struct Shown: View {
    let counter: Counter
    @ObservedObject var visibility: Visibility
    var body: some View {
        if visibility.showsCounter {
            CounterText(counter: counter)
        } else {
            Text("none")
        }
    }
}

/// `@ObservedObject` of an object whose publisher is an `ObservableObjectPublisher` subscribes
/// its node directly (no `sink`), and the node runs again when the object changes, until it
/// goes away.
@MainActor @Suite struct ObservedObjectSubscriptionTests {
    @Test func anObservableObjectPublisherIsObservedDirectly() {
        let counter = Counter()
        let visibility = Visibility()
        let host = ViewHost(rootView: Shown(counter: counter, visibility: visibility))
        #expect(host.snapshot(width: 10, height: 1).contains("count 0"))
        let subscriptions = host.graph.root.map(Self.subscriptions(under:)) ?? []
        #expect(subscriptions.count == 2, "the counter's and the visibility's")
        let allDirect = subscriptions.allSatisfy { $0.observation != nil }
        #expect(allDirect, "subscribed with a sink")
        counter.increment()
        #expect(!host.graph.invalidations.isEmpty, "the change invalidated the view")
        #expect(host.snapshot(width: 10, height: 1).contains("count 1"))
        visibility.showsCounter = false
        #expect(host.snapshot(width: 10, height: 1).contains("none"))
        counter.increment()
        #expect(host.graph.invalidations.isEmpty, "a view that went away still observed the object")
    }

    private static func subscriptions(under node: ViewNode) -> [ObjectSubscription] {
        node.slots.values.compactMap { $0 as? ObjectSubscription } + node.children.flatMap(subscriptions(under:))
    }
}
