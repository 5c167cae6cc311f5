import CombineSubset
import Foundation
import Observation
import Testing
@testable import TerminalUI

@Observable @MainActor private final class GroupMark {
    var endsGroup = true
}

private final class Feed: ObservableObject {
    @Published var count = 0
}

/// Writes, while its body runs, what a view below it read (as the SDK's message list records
/// that the row before a new message no longer ends its group).
private struct MarkingList: View {
    @ObservedObject var feed: Feed
    let mark: GroupMark
    var body: some View {
        mark.endsGroup = feed.count == 0
        return VStack(spacing: 0) {
            Text("count \(feed.count)")
            MarkReader(mark: mark)
        }
    }
}

private struct MarkReader: View {
    let mark: GroupMark
    var body: some View { Text(mark.endsGroup ? "ends" : "goes on") }
}

/// Two views that invalidate each other whenever they are evaluated (more rounds than a settle
/// runs): each reads one mark and changes the other.
@Observable @MainActor private final class Marks {
    var ping = 0
    var pong = 0
}

private struct Ping: View {
    let marks: Marks
    var body: some View {
        _ = marks.ping
        marks.pong += 1
        return Pong(marks: marks)
    }
}

private struct Pong: View {
    let marks: Marks
    var body: some View {
        _ = marks.pong
        marks.ping += 1
        return Text("pong")
    }
}

/// Counts calls, from any thread.
private final class CallCount: @unchecked Sendable {
    private let lock = NSLock()
    private var calls = 0
    var value: Int { lock.withLock { calls } }
    func add() { lock.withLock { calls += 1 } }
}

/// The host asks for a frame (`onInvalidate`, through the queue's first-pending call) when
/// something changes, but not for what a body changes while the graph processes invalidations:
/// that is drained by the same settle.
@MainActor @Suite struct InvalidationWakeUpTests {
    @Test func aBodyWritingWhatAnotherViewReadAsksForNoFrame() {
        let feed = Feed(), mark = GroupMark()
        let host = ViewHost(rootView: MarkingList(feed: feed, mark: mark))
        #expect(host.snapshot(width: 10, height: 2).contains("ends"))
        let wakeUps = CallCount()
        host.graph.invalidations.onFirstPending = { wakeUps.add() }
        feed.count = 1
        #expect(wakeUps.value == 1, "the change from outside asks for a frame")
        host.settle()
        // The list's body marked the reader, which ran again in the same settle.
        #expect(wakeUps.value == 1, "a write during the settle asked for another frame")
        #expect(host.snapshot(width: 10, height: 2).contains("goes on"))
        #expect(wakeUps.value == 1)
    }

    @Test func whatASettleLeavesQueuedStillAsksForAFrame() {
        let marks = Marks()
        let host = ViewHost(rootView: Ping(marks: marks))
        _ = host.snapshot(width: 4, height: 1)
        // The first frame left them queued too (they never settle): start from an empty queue.
        _ = host.graph.invalidations.drain()
        let wakeUps = CallCount()
        host.graph.invalidations.onFirstPending = { wakeUps.add() }
        host.graph.root?.token.invalidate()
        #expect(wakeUps.value == 1)
        host.settle()
        #expect(!host.graph.invalidations.isEmpty, "the views invalidate each other past the settle's rounds")
        #expect(wakeUps.value == 2, "what is left queued is announced once")
    }
}
