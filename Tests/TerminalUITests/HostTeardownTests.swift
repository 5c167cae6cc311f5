import Observation
import Testing
@testable import TerminalUI

/// A host that goes takes its views down, as SwiftUI does those of a window that closes: each
/// view still shown runs its `onDisappear` once, a presented sheet's content too.
@MainActor @Suite struct HostTeardownTests {
    @Observable final class Model {
        var listShown = true
        var log: [String] = []
    }

    struct Screen: View {
        let model: Model
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("Title")
                    .onAppear { model.log.append("+title") }
                    .onDisappear { model.log.append("-title") }
                if model.listShown {
                    Text("List")
                        .onAppear { model.log.append("+list") }
                        .onDisappear { model.log.append("-list") }
                }
            }
            .sheet(isPresented: .constant(true)) {
                Text("Sheet")
                    .onAppear { model.log.append("+sheet") }
                    .onDisappear { model.log.append("-sheet") }
            }
        }
    }

    @Test func aHostFreedRunsTheOnDisappearOfEachViewStillShown() {
        let model = Model()
        var host: ViewHost? = ViewHost(rootView: Screen(model: model))
        #expect(host?.snapshot(width: 20, height: 6).contains("Sheet") == true)
        #expect(model.log.sorted() == ["+list", "+sheet", "+title"])
        model.listShown = false
        _ = host?.snapshot(width: 20, height: 6)
        #expect(model.log.last == "-list")
        model.log.removeAll()
        // Freed on the main actor: the isolated deinit runs at once.
        host = nil
        #expect(model.log.sorted() == ["-sheet", "-title"], "the list had gone already: no second -list")
    }

    /// Twenty rows, pinned to the bottom of a list five rows high, each with a task that waits
    /// until it is cancelled.
    struct TaskList: View {
        let model: Model
        var body: some View {
            if model.listShown {
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<20, id: \.self) { index in
                            Text("r\(index)").task { await waitForCancellation() }
                        }
                    }
                }
                .defaultScrollAnchor(.bottom)
            }
        }
    }

    /// The list's node in `host`.
    private func listNode(in host: ViewHost) throws -> ViewNode {
        var list: ViewNode?
        host.graph.root?.forEachDescendant { if list == nil, $0.behavior is ScrollBehavior { list = $0 } }
        return try #require(list)
    }

    /// The tasks of the rows the list in `host` shows.
    private func rowTasks(in host: ViewHost) throws -> [Task<Void, Never>] {
        var found: [Task<Void, Never>] = []
        for row in try listNode(in: host).children {
            row.forEachDescendant { if let task = ($0.behavior as? LifecycleBehavior)?.task { found.append(task) } }
        }
        return found
    }

    /// Weak references to the rows the list in `host` keeps out of view (nil once a row is
    /// released).
    private func keptRows(in host: ViewHost) throws -> [() -> ViewNode?] {
        let list = try listNode(in: host)
        return list.behavior.keptChildNodes.filter { !list.children.holdsNode($0) }.map { row in { [weak row] in row } }
    }

    private static func cancelledCount(_ tasks: [Task<Void, Never>]) -> Int {
        tasks.reduce(0) { $0 + ($1.isCancelled ? 1 : 0) }
    }

    /// A host of the list, scrolled to the top: the rows shown at the bottom first are kept out
    /// of view, their tasks cancelled as they left (`LazyRowTaskTests`).
    private func scrolledUpTaskList(_ model: Model) throws -> ViewHost {
        let host = ViewHost(rootView: TaskList(model: model))
        _ = host.snapshot(width: 10, height: 5)
        let first = try rowTasks(in: host)
        for _ in 0..<6 { host.press(.pageUp) }
        #expect(host.snapshot(width: 10, height: 5).hasPrefix("r0"))
        #expect(try rowTasks(in: host).count == 5)
        #expect(try keptRows(in: host).count == 15)
        #expect(Self.cancelledCount(first) == first.count)
        return host
    }

    @Test func aHostFreedCancelsTheTasksOfItsListsRowsAndReleasesThoseKept() throws {
        let model = Model()
        var host: ViewHost? = try scrolledUpTaskList(model)
        let tasks = try rowTasks(in: try #require(host))
        let kept = try keptRows(in: try #require(host))
        // Freed on the main actor: the isolated deinit runs at once.
        host = nil
        #expect(Self.cancelledCount(tasks) == tasks.count)
        #expect(kept.allSatisfy { $0() == nil }, "a row kept out of view outlived its host")
    }

    @Test func aListRemovedCancelsTheTasksOfItsRowsAndReleasesThoseKept() throws {
        let model = Model()
        let host = try scrolledUpTaskList(model)
        let tasks = try rowTasks(in: host)
        let kept = try keptRows(in: host)
        model.listShown = false
        _ = host.snapshot(width: 10, height: 5)
        #expect(Self.cancelledCount(tasks) == tasks.count)
        #expect(kept.allSatisfy { $0() == nil }, "a row kept out of view outlived its list")
    }

    @Test func aHostFreedBeforeItBuiltAnythingRunsNothing() {
        let model = Model()
        var host: ViewHost? = ViewHost(rootView: Screen(model: model))
        withExtendedLifetime(host) {}
        host = nil
        #expect(model.log.isEmpty)
    }
}
